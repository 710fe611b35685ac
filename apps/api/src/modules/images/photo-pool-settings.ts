import os from 'node:os';
import type { WorkPoolSettings } from '../../lib/work-pool';

/** The product photo pool's size and time budget (docs/architecture.md#images). */
export interface PhotoPoolSettings extends WorkPoolSettings {
  /**
   * How long an upload may take to arrive, in seconds: a phone that lost its signal mid-upload
   * gives its place in line back instead of holding it until the connection dies.
   */
  uploadSeconds: number;
}

/**
 * Sized to the machine: one worker per core but one, at most two, so that one core is always
 * left to the API's requests; libvips, which would otherwise start a thread per core for each
 * picture, gets the cores the workers leave between them.
 */
export function defaultPhotoPoolSettings(cores = os.availableParallelism()): PhotoPoolSettings {
  return {
    workers: Math.max(1, Math.min(2, cores - 1)),
    queue: 10,
    timeoutSeconds: 20,
    // 15 MB over a slow mobile link (about 100 KB/s) with room to spare.
    uploadSeconds: 180,
  };
}
