import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A production server as `npm start` runs it (`node apps/api/dist/server.js`) from a built
 * tree: the current one, or an earlier commit checked out in a git worktree. Each gets a fresh
 * DATA_DIR, which the server migrates and seeds with the demo catalog on its first start.
 */
export interface BuiltServer {
  /** http://localhost:PORT: `localhost` is the default demo shop's host. */
  url: string;
  pid: number;
  /** The last lines the server wrote, for a report of what went wrong. */
  logTail(): string;
  stop(): Promise<void>;
}

/** Runs `command args` in `cwd` with its output on ours; throws when it fails. */
export function run(command: string, args: string[], cwd: string): void {
  console.log(`$ (cd ${cwd} && ${command} ${args.join(' ')})`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')} in ${cwd} failed (${result.status ?? result.signal})`,
    );
}

function git(args: string[], cwd: string): string {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout.trim();
}

/** The full id of `ref` in `repo`. */
export function commitOf(repo: string, ref: string): string {
  return git(['rev-parse', `${ref}^{commit}`], repo);
}

/**
 * The tree of `commit` in a git worktree at `dir`, installed and built. An existing worktree
 * is reused, moved to `commit` when it is elsewhere (git refuses if it has changes). `npm ci`
 * runs only when the lockfile differs from the one the last install there used.
 */
export function prepareWorktree(repo: string, commit: string, dir: string): void {
  const wanted = commitOf(repo, commit);
  if (!fs.existsSync(dir)) {
    run('git', ['-C', repo, 'worktree', 'add', '--detach', dir, wanted], repo);
  } else if (git(['rev-parse', 'HEAD'], dir) !== wanted) {
    run('git', ['checkout', '--detach', wanted], dir);
  }
  const lock = crypto
    .createHash('sha256')
    .update(fs.readFileSync(path.join(dir, 'package-lock.json')))
    .digest('hex');
  const marker = path.join(dir, 'node_modules', INSTALLED_MARKER);
  const installed = fs.existsSync(marker) ? fs.readFileSync(marker, 'utf8').trim() : '';
  if (installed !== lock) {
    run('npm', ['ci', '--no-audit', '--no-fund'], dir);
    fs.writeFileSync(marker, `${lock}\n`);
  } else {
    console.log(`${dir}: installed from this lockfile by an earlier run, npm ci skipped`);
  }
  run('npm', ['run', 'build'], dir);
}

/** Beside the install: the SHA-256 of the package-lock.json it was made from. */
const INSTALLED_MARKER = '.bench-installed-lock';

/** Throws when something already listens on `port` (a server of another run would answer). */
async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () =>
      reject(new Error(`port ${port} is in use: set BENCH_WEB_PORT to a free range`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/**
 * Starts the built server of `root` on `port` and waits until `/healthz` answers (a first start
 * migrates and seeds, which draws the demo images: a minute or more on a busy machine).
 */
export async function startBuiltServer(
  root: string,
  port: number,
  env: Record<string, string> = {},
  /** Options for node itself, e.g. `--cpu-prof` (which NODE_OPTIONS may not carry). */
  nodeArgs: string[] = [],
): Promise<BuiltServer> {
  await assertPortFree(port);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-data-'));
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SHUTDOWN_DRAIN_MS: '0',
    ...env,
  };
  // The server's own default unless the caller sets it.
  if (env.CATALOG_CACHE_TTL_MS === undefined) delete childEnv.CATALOG_CACHE_TTL_MS;
  const child = spawn(process.execPath, [...nodeArgs, 'apps/api/dist/server.js'], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const logTail = () => {
    try {
      return fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
    } catch {
      return '';
    }
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const tail = logTail();
      await stop();
      throw new Error(`server in ${root} exited before it answered /healthz:\n${tail}`);
    }
    try {
      const res = await fetch(`${url}/healthz`);
      // Answered by the child itself: it is still running (the port was free before it).
      if (res.ok && child.exitCode === null) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      const tail = logTail();
      await stop();
      throw new Error(`server in ${root} did not answer /healthz within 5 minutes:\n${tail}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { url, pid: child.pid ?? -1, logTail, stop };
}
