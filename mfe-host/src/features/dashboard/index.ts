export { HostDashboard, type HostDashboardProps } from './components/HostDashboard';
