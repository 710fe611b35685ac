import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import autocannon, { type Request } from 'autocannon';

export interface LoadSettings {
  connections: number;
  warmupSeconds: number;
  /** Length of one measured run. */
  seconds: number;
  /**
   * Measured runs per server and endpoint, interleaved with the other servers' runs: a burst
   * of load from a neighbour on the shared machine then spoils one round, not the row.
   */
  rounds: number;
}

export interface Measurement {
  requestsPerSecond: number;
  p50Ms: number;
  p97_5Ms: number;
  p99Ms: number;
  requests: number;
  /** Answers other than 2xx: any of them voids the row. */
  non2xx: number;
  /** Requests with no answer: connection errors and timeouts (autocannon gives up after 10 s). */
  errors: number;
  /**
   * CPU time the server process spent per answered request (µs), when the OS tells. Unlike
   * req/s it barely moves when a neighbour loads the shared machine, so it shows what a code
   * change did even on a noisy run. Database server processes are not included.
   */
  serverCpuUs: number | undefined;
}

/** Settings from the environment, so a quick run can be `BENCH_SECONDS=3 npm run bench`. */
export function loadSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): LoadSettings {
  const num = (name: string, fallback: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number.`);
    return n;
  };
  return {
    connections: num('BENCH_CONNECTIONS', 100),
    warmupSeconds: num('BENCH_WARMUP_SECONDS', 2),
    // Every run opens 100 fresh connections, and their first burst is answered slowly. In runs
    // of 4 s that burst alone put the real API's p99 at 35-45 ms where 8 s runs of the same
    // server measured 19-21 ms: shorter runs measure the start, not the server.
    seconds: num('BENCH_SECONDS', 8),
    rounds: num('BENCH_ROUNDS', 3),
  };
}

/**
 * Loads `baseUrl` with GETs of `paths` for `seconds`. With several paths every connection
 * cycles through all of them, each starting at a different one, so the server sees a mix at
 * once. A warm-up is the same run with its figures dropped (JIT, caches, connection pools).
 * `headers` go with every request (a page's cookies and `accept`, say).
 */
export async function loadRun(
  baseUrl: string,
  paths: string[],
  connections: number,
  seconds: number,
  serverPid?: number,
  headers?: Record<string, string>,
): Promise<Measurement> {
  const requests: Request[] = paths.map((path) => ({ method: 'GET', path, headers }));
  let clients = 0;
  const cpuBefore = serverPid === undefined ? undefined : cpuSecondsOf(serverPid);
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests,
    setupClient: (client) => {
      const shift = clients++ % requests.length;
      client.setRequests([...requests.slice(shift), ...requests.slice(0, shift)]);
    },
  });
  const cpuAfter = serverPid === undefined ? undefined : cpuSecondsOf(serverPid);
  const cpu = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p97_5Ms: result.latency.p97_5,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    // autocannon counts timeouts among errors as well as on their own.
    errors: result.errors,
    serverCpuUs: cpu === undefined ? undefined : (cpu * 1e6) / Math.max(1, result.requests.total),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * One figure from several measured rounds: the median of each rate and latency (a round that a
 * neighbour's burst spoiled does not move it), and every failure of every round counted.
 */
export function combineRounds(rounds: Measurement[]): Measurement {
  if (rounds.length === 0) throw new Error('no rounds to combine');
  const cpus = rounds.map((r) => r.serverCpuUs).filter((c): c is number => c !== undefined);
  return {
    requestsPerSecond: median(rounds.map((r) => r.requestsPerSecond)),
    p50Ms: median(rounds.map((r) => r.p50Ms)),
    p97_5Ms: median(rounds.map((r) => r.p97_5Ms)),
    p99Ms: median(rounds.map((r) => r.p99Ms)),
    requests: rounds.reduce((sum, r) => sum + r.requests, 0),
    non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    serverCpuUs: cpus.length === rounds.length ? median(cpus) : undefined,
  };
}

/**
 * Waits until a single request to `path` is answered promptly again, that is, until what a
 * load run left queued in the server (and in its database) has been worked off. Gives up
 * after `timeoutMs` and says so: the next figures would then be taken beside that backlog.
 */
export async function waitUntilDrained(
  baseUrl: string,
  path: string,
  { promptMs = 100, timeoutMs = 60_000 } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const started = performance.now();
    const res = await fetch(`${baseUrl}${path}`);
    await res.arrayBuffer();
    if (performance.now() - started < promptMs) return;
  }
  console.warn(
    `\n!! ${baseUrl} still slow after ${timeoutMs / 1000} s: measuring beside a backlog`,
  );
}

let clockTicks: number | undefined;

/** User + system CPU seconds of a process (all its threads) from /proc; undefined elsewhere. */
export function cpuSecondsOf(pid: number): number | undefined {
  try {
    clockTicks ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / clockTicks;
  } catch {
    return undefined;
  }
}
