import { createContext, useContext } from 'react';

/** The moment the lifecycle's time conditions are checked against: now, or a fixed time in tests. */
export const DashboardClockContext = createContext<() => Date>(() => new Date());

export const useDashboardClock = () => useContext(DashboardClockContext);
