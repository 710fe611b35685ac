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

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    data?: { url?: string; functionName?: string; navigationId?: string };
    frame?: string;
  };
}

interface Node {
  event: TraceEvent;
  end: number;
  children: Node[];
}

function load(file: string): TraceEvent[] {
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as
    { traceEvents: TraceEvent[] } | TraceEvent[];
  return Array.isArray(parsed) ? parsed : parsed.traceEvents;
}

/** Complete events of one thread as a tree, each under the one that encloses it. */
function treeOf(events: TraceEvent[]): Node[] {
  const sorted = events
    .filter((e) => e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const roots: Node[] = [];
  const stack: Node[] = [];
  for (const event of sorted) {
    const node: Node = { event, end: event.ts + (event.dur ?? 0), children: [] };
    while (stack.length > 0 && stack[stack.length - 1]!.end <= event.ts) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(node);
    else roots.push(node);
    stack.push(node);
  }
  return roots;
}

/** Self time (µs) by kind of work, scripts named by their file. */
function selfTimes(node: Node, into: Map<string, number>, script?: string): void {
  const data = node.event.args?.data;
  const url = data?.url ? data.url.replace(/^https?:\/\/[^/]+/, '') : undefined;
  const here = url ?? script;
  const childTime = node.children.reduce((sum, child) => sum + (child.event.dur ?? 0), 0);
  const self = Math.max(0, (node.event.dur ?? 0) - childTime);
  const kind =
    node.event.name === 'RunTask'
      ? 'task (other)'
      : here
        ? `${node.event.name} ${here}`
        : node.event.name;
  into.set(kind, (into.get(kind) ?? 0) + self);
  for (const child of node.children) selfTimes(child, into, here);
}

const [file, minArg] = process.argv.slice(2);
if (!file) throw new Error('usage: trace-tasks.ts <trace.json> [min ms]');
const minMs = Number(minArg ?? 12.5);
const events = load(file);
const fcp = events.find((e) => e.name === 'firstContentfulPaint');
if (!fcp) throw new Error(`${file}: no firstContentfulPaint`);
// The navigation whose page painted: the same navigation id as the paint.
const navigation = events.find(
  (e) =>
    e.name === 'navigationStart' && e.args?.data?.navigationId === fcp.args?.data?.navigationId,
);
const origin = navigation?.ts ?? fcp.ts;
const main = events.filter((e) => e.pid === fcp.pid && e.tid === fcp.tid);
const tasks = treeOf(main).filter((n) => n.event.name === 'RunTask');

console.log(
  `${file}\nFCP at ${((fcp.ts - origin) / 1000).toFixed(0)} ms after the navigation (observed)`,
);
let total = 0;
for (const task of tasks) {
  const ms = (task.event.dur ?? 0) / 1000;
  if (task.event.ts < fcp.ts || ms < minMs) continue;
  total += ms;
  const kinds = new Map<string, number>();
  selfTimes(task, kinds);
  const top = [...kinds]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .filter(([, us]) => us >= 500)
    .map(([kind, us]) => `${(us / 1000).toFixed(1)} ${kind}`);
  console.log(
    `at ${((task.event.ts - origin) / 1000).toFixed(0).padStart(5)} ms  ${ms.toFixed(1).padStart(6)} ms  ${top.join(' · ')}`,
  );
}
console.log(`long tasks after FCP: ${total.toFixed(1)} ms observed`);
