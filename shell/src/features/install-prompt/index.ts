export { InstallBanner } from './components/InstallBanner';
export { type DeviceKind, detectDevice } from './detect-device';
export { listenForInstallPrompt } from './install-event-store';
