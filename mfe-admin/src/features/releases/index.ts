export { ReleasesTab } from './components/ReleasesTab';
export { RELEASES_VIEW_KEYS } from './lib/release-view';
