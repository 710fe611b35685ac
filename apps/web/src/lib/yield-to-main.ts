type SchedulerWithYield = { yield?: () => Promise<void> };

/**
 * Ends the current task and continues in a new one, so the browser can paint and answer input
 * in between. Start-up work done in one piece is one long task that blocks a slow phone for as
 * long as all of it takes; in pieces, each blocks only for its own share. `scheduler.yield`
 * (Chrome 129+) resumes ahead of other queued tasks; elsewhere a zero-delay timer does.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
