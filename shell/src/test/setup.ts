import { shellCatalogs } from '../i18n';

// jsdom does not implement scrolling; the shell scrolls on every navigation.
window.scrollTo = () => {};
// jsdom lays nothing out: the header's size observer has nothing to report.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// The shell's catalogs load on demand in the browser (start.tsx waits for the visitor's); a test has both at hand.
await Promise.all([shellCatalogs.load('en'), shellCatalogs.load('es')]);
