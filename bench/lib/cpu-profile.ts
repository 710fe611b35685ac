import fs from 'node:fs';
import path from 'node:path';

/**
 * The functions a V8 CPU profile (`node --cpu-prof`) spent most of its own time in: the first
 * thing to look at when a server costs more CPU per request than it should.
 */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface Frame {
  /** Function name, file and line. */
  name: string;
  selfMs: number;
  /** Share of the time the process was not idle. */
  share: number;
}

/** The frames with the most self time of the newest `.cpuprofile` in `dir`, idle left out. */
export function topFrames(
  dir: string,
  count = 15,
): { file: string; busyMs: number; frames: Frame[] } {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => path.join(dir, f))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  const file = files[0];
  if (!file) throw new Error(`no .cpuprofile in ${dir}`);
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const nameOf = new Map<number, string>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url ? ` ${path.basename(url)}:${lineNumber + 1}` : '';
    nameOf.set(node.id, `${functionName || '(anonymous)'}${where}`);
  }
  const selfUs = new Map<string, number>();
  let busyUs = 0;
  profile.samples.forEach((id, i) => {
    const name = nameOf.get(id) ?? '(unknown)';
    if (name === '(idle)') return;
    const us = profile.timeDeltas[i] ?? 0;
    busyUs += us;
    selfUs.set(name, (selfUs.get(name) ?? 0) + us);
  });
  const frames = [...selfUs.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, us]) => ({ name, selfMs: us / 1000, share: us / Math.max(1, busyUs) }));
  return { file, busyMs: busyUs / 1000, frames };
}
