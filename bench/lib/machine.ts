import fs from 'node:fs';
import os from 'node:os';

export interface Machine {
  node: string;
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
}

/** What a reader needs to compare two reports: figures from different machines do not compare. */
export function describeMachine(): Machine {
  let cpuModel = os.cpus()[0]?.model ?? 'unknown';
  try {
    const match = /^model name\s*:\s*(.+)$/m.exec(fs.readFileSync('/proc/cpuinfo', 'utf8'));
    if (match?.[1]) cpuModel = match[1].trim();
  } catch {
    // not Linux: os.cpus() is the best we have
  }
  return {
    node: process.version,
    cpus: os.availableParallelism(),
    cpuModel,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  };
}
