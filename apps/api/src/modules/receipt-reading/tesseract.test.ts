import { execFileSync } from 'node:child_process';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { findTesseract, runTesseract } from './tesseract';

const tesseractsRunning = () => {
  try {
    return execFileSync('pgrep', ['-P', String(process.pid), 'tesseract'], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .filter(Boolean).length;
  } catch {
    return 0;
  }
};

describe('tesseract', () => {
  it('is found with English and Burmese, and a missing command is said to be missing', () => {
    expect(findTesseract()).toEqual({ isAvailable: true });
    expect(findTesseract('tesseract-that-is-not-installed')).toMatchObject({
      isAvailable: false,
      reason: expect.stringMatching(/could not be run/),
    });
  });

  it('is stopped at its time limit, and leaves no process behind', async () => {
    const picture = await sharp({
      create: { width: 2000, height: 3000, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer();
    await expect(runTesseract(picture, 1)).rejects.toThrow(/took longer than 1 ms/);
    expect(tesseractsRunning()).toBe(0);
  });

  it('refuses bytes that are not a picture', async () => {
    await expect(runTesseract(Buffer.from('not a picture'), 20_000)).rejects.toThrow(
      /tesseract failed/,
    );
  });
});
