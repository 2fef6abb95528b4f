/**
 * A team runs its remote's production build alone, without the shell: `pnpm preview` in the remote's folder.
 * A released remote uses the shell's federation runtime; the standalone build must bring its own.
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

/** Resolves once the preview prints its address; rejects if it exits first. */
function serving(preview: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    preview.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Local:')) resolve();
    });
    preview.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    preview.on('exit', (code) => reject(new Error(`pnpm preview exited with ${code}:\n${output}`)));
  });
}

test("a remote's production build runs on its own with pnpm preview, no shell around it", async ({ page }) => {
  test.setTimeout(180_000);
  const port = await freePort();
  // its own process group, so the build and the preview server stop with it
  const preview = spawn('pnpm', ['preview', '--port', String(port)], { cwd: remoteDir, detached: true });
  try {
    await serving(preview);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`http://localhost:${port}/help-center`);
    await expect(page.getByRole('heading', { level: 1, name: 'Centro de Ayuda' })).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    if (preview.pid) process.kill(-preview.pid, 'SIGTERM');
  }
});
