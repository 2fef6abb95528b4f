import '@testing-library/jest-dom/vitest';

// jsdom lays nothing out and does not implement scrolling into view (the gallery's thumbnails do on focus).
Element.prototype.scrollIntoView = () => {};
