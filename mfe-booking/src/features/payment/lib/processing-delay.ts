import { createContext, useContext } from 'react';

/** Spec section 9: the simulated payment takes 2 seconds. */
export const PAYMENT_PROCESSING_MS = 2000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** How the simulated processing waits: a timer in the app; tests provide a delay they finish themselves. */
export const ProcessingDelayContext = createContext<(ms: number) => Promise<void>>(wait);

export const useProcessingDelay = () => useContext(ProcessingDelayContext);
