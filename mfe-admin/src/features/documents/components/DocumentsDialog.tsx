import { type AdminBookingRow, adminDocumentPath, type BookingDocumentKind } from '@ladrive/contracts';
import { Dialog, Muted } from '@ladrive/design-system';
import styled from 'styled-components';

const LABELS: Record<BookingDocumentKind, string> = {
  license: "Driver's license",
  selfie: 'Selfie with license',
};

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
  return (
    <Dialog
      open={booking !== null}
      onClose={onClose}
      title={booking ? `Identity documents — ${booking.renterName}` : 'Identity documents'}
    >
      {booking && (
        <>
          <Muted style={{ marginTop: 0 }}>
            {booking.carYear} {booking.carMake} {booking.carModel} · {booking.renterEmail}
          </Muted>
          <Photos>
            {booking.documents.map((kind) => (
              <figure key={kind}>
                <figcaption>{LABELS[kind]}</figcaption>
                <img src={adminDocumentPath(booking.id, kind)} alt={`${LABELS[kind]} of ${booking.renterName}`} />
              </figure>
            ))}
          </Photos>
        </>
      )}
    </Dialog>
  );
}
