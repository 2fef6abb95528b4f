import { type AdminBookingRow, BOOKING_STATUSES, formatUSD } from '@ladrive/contracts';
import { Button, formatDate } from '@ladrive/design-system';
import { BookingStatusBadge, bookingStatusDisplay } from '@ladrive/marketplace-ui';
import { useQueryClient } from '@ladrive/server-state';
import { useState } from 'react';
import { DocumentsDialog } from '../../documents';
import { adminListKey } from '../api/admin-lists';
import { AdminListTab } from './AdminListTab';
import { Table, TableScroll } from './Table';

const SORTS = [
  { value: '-createdAt', label: 'Newest bookings' },
  { value: 'createdAt', label: 'Oldest bookings' },
  { value: 'startDate', label: 'Start date: soonest' },
  { value: '-startDate', label: 'Start date: latest' },
  { value: '-totalPrice', label: 'Total: high to low' },
  { value: 'totalPrice', label: 'Total: low to high' },
];
const STATUSES = BOOKING_STATUSES.map((status) => ({ value: status, label: bookingStatusDisplay(status).label }));

function LastViewed({ booking }: { booking: AdminBookingRow }) {
  const view = booking.lastDocumentView;
  if (!view) return <p className="muted">Not viewed yet</p>;
  return (
    <p className="muted" data-testid="documents-last-viewed">
      Last viewed {formatDate(view.viewedAt, 'en')} by {view.adminName}
    </p>
  );
}

/** Bookings 'All Bookings': car, renter, dates, status, total, service fee, booked date, identity documents. */
export function BookingsTab() {
  const [documentsOf, setDocumentsOf] = useState<AdminBookingRow | null>(null);
  const queryClient = useQueryClient();
  // the API recorded the views: the rows show the new "last viewed"
  const closeDocuments = () => {
    setDocumentsOf(null);
    void queryClient.invalidateQueries({ queryKey: adminListKey('bookings') });
  };
  return (
    <>
      <AdminListTab
        kind="bookings"
        title="All Bookings"
        noun="bookings"
        searchLabel="Search bookings"
        searchPlaceholder="Car or renter"
        sorts={SORTS}
        defaultSort="-createdAt"
        statuses={STATUSES}
        empty="No bookings match this search."
      >
        {(bookings) => (
          <TableScroll>
            <Table>
              <thead>
                <tr>
                  <th scope="col">Car</th>
                  <th scope="col">Renter</th>
                  <th scope="col">Dates</th>
                  <th scope="col">Status</th>
                  <th scope="col" className="number">
                    Total
                  </th>
                  <th scope="col" className="number">
                    Service fee
                  </th>
                  <th scope="col">Booked</th>
                  <th scope="col">Identity documents</th>
                </tr>
              </thead>
              <tbody>
                {bookings.map((booking) => (
                  <tr key={booking.id} data-testid="admin-booking-row">
                    <td>
                      <strong>
                        {booking.carYear} {booking.carMake} {booking.carModel}
                      </strong>
                    </td>
                    <td>
                      <p>{booking.renterName}</p>
                      <p className="muted">{booking.renterEmail}</p>
                    </td>
                    <td style={{ whiteSpace: 'nowrap' }}>
                      {formatDate(booking.startDate, 'en')} – {formatDate(booking.endDate, 'en')}
                    </td>
                    <td>
                      <BookingStatusBadge status={booking.status} />
                    </td>
                    <td className="number">{formatUSD(booking.totalPrice)}</td>
                    <td className="number">{formatUSD(booking.serviceFee)}</td>
                    <td>{formatDate(booking.createdAt, 'en')}</td>
                    <td>
                      {booking.documents.length === 0 ? (
                        <p className="muted">None on file</p>
                      ) : (
                        <>
                          <Button
                            $variant="outline"
                            $size="sm"
                            onClick={() => setDocumentsOf(booking)}
                            aria-label={`View documents of ${booking.renterName}, ${booking.carMake} ${booking.carModel}`}
                          >
                            View documents
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
