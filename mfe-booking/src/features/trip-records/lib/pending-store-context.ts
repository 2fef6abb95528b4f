import { createContext, useContext } from 'react';
import { indexedDbStore } from './idb-store';
import { memoryPendingStore, type PendingStore } from './pending-records';

/** IndexedDB where the browser has it; tests provide their own store. */
export const PendingStoreContext = createContext<PendingStore>(
  typeof indexedDB === 'undefined' ? memoryPendingStore() : indexedDbStore,
);
export const usePendingStore = () => useContext(PendingStoreContext);
