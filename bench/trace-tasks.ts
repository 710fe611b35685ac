/**
 * The main thread's long tasks in a trace the web bench kept (`bench/.data/web-lighthouse/*.trace.json`):
 * when each began after the navigation, how long it ran (observed, unthrottled: Lighthouse's
 * simulation scales it 4×) and what it spent that time on, by kind of work and by script.
 *
 *   npx tsx bench/trace-tasks.ts bench/.data/web-lighthouse/cart-returning-new-1.trace.json [min ms]
 *
 * A task is listed from `min ms` observed (12.5 by default: 50 ms once slowed 4×).
 */
import fs from 'node:fs';
import { LONG_TASK_OBSERVED_MS, longTasksAfterFcp, type TraceEvent } from './lib/trace-tasks';

const [file, minArg] = process.argv.slice(2);
if (!file) throw new Error('usage: trace-tasks.ts <trace.json> [min ms]');
const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as
  { traceEvents: TraceEvent[] } | TraceEvent[];
const found = longTasksAfterFcp(
  Array.isArray(parsed) ? parsed : parsed.traceEvents,
  Number(minArg ?? LONG_TASK_OBSERVED_MS),
);
if (!found) throw new Error(`${file}: no first contentful paint`);
console.log(`${file}\nFCP at ${found.fcpMs.toFixed(0)} ms after the navigation (observed)`);
for (const task of found.tasks) {
  const top = task.spentOn
    .slice(0, 5)
    .filter(([, ms]) => ms >= 0.5)
    .map(([kind, ms]) => `${ms.toFixed(1)} ${kind}`);
  console.log(
    `at ${task.startMs.toFixed(0).padStart(5)} ms  ${task.durationMs.toFixed(1).padStart(6)} ms  ${top.join(' · ')}`,
  );
}
console.log(`long tasks after FCP: ${found.totalMs.toFixed(1)} ms observed`);
