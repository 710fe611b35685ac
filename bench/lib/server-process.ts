import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  /** http://127.0.0.1:PORT, no trailing slash. */
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Runs a TypeScript server script in its own Node process. The load generator and the server
 * must not share an event loop: autocannon would steal the server's CPU time and the figures
 * would measure both at once. The script prints `LISTENING <port>` once it accepts requests.
 */
export async function startServer(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<ServerProcess> {
  // `node --import tsx` rather than `npx tsx`: no npm wrapper process, so the pid we hold is
  // the server itself and stopping it stops the server.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, script), ...args],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await readPort(child, script);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? -1,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

function readPort(child: ChildProcess, script: string): Promise<number> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} did not start within 60 s. Output:\n${seen}`));
    }, 60_000);
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      seen += chunk;
      const match = /^LISTENING (\d+)$/m.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited (code ${code}) before listening. Output:\n${seen}`));
    });
  });
}
