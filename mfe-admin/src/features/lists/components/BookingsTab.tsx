import { type AdminBookingRow, BOOKING_STATUSES, formatUSD } from '@ladrive/contracts';
import { Button, formatDate } from '@ladrive/design-system';
import { useLanguage } from '@ladrive/i18n';
import { BookingStatusBadge, usePersonName } from '@ladrive/marketplace-ui';
import { useQueryClient } from '@ladrive/server-state';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { DocumentsDialog } from '../../documents';
import { adminListKey } from '../api/admin-lists';
import { AdminListTab } from './AdminListTab';
import { Table, TableScroll } from './Table';

function LastViewed({ booking }: { booking: AdminBookingRow }) {
  const t = useT();
  const lang = useLanguage();
  const personName = usePersonName();
  const view = booking.lastDocumentView;
  if (!view) return <p className="muted">{t('bookings.notViewed')}</p>;
  return (
    <p className="muted" data-testid="documents-last-viewed">
      {t('bookings.lastViewed', { date: formatDate(view.viewedAt, lang), admin: personName(view.adminName) })}
    </p>
  );
}

/** Bookings 'All Bookings': car, renter, dates, status, total, service fee, booked date, identity documents. */
export function BookingsTab() {
  const t = useT();
  const lang = useLanguage();
  const personName = usePersonName();
  const sorts = [
    { value: '-createdAt', label: t('bookings.sort.newest') },
    { value: 'createdAt', label: t('bookings.sort.oldest') },
    { value: 'startDate', label: t('bookings.sort.startSoonest') },
    { value: '-startDate', label: t('bookings.sort.startLatest') },
    { value: '-totalPrice', label: t('bookings.sort.totalDesc') },
    { value: 'totalPrice', label: t('bookings.sort.totalAsc') },
  ];
  const [documentsOf, setDocumentsOf] = useState<AdminBookingRow | null>(null);
  const queryClient = useQueryClient();
  // the API recorded the views: the rows show the new "last viewed"
  const closeDocuments = () => {
    setDocumentsOf(null);
    void queryClient.invalidateQueries({ queryKey: adminListKey('bookings') });
  };
  const column = {
    car: t('bookings.column.car'),
    renter: t('bookings.column.renter'),
    dates: t('bookings.column.dates'),
    status: t('bookings.column.status'),
    total: t('bookings.column.total'),
    serviceFee: t('bookings.column.serviceFee'),
    booked: t('bookings.column.booked'),
    documents: t('bookings.column.documents'),
  };
  return (
    <>
      <AdminListTab kind="bookings" texts="bookings" sorts={sorts} defaultSort="-createdAt" statuses={BOOKING_STATUSES}>
        {(bookings) => (
          <TableScroll>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{column.car}</th>
                  <th scope="col">{column.renter}</th>
                  <th scope="col">{column.dates}</th>
                  <th scope="col">{column.status}</th>
                  <th scope="col" className="number">
                    {column.total}
                  </th>
                  <th scope="col" className="number">
                    {column.serviceFee}
                  </th>
                  <th scope="col">{column.booked}</th>
                  <th scope="col">{column.documents}</th>
                </tr>
              </thead>
              <tbody>
                {bookings.map((booking) => (
                  <tr key={booking.id} data-testid="admin-booking-row">
                    {/* what people typed (names, emails) and the cars' names are nobody's language */}
                    <td translate="no" data-label={column.car}>
                      <strong>
                        {booking.carYear} {booking.carMake} {booking.carModel}
                      </strong>
                    </td>
                    <td translate="no" data-label={column.renter}>
                      <p>{personName(booking.renterName)}</p>
                      <p className="muted">{booking.renterEmail}</p>
                    </td>
                    <td style={{ whiteSpace: 'nowrap' }} data-label={column.dates}>
                      {formatDate(booking.startDate, lang)} – {formatDate(booking.endDate, lang)}
                    </td>
                    <td data-label={column.status}>
                      <BookingStatusBadge status={booking.status} />
                    </td>
                    <td className="number" data-label={column.total}>
                      {formatUSD(booking.totalPrice)}
                    </td>
                    <td className="number" data-label={column.serviceFee}>
                      {formatUSD(booking.serviceFee)}
                    </td>
                    <td data-label={column.booked}>{formatDate(booking.createdAt, lang)}</td>
                    <td data-label={column.documents}>
                      {booking.documents.length === 0 ? (
                        <p className="muted">{t('bookings.noDocuments')}</p>
                      ) : (
                        <>
                          <Button
                            $variant="outline"
                            $size="sm"
                            onClick={() => setDocumentsOf(booking)}
                            aria-label={t('bookings.viewDocumentsOf', {
                              renter: personName(booking.renterName),
                              car: `${booking.carMake} ${booking.carModel}`,
                            })}
                          >
                            {t('bookings.viewDocuments')}
                          </Button>
                          <LastViewed booking={booking} />
                        </>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        )}
      </AdminListTab>
      <DocumentsDialog booking={documentsOf} onClose={closeDocuments} />
    </>
  );
}
