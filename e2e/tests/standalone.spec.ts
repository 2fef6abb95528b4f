/**
 * A team runs its remote alone, without the shell: `pnpm dev` (hot reload) or `pnpm preview` (its production
 * build) in the remote's folder. A released remote uses the shell's federation runtime; these bring their own.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';

const remoteDir = fileURLToPath(new URL('../../mfe-static/', import.meta.url));

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** Resolves once the server prints its address; rejects if it exits first. */
function serving(server: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Local:')) resolve();
    });
    server.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    server.on('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output}`)));
  });
}

for (const script of ['dev', 'preview']) {
  test(`a remote runs on its own with pnpm ${script}, no shell around it`, async ({ page }) => {
    test.setTimeout(180_000);
    const port = await freePort();
    // its own process group, so a build and the server stop with it
    const server = spawn('pnpm', [script, '--port', String(port)], { cwd: remoteDir, detached: true });
    try {
      await serving(server);
      // a dev server prints its address before it takes requests
      const url = `http://localhost:${port}/help-center`;
      await expect
        .poll(
          () =>
            fetch(url).then(
              (answer) => answer.status,
              () => 0,
            ),
          { timeout: 120_000 },
        )
        .toBe(200);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(url);
      // a dev server compiles the page's code when it is first asked for
      await expect(page.getByRole('heading', { level: 1, name: 'Centro de Ayuda' })).toBeVisible({ timeout: 60_000 });
      expect(errors).toEqual([]);
    } finally {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    }
  });
}
