import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// How long findBy*/waitFor wait, set once for every app. A file's first render transforms its modules cold
// (1.6 s for the car page on a quiet 2-core machine, more on a busy CI one); Testing Library's default 1 s made
// such tests depend on the machine's speed. A passing test never waits this long; only a failure does.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lays nothing out and does not implement scrolling into view (the gallery's thumbnails do on focus).
// (A test of Node code, such as the build preset's, runs without a DOM.)
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView = () => {};
