export { ACCESS_DENIED_REDIRECT_MS, AdminGate } from './components/AdminGate';
