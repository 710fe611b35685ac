import { spawn, spawnSync } from 'node:child_process';

/**
 * The tesseract command line (Debian's `tesseract-ocr`, with the `eng` and `mya` language
 * data), run as a child process: the picture goes in on stdin, the text comes out on stdout,
 * nothing is written to disk, and nothing is downloaded. It runs `nice`d so that reading
 * receipts never competes with answering requests (docs/decisions/0026-receipt-reading.md).
 */

export const TESSERACT_LANGUAGES = ['eng', 'mya'] as const;

export class TesseractError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TesseractError';
  }
}

/**
 * Whether tesseract runs here with every language it needs; the reason when it does not.
 * Checked once at start.
 */
export function findTesseract(command = 'tesseract'): { isAvailable: boolean; reason?: string } {
  const result = spawnSync(command, ['--list-langs'], { encoding: 'utf8', timeout: 10_000 });
  if (result.error || result.status !== 0) {
    return { isAvailable: false, reason: `${command} could not be run` };
  }
  const languages = new Set(`${result.stdout}\n${result.stderr}`.split(/\s+/));
  const missing = TESSERACT_LANGUAGES.filter((l) => !languages.has(l));
  if (missing.length > 0) {
    return {
      isAvailable: false,
      reason: `tesseract lacks the language data ${missing.join(', ')}`,
    };
  }
  return { isAvailable: true };
}

/**
 * The text tesseract reads on a picture (PNG bytes). Killed, and rejected, when it takes longer
 * than `timeoutMs`.
 */
export function runTesseract(picture: Buffer, timeoutMs: number, command = 'tesseract') {
  return new Promise<string>((resolve, reject) => {
    // Page segmentation 6: one block of text, so a label and the value beside it stay on a line.
    const child = spawn(
      'nice',
      ['-n', '10', command, 'stdin', 'stdout', '-l', TESSERACT_LANGUAGES.join('+'), '--psm', '6'],
      { stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, OMP_THREAD_LIMIT: '1' } },
    );
    const out: Buffer[] = [];
    let errors = '';
    let isTimedOut = false;
    const timer = setTimeout(() => {
      isTimedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      if (errors.length < 2_000) errors += chunk.toString('utf8');
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new TesseractError(`tesseract could not start: ${error.message}`));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (isTimedOut) reject(new TesseractError(`tesseract took longer than ${timeoutMs} ms`));
      else if (code !== 0)
        reject(new TesseractError(`tesseract failed (${code}): ${errors.trim()}`));
      else resolve(Buffer.concat(out).toString('utf8'));
    });
    // A picture tesseract refuses closes stdin early; the close handler reports it.
    child.stdin.on('error', () => {});
    child.stdin.end(picture);
  });
}
