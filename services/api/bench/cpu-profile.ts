/**
 * A CPU profile of a replica over a bench's measured window only (not its start-up or its data loading): the
 * replica is started with `--inspect` on a free loopback port (`inspectArgs`), and `startCpuProfile` drives V8's
 * profiler over the DevTools protocol; `stop()` writes a `.cpuprofile` that Chrome DevTools or speedscope open.
 */
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { freePort } from '../src/embedded.ts';

/** NODE_OPTIONS for a replica to profile, and the port its inspector listens on (127.0.0.1 only). */
export async function inspectArgs(): Promise<{ nodeOptions: string; port: number }> {
  const port = await freePort();
  return { nodeOptions: `--inspect=127.0.0.1:${port}`, port };
}

/** Starts the profiler of the process whose inspector listens on `port`; `stop(file)` writes the profile. */
export async function startCpuProfile(port: number): Promise<{ stop: (file: string) => Promise<void> }> {
  const [target] = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const socket = new WebSocket(target!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  const pending = new Map<number, (result: unknown) => void>();
  socket.onmessage = (event) => {
    const reply = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (reply.id !== undefined) pending.get(reply.id)?.(reply.result);
  };
  let lastId = 0;
  const send = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<unknown>((resolve) => {
      lastId += 1;
      pending.set(lastId, resolve);
      socket.send(JSON.stringify({ id: lastId, method, params }));
    });
  await send('Profiler.enable');
  await send('Profiler.start');
  return {
    async stop(file: string) {
      const { profile } = (await send('Profiler.stop')) as { profile: unknown };
      socket.close();
      await writeFile(file, JSON.stringify(profile));
    },
  };
}

/** Starts V8's profiler on this very thread (the bench's in-process API); `stop(file)` writes the profile. */
export async function startOwnCpuProfile(): Promise<{ stop: (file: string) => Promise<void> }> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop(file: string) {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      await writeFile(file, JSON.stringify(profile));
    },
  };
}
