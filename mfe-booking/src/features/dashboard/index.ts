export { RenterDashboard } from './components/RenterDashboard';
