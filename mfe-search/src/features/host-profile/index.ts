export { HostProfile } from './components/HostProfile';
