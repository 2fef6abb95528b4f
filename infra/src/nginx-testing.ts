/**
 * Debian's nginx with njs, run by tests on a configuration of their own under a temporary prefix: the production
 * proxy's templates (production-proxy.test.ts) or a bare server around the proxy's route bundle
 * (proxy-page-routes.test.ts).
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

// Debian's nginx lives in /usr/sbin, which a non-login PATH may lack
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
const INSTALL_HINT: Record<string, string> = {
  [NGINX]: 'apt-get install nginx-light libnginx-mod-http-js',
  openssl: 'apt-get install openssl',
};

/** Debian keeps nginx's dynamic modules here (the nginx image under /etc/nginx/modules). */
export const NGINX_MODULES = '/usr/lib/nginx/modules/';

export function run(command: string, args: string[]): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(command, args, (error, _stdout, stderr) => {
      if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT') {
        reject(new Error(`${command} is missing: ${INSTALL_HINT[command] ?? 'install it'} (as .ci/run does)`));
        return;
      }
      resolve({ code: error ? Number(error.code ?? 1) : 0, stderr });
    });
  });
}

/** Whether something accepts connections on the port. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

export interface RunningNginx {
  /** Stops nginx gracefully and waits for it to exit. */
  stop(): Promise<void>;
}

/**
 * Checks `<prefix>/nginx.conf` with `nginx -t` and runs nginx on it until it accepts connections on `readyPort`.
 * The configuration logs its errors to `<prefix>/error.log`, which a failed start-up shows.
 */
export async function startNginx(prefix: string, readyPort: number): Promise<RunningNginx> {
  const args = ['-p', `${prefix}/`, '-c', `${prefix}/nginx.conf`, '-e', 'stderr'];
  const check = await run(NGINX, [...args, '-t']);
  if (check.code !== 0) throw new Error(`nginx -t refused the rendered configuration:\n${check.stderr}`);
  const nginx: ChildProcess = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: 'ignore' });
  const exited = new Promise((resolve) => nginx.once('exit', resolve));
  for (let waited = 0; !(await accepts(readyPort)); waited += 25) {
    if (nginx.exitCode !== null || waited > 20_000) throw new Error(await readFile(`${prefix}/error.log`, 'utf8'));
    await delay(25);
  }
  return {
    stop: async () => {
      if (nginx.exitCode === null) {
        nginx.kill('SIGQUIT');
        await exited;
      }
    },
  };
}
