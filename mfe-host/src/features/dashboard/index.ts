export { HostBookingScreen } from './components/HostBookingScreen';
export { HostDashboard } from './components/HostDashboard';
export { DashboardClockContext } from './lib/clock';
