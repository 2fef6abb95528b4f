export { InstallBanner } from './components/InstallBanner';
export { type DeviceKind, detectDevice } from './detect-device';
