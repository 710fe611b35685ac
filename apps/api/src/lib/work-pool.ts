import fs from 'node:fs';
import os from 'node:os';

/**
 * A small pool of workers for CPU-heavy picture work (product photos, payment receipts), so
 * that a burst of uploads never takes the CPU that other requests need
 * (docs/architecture.md#images, docs/decisions/0025-receipt-work-bounds.md). Each job gets a
 * place in line first, then a worker, then a time budget; when every worker and waiting place
 * is taken, the pool refuses at once instead of queueing without end. A job may say what it is
 * expected to cost: when a worker comes free, the cheapest job waiting gets it (the earliest
 * among equals), so a quick job is not held behind a line of costly ones. A pool may also keep
 * quick workers, which take only jobs expected to cost at most `quick.maxCost`: a quick job
 * then never waits for a costly one that is already running.
 */

export interface WorkPoolSettings {
  /** Jobs run at once. */
  workers: number;
  /** Jobs that may wait for a worker; one more is refused. */
  queue: number;
  /** Time budget of one job, in seconds, counted from when it gets a worker. */
  timeoutSeconds: number;
  /** Workers besides `workers` that run only jobs whose cost is at most `maxCost`. */
  quick?: { workers: number; maxCost: number };
}

/** When a job's time budget runs out; each step of the job gets what is left of it. */
export interface Deadline {
  secondsLeft(): number;
}

/** A place in line, taken before the job's input is read, so that what waits is bounded. */
export interface WorkPlace {
  /** Waits for a worker, runs `work` on it, then gives the place back. */
  run<T>(work: (deadline: Deadline) => Promise<T>): Promise<T>;
  /** Gives the place back unused (the input was refused before it reached a worker). */
  cancel(): void;
}

export interface WorkPoolCounters {
  workers: number;
  quickWorkers: number;
  queue: number;
  /** Jobs running now, and the most there ever were at once. */
  running: number;
  peakRunning: number;
  /** Places taken but not running: jobs being read or waiting for a worker. */
  waiting: number;
  /** Jobs refused because every place was taken. */
  refusedBusy: number;
}

export class WorkPool {
  readonly settings: WorkPoolSettings;
  private taken = 0;
  private running = 0;
  /** Of `running`, the jobs on quick workers. */
  private runningQuick = 0;
  private peakRunning = 0;
  private refusedBusy = 0;
  private readonly waiters: { cost: number; start: (quick: boolean) => void }[] = [];

  /** `busy` makes the refusal a caller gets when every place is taken. */
  constructor(
    settings: WorkPoolSettings,
    private readonly busy: () => Error,
  ) {
    this.settings = settings;
  }

  counters(): WorkPoolCounters {
    return {
      workers: this.settings.workers,
      quickWorkers: this.settings.quick?.workers ?? 0,
      queue: this.settings.queue,
      running: this.running,
      peakRunning: this.peakRunning,
      waiting: this.taken - this.running,
      refusedBusy: this.refusedBusy,
    };
  }

  /**
   * A place in line, or the pool's busy refusal when every worker and waiting place is taken.
   * `cost` is the job's expected cost in any unit the caller uses for all its jobs.
   */
  enter(cost = 0): WorkPlace {
    const places =
      this.settings.workers + (this.settings.quick?.workers ?? 0) + this.settings.queue;
    if (this.taken >= places) {
      this.refusedBusy += 1;
      throw this.busy();
    }
    this.taken += 1;
    let held = true;
    const leave = () => {
      if (!held) return;
      held = false;
      this.taken -= 1;
    };
    return {
      run: async (work) => {
        if (!held) throw new Error('a place in line runs once');
        const quick = await this.takeWorker(cost);
        const ends = Date.now() + this.settings.timeoutSeconds * 1000;
        try {
          return await work({ secondsLeft: () => (ends - Date.now()) / 1000 });
        } finally {
          this.giveWorkerBack(quick);
          leave();
        }
      },
      cancel: leave,
    };
  }

  private fitsQuick(cost: number): boolean {
    return this.settings.quick !== undefined && cost <= this.settings.quick.maxCost;
  }

  /** Resolves with whether the job runs on a quick worker. */
  private takeWorker(cost: number): Promise<boolean> {
    const regular = this.running - this.runningQuick;
    if (regular < this.settings.workers) return Promise.resolve(this.started(false));
    if (this.fitsQuick(cost) && this.runningQuick < this.settings.quick!.workers) {
      return Promise.resolve(this.started(true));
    }
    // The worker is handed over by giveWorkerBack: `running` stays as it is.
    return new Promise((start) => this.waiters.push({ cost, start }));
  }

  private started(quick: boolean): boolean {
    this.running += 1;
    if (quick) this.runningQuick += 1;
    this.peakRunning = Math.max(this.peakRunning, this.running);
    return quick;
  }

  private giveWorkerBack(quick: boolean): void {
    // The cheapest job waiting that this worker may run; a quick worker runs quick jobs only.
    let next = -1;
    for (let i = 0; i < this.waiters.length; i += 1) {
      const cost = this.waiters[i]!.cost;
      if (quick && !this.fitsQuick(cost)) continue;
      if (next === -1 || cost < this.waiters[next]!.cost) next = i;
    }
    if (next === -1) {
      this.running -= 1;
      if (quick) this.runningQuick -= 1;
      return;
    }
    const [waiter] = this.waiters.splice(next, 1);
    waiter!.start(quick);
  }
}

/**
 * The scheduling priority (`nice`) of libvips' worker threads: below the API's own threads, so
 * that on a CPU shared with other work a checkout's thread is run first and a picture takes
 * what is left. On a machine with a free core it changes nothing.
 */
export const PICTURE_THREAD_NICE = 10;
const PICTURE_THREAD_NAME = 'libvips worker';

/**
 * Lowers every libvips worker thread of this process to PICTURE_THREAD_NICE (Linux: a thread's
 * priority is its own, and raising one's own `nice` needs no privilege). libvips starts its
 * threads as it needs them, so this runs before each step of a picture; it reads a dozen small
 * files under /proc. Elsewhere, or when /proc cannot be read, the threads keep their priority.
 */
export function lowerPictureThreads(): void {
  if (process.platform !== 'linux') return;
  try {
    for (const tid of fs.readdirSync('/proc/self/task')) {
      const name = fs.readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim();
      if (name !== PICTURE_THREAD_NAME) continue;
      if (os.getPriority(Number(tid)) < PICTURE_THREAD_NICE) {
        os.setPriority(Number(tid), PICTURE_THREAD_NICE);
      }
    }
  } catch {
    // A thread that ended between the listing and the read, or no /proc: nothing to lower.
  }
}
