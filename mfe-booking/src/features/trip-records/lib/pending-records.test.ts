import type { TripRecordInsert } from '@ladrive/contracts';
import { flushPending, isOfflineFailure, memoryPendingStore, type PendingRecord, sendOrKeep } from './pending-records';

const pending = (id: string): PendingRecord => ({
  bookingId: 'b1',
  record: { id, kind: 'pickup', odometerMiles: 1, fuelEighths: 8, takenAt: '', photos: [] } as TripRecordInsert,
});
const networkDown = () => Promise.reject(new TypeError('Failed to fetch'));

describe('the pending records', () => {
  it('tells a network failure (no answer) from an answer of the API', () => {
    expect(isOfflineFailure(new TypeError('Failed to fetch'), true)).toBe(true);
    expect(isOfflineFailure(new Error('409: Conflict'), true)).toBe(false);
    expect(isOfflineFailure(new Error('409: Conflict'), false)).toBe(true);
  });

  it('keeps a record without trying while the browser is offline', async () => {
    const store = memoryPendingStore();
    const send = vi.fn();
    expect(await sendOrKeep(store, pending('r1'), send, false)).toBe('pending');
    expect(send).not.toHaveBeenCalled();
    expect(await store.all()).toEqual([pending('r1')]);
  });

  it('keeps one copy per id however often it fails, and forgets it once sent', async () => {
    const store = memoryPendingStore();
    await sendOrKeep(store, pending('r1'), networkDown, true);
    await sendOrKeep(store, pending('r1'), networkDown, true);
    expect(await store.all()).toHaveLength(1);
    const send = vi.fn(async () => ({}));
    expect(await flushPending(store, send)).toEqual([]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(await store.all()).toEqual([]);
  });

  it('drops a record the API refuses (sending it again would be refused again)', async () => {
    const store = memoryPendingStore();
    await store.put(pending('r1'));
    const result = await sendOrKeep(store, pending('r1'), () => Promise.reject(new Error('400: Bad')), true);
    expect(result).toEqual({ refused: expect.any(Error) });
    expect(await store.all()).toEqual([]);
  });

  it('flush leaves what still cannot be sent', async () => {
    const store = memoryPendingStore();
    await store.put(pending('r1'));
    await store.put(pending('r2'));
    expect(await flushPending(store, networkDown)).toEqual(['r1', 'r2']);
  });
});
