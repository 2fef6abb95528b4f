/**
 * Records the trip page could not send (no signal in a parking garage): kept with the id they were made with, and
 * sent again when the connection returns or on the next visit. The API answers a repeat of an id with the stored
 * record, so a record sent twice (the first answer lost) is still stored once.
 */
import type { TripRecordInsert } from '@ladrive/contracts';
import { apiErrorStatus } from '@ladrive/platform';

export interface PendingRecord {
  bookingId: string;
  record: TripRecordInsert;
}

/** Where pending records live: IndexedDB in the browser (idb-store.ts), a Map in tests. Keyed by the record's id. */
export interface PendingStore {
  all(): Promise<PendingRecord[]>;
  put(pending: PendingRecord): Promise<void>;
  remove(recordId: string): Promise<void>;
}

/** Failed for the network (no HTTP answer at all), or the browser knows it is offline: worth keeping. */
export function isOfflineFailure(error: unknown, online = navigator.onLine): boolean {
  return !online || apiErrorStatus(error) === null;
}

export type SendResult = 'sent' | 'pending' | { refused: unknown };

/**
 * Sends one record; when it fails for the network it is kept to send later ('pending'). An answer of the API
 * (a 4xx) is final: it is returned as refused and nothing is kept.
 */
export async function sendOrKeep(
  store: PendingStore,
  pending: PendingRecord,
  send: (pending: PendingRecord) => Promise<unknown>,
  online?: boolean,
): Promise<SendResult> {
  if (online === false) {
    await store.put(pending);
    return 'pending';
  }
  try {
    await send(pending);
    await store.remove(pending.record.id);
    return 'sent';
  } catch (error) {
    if (!isOfflineFailure(error, online ?? navigator.onLine)) {
      await store.remove(pending.record.id);
      return { refused: error };
    }
    await store.put(pending);
    return 'pending';
  }
}

/** Sends every kept record once, in the order kept; returns the ids still pending afterwards. */
export async function flushPending(
  store: PendingStore,
  send: (pending: PendingRecord) => Promise<unknown>,
): Promise<string[]> {
  const left: string[] = [];
  for (const pending of await store.all()) {
    const result = await sendOrKeep(store, pending, send);
    if (result === 'pending') left.push(pending.record.id);
  }
  return left;
}

/** A store in memory: for tests, and for a browser without IndexedDB (kept only while the page is open). */
export function memoryPendingStore(): PendingStore {
  const kept = new Map<string, PendingRecord>();
  return {
    all: async () => [...kept.values()],
    put: async (pending) => {
      kept.set(pending.record.id, pending);
    },
    remove: async (recordId) => {
      kept.delete(recordId);
    },
  };
}
