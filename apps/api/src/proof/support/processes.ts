import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../../../../..');
const serverEntry = path.join(root, 'apps/api/src/server.ts');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ServerProcess {
  base: string;
  port: number;
  child: ChildProcess;
  /** Resolves with the exit code (or signal name) once the process has gone. */
  exited: Promise<number | string | null>;
  /** The tail of what the process wrote (its error log and stderr) so far. */
  stderr(): string;
  /** SIGKILL: no shutdown code runs, as in a power cut or an out-of-memory kill. */
  kill(): Promise<void>;
  /** SIGINT: the graceful close (no drain). */
  stop(): Promise<void>;
}

/**
 * Starts apps/api/src/server.ts as a process of its own with tsx, on 127.0.0.1 and the
 * given settings only: the caller's DATABASE_URL, REDIS_URL and the like never leak in.
 * Resolves once /readyz answers 200.
 */
export async function startServer(
  settings: Record<string, string>,
  { port: fixedPort, readyWithinMs = 90_000 }: { port?: number; readyWithinMs?: number } = {},
): Promise<ServerProcess> {
  const port = fixedPort ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    SHUTDOWN_DRAIN_MS: '0',
    CATALOG_CACHE_TTL_MS: '0',
    ...settings,
  };
  // tsx as a loader of this very process, not the tsx command: the command runs the server in
  // a child of its own, and a SIGKILL sent to it would leave that child serving.
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: root,
    env,
    // The log (stdout, errors only) and stderr both: a failure message shows what the server said.
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  const keep = (chunk: Buffer) => {
    // Only the tail matters for a failure message; a long storm must not grow it without end.
    stderr = (stderr + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | string | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  const server: ServerProcess = {
    base,
    port,
    child,
    exited,
    stderr: () => stderr,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      const gone = await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]);
      if (!gone) await server.kill();
    },
  };
  const deadline = Date.now() + readyWithinMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${base}/readyz`)).status === 200) return server;
    } catch {
      // Not listening yet.
    }
    await sleep(150);
  }
  await server.kill();
  throw new Error(`the server on port ${port} did not become ready; it said:\n${stderr}`);
}
