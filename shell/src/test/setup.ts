// jsdom does not implement scrolling; the shell scrolls on every navigation.
window.scrollTo = () => {};
// jsdom lays nothing out: the header's size observer has nothing to report.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
