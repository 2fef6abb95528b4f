/** The browser's task scheduler, where it has one with `yield()` (Chromium 129+). */
type Scheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a later task, so the browser can answer input and paint between the pieces of work before and after
 * it (a promise alone resolves in the same task). `scheduler.yield()` continues ahead of other queued tasks.
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: Scheduler };
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
