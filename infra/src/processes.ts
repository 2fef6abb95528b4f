/** Child processes of the local composition, stopped together on Ctrl-C. */
import { type ChildProcess, spawn } from 'node:child_process';

const children = new Set<ChildProcess>();

export function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv; name: string }) {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping && code !== 0) {
      console.error(`${options.name} exited (${signal ?? code}); stopping.`);
      void stopAll(1);
    }
  });
  return child;
}

let stopping = false;

/** Sends SIGINT to every child (the API then closes PostgreSQL cleanly) and waits for them. */
export async function stopAll(exitCode = 0, closers: Array<() => Promise<void> | void> = []) {
  if (stopping) return;
  stopping = true;
  console.log('\n  Stopping LA Drive…');
  await Promise.all(closers.map((close) => close()));
  await Promise.all(
    [...children].map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGINT');
          setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
        }),
    ),
  );
  if (exitCode === 0) console.log('  Stopped. Your data is kept for the next start.');
  process.exit(exitCode);
}

/** Resolves when `url` answers 200, or rejects after `timeoutMs`. */
export async function waitForOk(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not become ready within ${timeoutMs / 1000}s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
