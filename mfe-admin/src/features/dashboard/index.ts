export { AdminDashboard } from './components/AdminDashboard';
