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
import { useLanguage } from '@ladrive/i18n';
import { apiErrorMessage, useSession } from '@ladrive/platform';
import { useQueryClient } from '@ladrive/server-state';
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { T } from '../../../i18n/rich-text';
import { InSpecLanguage } from '../../../lib/spec-language';
import { postTripRecord, tripRecordsKey, useTripRecords } from '../api/trip-records-api';
import { useTripRecordLabels } from '../lib/labels';
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
  const t = useT();
  const lang = useLanguage();
  const labels = useTripRecordLabels();
  if (!record) return <Muted>{t('tripRecords.noRecord')}</Muted>;
  return (
    <>
      <p>{labels.miles(record.odometerMiles)}</p>
      <p>{t('tripRecords.fuelReading', { fuel: labels.fuel(record.fuelEighths) })}</p>
      <p>
        <time dateTime={record.takenAt}>
          {t('tripRecords.takenAt', {
            date: formatDate(record.takenAt, lang),
            time: formatMarketTime(record.takenAt, lang),
          })}
        </time>
      </p>
      <Photos aria-label={t('tripRecords.photosOf', { side: labels.side(record.side) })}>
        {record.photos.map((photo, index) => (
          <li key={photo.url}>
            <a href={photo.url} target="_blank" rel="noreferrer">
              <img
                src={photo.url}
                alt={t('tripRecords.photoAlt', {
                  angle: labels.angle(photo.angle),
                  index: index + 1,
                  side: record.side,
                })}
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
  const labels = useTripRecordLabels();
  const lines = TRIP_RECORD_SIDES.flatMap((side) => {
    const figures = difference[side];
    return figures
      ? [
          <p key={side} data-testid={`trip-record-difference-${side}`}>
            <T
              id="tripRecords.difference"
              values={{
                side: labels.side(side),
                miles: labels.miles(figures.milesDriven),
                fuel: labels.fuelChange(figures.fuelDifferenceEighths),
              }}
              components={[<strong />]}
            />
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
  // a part of the trip page, in its language wherever it is shown
  return (
    <InSpecLanguage module="./TripPage">
      <TripRecordsCard booking={booking} />
    </InSpecLanguage>
  );
}

function TripRecordsCard({ booking }: { booking: BookingView }) {
  const records = useTripRecords(booking.id);
  const { user } = useSession();
  const store = usePendingStore();
  const queryClient = useQueryClient();
  const [capturing, setCapturing] = useState<TripRecordKind | null>(null);
  const [pending, setPending] = useState<PendingRecord[]>([]);
  const t = useT();
  const labels = useTripRecordLabels();
  // what became of the last record sent: the API's refusal in its own words, or one of ours
  const [notice, setNotice] = useState<{ refused: string } | 'sent' | 'pending' | null>(null);

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
      setNotice({ refused: apiErrorMessage(result.refused, t('tripRecords.sendFailed')) });
      return;
    }
    setCapturing(null);
    setNotice(result);
    await refresh();
  }

  const isParty = user?.id === booking.renterId || user?.id === booking.hostId;
  const data = records.data;
  const pendingKinds = new Set(pending.map((kept) => kept.record.kind));
  const recordable = (data?.canRecord ?? []).filter((kind) => !pendingKinds.has(kind));

  return (
    <Card as="section" aria-labelledby="trip-records" style={{ marginTop: '1rem' }}>
      <h2 id="trip-records" style={{ marginTop: 0 }}>
        {t('tripRecords.heading')}
      </h2>
      {capturing ? (
        <>
          <h3>{t('tripRecords.capturing', { kind: labels.kind(capturing) })}</h3>
          <TripRecordCapture kind={capturing} onSubmit={submit} onCancel={() => setCapturing(null)} />
        </>
      ) : (
        <>
          <Muted>{t('tripRecords.intro')}</Muted>
          {records.error ? <p role="alert">{t('tripRecords.loadFailed')}</p> : null}
          {isParty &&
            recordable.map((kind) => (
              <BigButton key={kind} onClick={() => setCapturing(kind)}>
                {t('tripRecords.record', { kind })}
              </BigButton>
            ))}
        </>
      )}
      {notice && (
        <p role="status">
          {typeof notice === 'object'
            ? notice.refused
            : t(notice === 'sent' ? 'tripRecords.sent' : 'tripRecords.offline')}
        </p>
      )}
      {pending.map((kept) => (
        <p key={kept.record.id} data-testid="trip-record-pending">
          <T
            id="tripRecords.pending"
            values={{ kind: labels.kind(kept.record.kind), count: kept.record.photos.length }}
            components={[<strong />]}
          />
        </p>
      ))}
      {data &&
        TRIP_RECORD_KINDS.map((kind) => (
          <div key={kind}>
            <h3>{labels.kind(kind)}</h3>
            <Sides>
              {TRIP_RECORD_SIDES.map((side) => (
                <div key={side} data-testid={`trip-record-${kind}-${side}`}>
                  <h4>{labels.side(side)}</h4>
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
