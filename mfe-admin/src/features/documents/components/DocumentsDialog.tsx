import { type AdminBookingRow, adminDocumentPath, type BookingDocumentKind } from '@ladrive/contracts';
import { Dialog, Muted } from '@ladrive/design-system';
import { usePersonName } from '@ladrive/marketplace-ui';
import styled from 'styled-components';
import { useT } from '../../../i18n';

/** Each document's caption and its photo's description, in the catalogs. */
const TEXTS = {
  license: { caption: 'documents.license', photoOf: 'documents.licenseOf' },
  selfie: { caption: 'documents.selfie', photoOf: 'documents.selfieOf' },
} as const satisfies Record<BookingDocumentKind, Record<string, string>>;

const Photos = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  figure { margin: 0; }
  figcaption { font-weight: 600; margin-bottom: ${({ theme }) => theme.space(2)}; }
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export interface DocumentsDialogProps {
  /** The booking whose documents are shown; null = closed. */
  booking: AdminBookingRow | null;
  onClose: () => void;
}

/**
 * A booking's licence photo and selfie, straight from the admin-only documents route (the API records
 * every view: the row shows the last one once the dialog closes).
 */
export function DocumentsDialog({ booking, onClose }: DocumentsDialogProps) {
  const t = useT();
  const renter = usePersonName()(booking?.renterName);
  return (
    <Dialog
      open={booking !== null}
      onClose={onClose}
      title={booking ? t('documents.titleOf', { renter }) : t('documents.title')}
    >
      {booking && (
        <>
          <Muted style={{ marginTop: 0 }} translate="no">
            {booking.carYear} {booking.carMake} {booking.carModel} · {booking.renterEmail}
          </Muted>
          <Photos>
            {booking.documents.map((kind) => (
              <figure key={kind}>
                <figcaption>{t(TEXTS[kind].caption)}</figcaption>
                <img src={adminDocumentPath(booking.id, kind)} alt={t(TEXTS[kind].photoOf, { renter })} />
              </figure>
            ))}
          </Photos>
        </>
      )}
    </Dialog>
  );
}
