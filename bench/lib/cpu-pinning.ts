import { execFileSync } from 'node:child_process';
import os from 'node:os';

/**
 * Where the load generator and the servers under test run. On a 2-core machine autocannon and
 * the server otherwise take turns on the same cores, and the server's tail latency measures the
 * scheduler as much as the server. Pinning the load generator to one CPU and every server (the
 * real API and the limit alike) to the others keeps them apart; both sides get the same
 * treatment, so the ratio stays fair. Database servers are left where the OS puts them.
 */
export interface CpuPlacement {
  loadCpus: string;
  serverCpus: string;
}

/** Pinning needs `taskset` (util-linux) and at least 2 CPUs; `BENCH_PIN=0` turns it off. */
export function planCpuPlacement(env: NodeJS.ProcessEnv = process.env): CpuPlacement | undefined {
  const cpus = os.availableParallelism();
  if (env.BENCH_PIN === '0' || cpus < 2) return undefined;
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
  } catch {
    return undefined;
  }
  return { loadCpus: '0', serverCpus: cpus === 2 ? '1' : `1-${cpus - 1}` };
}

/** Moves every thread of a running process onto `cpus` (a taskset list such as "1" or "1-3"). */
export function pinProcess(pid: number, cpus: string): void {
  execFileSync('taskset', ['--all-tasks', '--cpu-list', '--pid', cpus, String(pid)], {
    stdio: 'ignore',
  });
}
