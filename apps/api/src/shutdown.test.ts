import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(base: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/readyz`)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not become ready');
}

// The real server process (server.ts), on the embedded SQLite file: what an orchestrator
// stopping an instance does to it.
describe('SIGTERM', () => {
  it('turns unready, lets requests in flight finish, then refuses new ones and closes the database', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-sigterm-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // The embedded database whatever the caller's environment points at.
    const { DATABASE_URL: _ignored, REDIS_URL: _alsoIgnored, ...env } = process.env;
    // Node itself with tsx's loader, one process: the tsx command would sit in between and, when
    // a busy server is slow to acknowledge the relayed signal, kill it outright.
    const server = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')],
      {
        env: {
          ...env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          SEED_DEMO: 'false',
          LOGIN_RATE_LIMIT: '1000',
          SHUTDOWN_DRAIN_MS: '1500',
          LOG_LEVEL: 'warn',
          WEB_DIST: path.join(dataDir, 'no-web-build'),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) =>
      server.on('exit', (code) => resolve(code)),
    );
    try {
      await waitUntilReady(base, Date.now() + 60_000).catch((error: unknown) => {
        throw new Error(`${String(error)}; the server said: ${stderr}`);
      });
      const account = { username: 'sigterm-shopper', password: 'a-long-enough-pass' };
      const registered = await fetch(`${base}/v1/person/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Ko Shutdown',
          username: account.username,
          password: account.password,
          contact: { primaryPhone: '09790001122' },
        }),
      });
      expect(registered.status, await registered.text()).toBe(200);

      // Logins hash a password (tens of milliseconds each): twelve at once are still running
      // when the signal arrives.
      const inFlight = Array.from({ length: 12 }, () =>
        fetch(`${base}/v1/user/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(account),
        }).then(
          async (res) => ({ status: res.status, body: (await res.json()) as unknown }),
          (error: unknown) => ({ status: 0, body: String((error as Error).cause ?? error) }),
        ),
      );
      await new Promise((r) => setTimeout(r, 30));
      server.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
      // Draining: still answering, but no longer ready, so a load balancer routes elsewhere.
      const draining = await fetch(`${base}/readyz`);
      expect(draining.status).toBe(503);
      expect(await draining.json()).toMatchObject({ status: 'unavailable', shuttingDown: true });

      const answers = await Promise.all(inFlight);
      expect(
        answers.map((a) => a.status),
        JSON.stringify(answers),
      ).toEqual(Array(12).fill(200));
      expect(await exited).toBe(0);
      await expect(fetch(`${base}/healthz`)).rejects.toThrow();
      // A clean close checkpoints SQLite's write-ahead log into the file and removes it.
      expect(fs.existsSync(path.join(dataDir, 'storefront.sqlite-wal'))).toBe(false);
      expect(stderr).not.toMatch(/error/i);
    } finally {
      if (server.exitCode === null) server.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
