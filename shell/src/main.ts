import { nextTask } from './next-task';

/**
 * The shell's modules are all in this one script (its entry is never split: see `defineShellConfig`), but they are
 * not all evaluated in the task that runs it: evaluated at once, they blocked a throttled phone for 150–300 ms before
 * the first render (the federation runtime's start, then React, the libraries and the app). Each step below is
 * evaluated in a task of its own: `webpackMode: "eager"` makes no chunk and no request, the module just runs later.
 * The visitor's texts first, so their catalog downloads meanwhile; then React's packages, each taken from the
 * federation's shared scope, and the other shared libraries (never tree-shaken, so importing them whole costs no
 * byte; a package that is, like shared-ui's, would be kept whole); then the app, which finds them evaluated.
 */
const libraries = [
  () => import(/* webpackMode: "eager" */ 'react/jsx-runtime'),
  () => import(/* webpackMode: "eager" */ 'react-dom'),
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ 'styled-components'),
  () => import(/* webpackMode: "eager" */ '@ladrive/routing'),
  () => import(/* webpackMode: "eager" */ '@ladrive/server-state'),
  () => import(/* webpackMode: "eager" */ 'zustand'),
];

async function main() {
  await nextTask();
  // the browser may offer the install early: listened for first, as when the whole entry ran at once
  (await import(/* webpackMode: "eager" */ './features/install-prompt/install-event-store')).listenForInstallPrompt();
  const visitorTexts = (await import(/* webpackMode: "eager" */ './visitor-texts')).loadVisitorTexts();
  for (const library of libraries) {
    await nextTask();
    await library();
  }
  await nextTask();
  const { start } = await import(/* webpackMode: "eager" */ './start');
  await start(visitorTexts);
}

void main();
