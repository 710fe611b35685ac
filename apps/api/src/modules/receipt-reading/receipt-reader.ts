import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection';
import { readNextReceipt } from './receipt-reading.service';
import { findTesseract } from './tesseract';

export interface ReceiptReadingSettings {
  /** 'auto': on when tesseract is found. */
  mode: 'auto' | 'on' | 'off';
  pollMs: number;
  timeoutSeconds: number;
}

/**
 * The receipt reader of this API process (docs/decisions/0026-receipt-reading.md#worker):
 * reads one receipt at a time, off the request path, and looks for more every `pollMs` when
 * none is waiting. Several processes may run one each; they never take the same receipt.
 */
export class ReceiptReader {
  /** Whether receipts are read here: on, and tesseract with its languages found. */
  readonly isAvailable: boolean;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private isStopped = false;

  constructor(
    private readonly db: Db,
    private readonly settings: ReceiptReadingSettings,
    private readonly log: FastifyBaseLogger,
  ) {
    if (settings.mode === 'off') {
      this.isAvailable = false;
      return;
    }
    const tesseract = findTesseract();
    this.isAvailable = tesseract.isAvailable;
    if (!tesseract.isAvailable) {
      this.log.warn(
        { reason: tesseract.reason },
        'receipt reading is unavailable: install tesseract-ocr with tesseract-ocr-eng and tesseract-ocr-mya',
      );
    }
  }

  start(): void {
    if (!this.isAvailable || this.isStopped) return;
    this.schedule(0);
  }

  private schedule(delayMs: number): void {
    if (this.isStopped) return;
    this.timer = setTimeout(() => {
      this.running = this.drain();
    }, delayMs);
    this.timer.unref();
  }

  /** Reads receipts while any wait, then sleeps for the poll interval. */
  private async drain(): Promise<void> {
    let delay = this.settings.pollMs;
    try {
      while (!this.isStopped) {
        const didRead = await readNextReceipt(this.db, this.settings.timeoutSeconds * 1000);
        if (!didRead) break;
      }
    } catch (error) {
      // A database hiccup: try again after the poll interval.
      this.log.error({ err: error }, 'receipt reading failed');
      delay = Math.max(delay, 5_000);
    }
    this.running = undefined;
    this.schedule(delay);
  }

  /** Stops looking for receipts and waits for the one being read, if any. */
  async stop(): Promise<void> {
    this.isStopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
