import {
  type BookingView,
  TRIP_RECORD_KINDS,
  TRIP_RECORD_SIDES,
  type TripRecord,
  type TripRecordInsert,
  type TripRecordKind,
  type TripRecords,
  tripRecordOpensAt,
} from '@ladrive/contracts';
import { Button, Card, formatDate, formatMarketTime, Muted } from '@ladrive/design-system';
import { apiErrorMessage, useSession } from '@ladrive/platform';
import { useQueryClient } from '@ladrive/server-state';
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { postTripRecord, tripRecordsKey, useTripRecords } from '../api/trip-records-api';
import { ANGLE_LABELS, fuelChangeLabel, fuelLabel, KIND_LABELS, milesLabel, SIDE_LABELS } from '../lib/labels';
import { flushPending, type PendingRecord, sendOrKeep } from '../lib/pending-records';
import { usePendingStore } from '../lib/pending-store-context';
import { TripRecordCapture } from './TripRecordCapture';

const Sides = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  h4 { margin: 0 0 ${({ theme }) => theme.space(1)}; }
  p { margin: 0 0 ${({ theme }) => theme.space(1)}; }
`;

const Photos = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(3.5rem, 1fr));
  gap: ${({ theme }) => theme.space(1)};
  list-style: none;
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0;
  img { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; border-radius: ${({ theme }) => theme.radius.sm}; }
`;

const BigButton = styled(Button)`
  width: 100%;
  min-height: 3.5rem;
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

/** Shown for a confirmed trip from the time recording opens, and for a completed one (its records stay). */
function showsTripRecords(booking: Pick<BookingView, 'status' | 'startDate'>, now = new Date()): boolean {
  if (booking.status === 'completed') return true;
  return booking.status === 'confirmed' && now >= tripRecordOpensAt(booking.startDate);
}

function RecordSummary({ record }: { record: TripRecord | undefined }) {
  if (!record) return <Muted>Sin registro</Muted>;
  return (
    <>
      <p>{milesLabel(record.odometerMiles)}</p>
      <p>Combustible: {fuelLabel(record.fuelEighths)}</p>
      <p>
        <time dateTime={record.takenAt}>
          {formatDate(record.takenAt, 'es')}, {formatMarketTime(record.takenAt, 'es')}
        </time>
      </p>
      <Photos aria-label={`Fotos: ${SIDE_LABELS[record.side]}`}>
        {record.photos.map((photo, index) => (
          <li key={photo.url}>
            <a href={photo.url} target="_blank" rel="noreferrer">
              <img
                src={photo.url}
                alt={`${ANGLE_LABELS[photo.angle]} (${index + 1}), ${SIDE_LABELS[record.side].toLowerCase()}`}
                loading="lazy"
              />
            </a>
          </li>
        ))}
      </Photos>
    </>
  );
}

function Differences({ difference }: { difference: TripRecords['difference'] }) {
  const lines = TRIP_RECORD_SIDES.flatMap((side) => {
    const figures = difference[side];
    return figures
      ? [
          <p key={side} data-testid={`trip-record-difference-${side}`}>
            <strong>{SIDE_LABELS[side]}:</strong> {milesLabel(figures.milesDriven)} recorridas · combustible{' '}
            {fuelChangeLabel(figures.fuelDifferenceEighths)}
          </p>,
        ]
      : [];
  });
  return lines.length ? <div>{lines}</div> : null;
}

/**
 * 'Registro del auto' on the trip page: each side's photos, odometer and gauge at pickup and return, side by side,
 * with the miles driven and the fuel's change; the reader's own capture when they may record; records that could
 * not be sent yet ('Pendiente de enviar'), sent again when the connection returns.
 */
export function TripRecordsSection({ booking }: { booking: BookingView }) {
  if (!showsTripRecords(booking)) return null;
  return <TripRecordsCard booking={booking} />;
}

function TripRecordsCard({ booking }: { booking: BookingView }) {
  const records = useTripRecords(booking.id);
  const { user } = useSession();
  const store = usePendingStore();
  const queryClient = useQueryClient();
  const [capturing, setCapturing] = useState<TripRecordKind | null>(null);
  const [pending, setPending] = useState<PendingRecord[]>([]);
  const [notice, setNotice] = useState<string | null>(null);

  const send = useCallback((kept: PendingRecord) => postTripRecord(kept.bookingId, kept.record), []);
  const refresh = useCallback(async () => {
    setPending((await store.all()).filter((kept) => kept.bookingId === booking.id));
    await queryClient.invalidateQueries({ queryKey: tripRecordsKey(booking.id) });
  }, [store, booking.id, queryClient]);

  useEffect(() => {
    // what an earlier visit could not send goes now, and again whenever the connection returns
    const flush = () => flushPending(store, send).then(refresh);
    void flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [store, send, refresh]);

  async function submit(record: TripRecordInsert) {
    const result = await sendOrKeep(store, { bookingId: booking.id, record }, send, navigator.onLine);
    if (typeof result === 'object') {
      setNotice(apiErrorMessage(result.refused, 'No se pudo enviar el registro. Inténtalo de nuevo.'));
      return;
    }
    setCapturing(null);
    setNotice(
      result === 'sent'
        ? 'Registro enviado.'
        : 'Sin conexión: el registro se guardó en este dispositivo y se enviará cuando vuelva la conexión.',
    );
    await refresh();
  }

  const isParty = user?.id === booking.renterId || user?.id === booking.hostId;
  const data = records.data;
  const pendingKinds = new Set(pending.map((kept) => kept.record.kind));
  const recordable = (data?.canRecord ?? []).filter((kind) => !pendingKinds.has(kind));

  return (
    <Card as="section" aria-labelledby="trip-records" style={{ marginTop: '1rem' }}>
      <h2 id="trip-records" style={{ marginTop: 0 }}>
        Registro del auto
      </h2>
      {capturing ? (
        <>
          <h3>{KIND_LABELS[capturing]}: fotos, odómetro y combustible</h3>
          <TripRecordCapture kind={capturing} onSubmit={submit} onCancel={() => setCapturing(null)} />
        </>
      ) : (
        <>
          <Muted>
            Al recoger y al devolver el auto, toma fotos de los cuatro lados y anota el odómetro y el combustible. Solo
            tú, la otra parte y el equipo de LA Drive pueden verlas.
          </Muted>
          {records.error ? <p role="alert">No se pudo cargar el registro del auto.</p> : null}
          {isParty &&
            recordable.map((kind) => (
              <BigButton key={kind} onClick={() => setCapturing(kind)}>
                Registrar {KIND_LABELS[kind].toLowerCase()}
              </BigButton>
            ))}
        </>
      )}
      {notice && <p role="status">{notice}</p>}
      {pending.map((kept) => (
        <p key={kept.record.id} data-testid="trip-record-pending">
          <strong>Pendiente de enviar:</strong> {KIND_LABELS[kept.record.kind]} ({kept.record.photos.length} fotos)
        </p>
      ))}
      {data &&
        TRIP_RECORD_KINDS.map((kind) => (
          <div key={kind}>
            <h3>{KIND_LABELS[kind]}</h3>
            <Sides>
              {TRIP_RECORD_SIDES.map((side) => (
                <div key={side} data-testid={`trip-record-${kind}-${side}`}>
                  <h4>{SIDE_LABELS[side]}</h4>
                  <RecordSummary record={data.records.find((record) => record.kind === kind && record.side === side)} />
                </div>
              ))}
            </Sides>
          </div>
        ))}
      {data && <Differences difference={data.difference} />}
    </Card>
  );
}
