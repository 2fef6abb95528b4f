/**
 * The pending records in IndexedDB, through the raw API: one object store keyed by the record's id. Small enough
 * that a library (idb, idb-keyval) would add more than it saves.
 */
import type { PendingRecord, PendingStore } from './pending-records';

const DB_NAME = 'ladrive-trip-records';
const STORE = 'pending';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'record.id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = act(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error);
    });
  } finally {
    db.close();
  }
}

export const indexedDbStore: PendingStore = {
  all: () => run('readonly', (store) => store.getAll() as IDBRequest<PendingRecord[]>),
  put: async (pending) => {
    await run('readwrite', (store) => store.put(pending));
  },
  remove: async (recordId) => {
    await run('readwrite', (store) => store.delete(recordId));
  },
};
