/**
 * The main thread's long tasks after the first paint, read from a Lighthouse trace: what the
 * page made the shopper wait on once something was on the screen. Observed (unthrottled) times:
 * Lighthouse's simulation scales them 4×, so a task from 12.5 ms observed counts as blocking.
 */

export interface TraceEvent {
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

/** A long task: when it began after the navigation, how long it ran, and on what (self time). */
export interface LongTask {
  startMs: number;
  durationMs: number;
  /** Self time by kind of work (`Layout`, `FunctionCall /assets/x.js`…), longest first, ms. */
  spentOn: [string, number][];
}

export interface LongTasks {
  /** The first contentful paint, ms after the navigation. */
  fcpMs: number;
  tasks: LongTask[];
  totalMs: number;
}

/** 50 ms of Lighthouse's 4×-slowed main thread, as observed. */
export const LONG_TASK_OBSERVED_MS = 12.5;

interface Node {
  event: TraceEvent;
  end: number;
  children: Node[];
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

/**
 * The tasks of the painting page's main thread that began after its first contentful paint and
 * ran `minMs` or longer. Null when the trace has no first contentful paint.
 */
export function longTasksAfterFcp(
  events: TraceEvent[],
  minMs = LONG_TASK_OBSERVED_MS,
): LongTasks | null {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return null;
  // The navigation whose page painted: the same navigation id as the paint.
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' && e.args?.data?.navigationId === fcp.args?.data?.navigationId,
  );
  const origin = navigation?.ts ?? fcp.ts;
  const main = events.filter((e) => e.pid === fcp.pid && e.tid === fcp.tid);
  const tasks: LongTask[] = [];
  for (const task of treeOf(main)) {
    const durationMs = (task.event.dur ?? 0) / 1000;
    if (task.event.name !== 'RunTask' || task.event.ts < fcp.ts || durationMs < minMs) continue;
    const kinds = new Map<string, number>();
    selfTimes(task, kinds);
    tasks.push({
      startMs: (task.event.ts - origin) / 1000,
      durationMs,
      spentOn: [...kinds]
        .map(([kind, us]): [string, number] => [kind, us / 1000])
        .sort((a, b) => b[1] - a[1]),
    });
  }
  return {
    fcpMs: (fcp.ts - origin) / 1000,
    tasks,
    totalMs: tasks.reduce((sum, task) => sum + task.durationMs, 0),
  };
}
