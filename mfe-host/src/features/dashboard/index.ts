export { HostDashboard } from './components/HostDashboard';
export { DashboardClockContext } from './lib/clock';
