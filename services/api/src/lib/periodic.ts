/**
 * Runs `task` now and then every `intervalMs`, without keeping the process alive; returns the timer to clear
 * on shutdown. The task reports its own failures (the housekeeping sweeps log and carry on).
 */
export function runEvery(intervalMs: number, task: () => Promise<unknown>): NodeJS.Timeout {
  void task();
  const timer = setInterval(task, intervalMs);
  timer.unref();
  return timer;
}
