import { describe, expect, it } from 'vitest';
import { WorkPool } from './work-pool';

const busy = () => new Error('busy');

/** A job that runs until `finish` is called, recording when it started. */
function heldJob(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    work: async () => {
      started.push(name);
      await done;
    },
    finish: () => finish(),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the work pool', () => {
  it('gives a free worker to the cheapest job waiting, the earliest among equals', async () => {
    const pool = new WorkPool({ workers: 1, queue: 4, timeoutSeconds: 60 }, busy);
    const started: string[] = [];
    const jobs = {
      first: heldJob(started, 'first'),
      big: heldJob(started, 'big'),
      small: heldJob(started, 'small'),
      smallToo: heldJob(started, 'smallToo'),
    };
    const runs = [
      pool.enter(5).run(jobs.first.work),
      pool.enter(5_000_000).run(jobs.big.work),
      pool.enter(100_000).run(jobs.small.work),
      pool.enter(100_000).run(jobs.smallToo.work),
    ];
    await tick();
    expect(pool.counters()).toMatchObject({ running: 1, waiting: 3 });
    for (const name of ['first', 'small', 'smallToo'] as const) {
      jobs[name].finish();
      await tick();
    }
    jobs.big.finish();
    await Promise.all(runs);
    expect(started).toEqual(['first', 'small', 'smallToo', 'big']);
    expect(pool.counters()).toMatchObject({ running: 0, waiting: 0, peakRunning: 1 });
  });

  it('keeps its quick worker for quick jobs, so one never waits behind a costly job running', async () => {
    const pool = new WorkPool(
      { workers: 1, queue: 4, timeoutSeconds: 60, quick: { workers: 1, maxCost: 1_000 } },
      busy,
    );
    const started: string[] = [];
    const jobs = {
      costly: heldJob(started, 'costly'),
      costlyToo: heldJob(started, 'costlyToo'),
      quick: heldJob(started, 'quick'),
      quickToo: heldJob(started, 'quickToo'),
    };
    const runs = [
      pool.enter(5_000_000).run(jobs.costly.work),
      pool.enter(5_000_000).run(jobs.costlyToo.work),
      pool.enter(500).run(jobs.quick.work),
      pool.enter(800).run(jobs.quickToo.work),
    ];
    await tick();
    // The costly job on the worker, the first quick one on the quick worker; the second costly
    // one may not take the quick worker, however long it waits.
    expect(started).toEqual(['costly', 'quick']);
    expect(pool.counters()).toMatchObject({ running: 2, waiting: 2, quickWorkers: 1 });
    jobs.quick.finish();
    await tick();
    expect(started).toEqual(['costly', 'quick', 'quickToo']);
    jobs.quickToo.finish();
    await tick();
    expect(started).toEqual(['costly', 'quick', 'quickToo']);
    expect(pool.counters()).toMatchObject({ running: 1, waiting: 1 });
    jobs.costly.finish();
    await tick();
    expect(started).toEqual(['costly', 'quick', 'quickToo', 'costlyToo']);
    jobs.costlyToo.finish();
    await Promise.all(runs);
    expect(pool.counters()).toMatchObject({ running: 0, waiting: 0, peakRunning: 2 });
  });

  it('refuses at once when every worker and place in line is taken, until one is given back', () => {
    const pool = new WorkPool({ workers: 1, queue: 1, timeoutSeconds: 60 }, busy);
    const first = pool.enter();
    pool.enter();
    expect(() => pool.enter()).toThrow('busy');
    expect(pool.counters().refusedBusy).toBe(1);
    first.cancel();
    expect(() => pool.enter().cancel()).not.toThrow();
  });
});
