import os from 'node:os';
import {
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  PHOTO_WIDTHS,
  SHARE_IMAGE,
} from '@storefront/contract/photos';
import sharp, { type OutputInfo, type Sharp, type SharpOptions } from 'sharp';
import { sniffImageType, sniffRefusedImageKind } from '../../lib/image-type';
import { lowerPictureThreads, WorkPool, type Deadline, type WorkPlace } from '../../lib/work-pool';
import { photoRefusals, PhotoRefused } from './photo-refusals';
import type { PhotoPoolSettings } from './photo-pool-settings';

/**
 * Product photos from staff's phones become the sizes shoppers' pages ask for
 * (docs/architecture.md#images, docs/decisions/0024-photo-sizes.md), on a small pool of
 * workers, so that a burst of uploads never takes the CPU that checkouts need.
 *
 * - A file is judged by its first bytes, then by its header (dimensions), before a pixel is
 *   decoded: a 30,000 × 30,000 picture packed into a few kilobytes is refused from the header.
 * - Decoding has a pixel limit as well, and each photo a time budget (sharp's timeout).
 * - The photo is decoded once, shrunk while it is read (JPEG and WebP shrink-on-load) straight
 *   to the widest stored size and turned by its EXIF orientation, into raw pixels; every
 *   smaller size and the share picture are made from those pixels.
 * - Nothing but pixels goes out: sharp writes no EXIF, XMP or ICC profile unless asked to (the
 *   pixels are converted to sRGB, so the colours stay right without the profile).
 */

/** What the pipeline has done since the process started, for tests, logs and the bench. */
export interface PhotoCounters {
  workers: number;
  queue: number;
  /** libvips threads per picture (sharp's concurrency). */
  threadsPerPhoto: number;
  /** Photos being prepared now, and the most there ever were at once. */
  running: number;
  peakRunning: number;
  /** Places taken in line: uploads being read or waiting for a worker. */
  waiting: number;
  /** Pictures whose pixels were decoded: uploads and share pictures made from stored images. */
  decodes: number;
  prepared: number;
  refusedBusy: number;
  timedOut: number;
}

export interface EncodedPicture {
  bytes: Buffer;
  width: number;
  height: number;
  contentType: 'image/webp' | 'image/jpeg';
}

export interface PreparedPhoto {
  /** The widest WebP: the image row itself. */
  main: EncodedPicture;
  /** The narrower WebPs, widest first. */
  smaller: EncodedPicture[];
  /** SHARE_IMAGE: the photo whole on white, for link previews. */
  share: EncodedPicture;
}

/** A place in the photo pool's line (lib/work-pool.ts). */
export type PhotoPlace = WorkPlace;

/** The widest stored size: the photo is decoded straight to it. */
const WIDEST = Math.max(...PHOTO_WIDTHS);
/** No photo is kept taller than this (WebP's limit is 16,383): a strip is shrunk to fit. */
const MAX_HEIGHT = 4_096;
const WEBP_QUALITY = 80;
const SHARE_QUALITY = 82;
const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };

export class PhotoPipeline {
  readonly settings: PhotoPoolSettings;
  private readonly threadsPerPhoto: number;
  private readonly pool: WorkPool;
  private decodes = 0;
  private prepared = 0;
  private timedOut = 0;

  constructor(settings: PhotoPoolSettings, cores = os.availableParallelism()) {
    this.settings = settings;
    this.pool = new WorkPool(settings, photoRefusals.busy);
    this.threadsPerPhoto = Math.max(1, Math.floor((cores - 1) / settings.workers));
    // libvips' threads per picture, for the whole process (receipts and seeds included).
    sharp.concurrency(this.threadsPerPhoto);
  }

  counters(): PhotoCounters {
    const pool = this.pool.counters();
    return {
      workers: pool.workers,
      queue: pool.queue,
      threadsPerPhoto: this.threadsPerPhoto,
      running: pool.running,
      peakRunning: pool.peakRunning,
      waiting: pool.waiting,
      decodes: this.decodes,
      prepared: this.prepared,
      refusedBusy: pool.refusedBusy,
      timedOut: this.timedOut,
    };
  }

  /** A place in line, or a photoBusy refusal when every worker and waiting place is taken. */
  enter(): PhotoPlace {
    return this.pool.enter();
  }

  /**
   * Checks an upload from its bytes and header alone: size, format, dimensions. Cheap, and
   * done before the upload waits for a worker. Returns the header's dimensions.
   */
  async check(bytes: Buffer): Promise<{ width: number; height: number }> {
    if (bytes.length === 0) throw photoRefusals.empty();
    if (bytes.length > PHOTO_MAX_BYTES) throw photoRefusals.tooLarge();
    if (!sniffImageType(bytes)) {
      const kind = sniffRefusedImageKind(bytes);
      throw kind === 'heif'
        ? photoRefusals.heic()
        : kind === 'gif'
          ? photoRefusals.gif()
          : kind === 'pdf'
            ? photoRefusals.pdf()
            : photoRefusals.type();
    }
    // The header only: no pixel is decoded here, whatever size it claims (hence no limit).
    const header = await sharp(bytes, { limitInputPixels: false })
      .metadata()
      .catch(() => null);
    if (!header?.width || !header.height || !['jpeg', 'png', 'webp'].includes(header.format)) {
      throw photoRefusals.unreadable();
    }
    if (header.width * header.height > PHOTO_MAX_PIXELS) {
      throw photoRefusals.tooManyPixels(header.width, header.height);
    }
    return { width: header.width, height: header.height };
  }

  /** Checks an upload, then prepares every stored size of it once `place` gets a worker. */
  async prepareUpload(place: PhotoPlace, bytes: Buffer): Promise<PreparedPhoto> {
    try {
      await this.check(bytes);
    } catch (error) {
      place.cancel();
      throw error;
    }
    return place.run(async (deadline) => {
      const pixels = await this.decode(bytes, deadline, WIDEST);
      const main = await this.encodeWebp(pixels, pixels.info.width, deadline);
      const smaller: EncodedPicture[] = [];
      for (const width of [...PHOTO_WIDTHS].reverse()) {
        if (width < main.width) smaller.push(await this.encodeWebp(pixels, width, deadline));
      }
      const share = await this.encodeShare(pixels, deadline);
      this.prepared += 1;
      return { main, smaller, share };
    });
  }

  /**
   * The share picture of a stored image that has none (the demo pictures, drawn before share
   * pictures existed): decoded and made once `place` gets a worker, like an upload.
   */
  makeShare(place: PhotoPlace, bytes: Buffer): Promise<EncodedPicture> {
    return place.run(async (deadline) => {
      const pixels = await this.decode(bytes, deadline, SHARE_IMAGE.width);
      return this.encodeShare(pixels, deadline);
    });
  }

  /**
   * The one place pixels are decoded (hence counted): turned upright by the EXIF orientation,
   * shrunk to at most `width` across (and MAX_HEIGHT down) while being read, in sRGB, 8 bits.
   */
  private async decode(bytes: Buffer, deadline: Deadline, width: number): Promise<RawPicture> {
    this.decodes += 1;
    const options: SharpOptions = {
      failOn: 'error',
      limitInputPixels: PHOTO_MAX_PIXELS,
      sequentialRead: true,
      autoOrient: true,
    };
    const { data, info } = await this.step(
      sharp(bytes, options)
        .resize({ width, height: MAX_HEIGHT, fit: 'inside', withoutEnlargement: true })
        .toColourspace('srgb')
        .raw({ depth: 'uchar' }),
      deadline,
    );
    return { data, info: { width: info.width, height: info.height, channels: info.channels } };
  }

  private async encodeWebp(
    pixels: RawPicture,
    width: number,
    deadline: Deadline,
  ): Promise<EncodedPicture> {
    const { data, info } = await this.step(
      fromRaw(pixels).resize({ width }).webp({ quality: WEBP_QUALITY }),
      deadline,
    );
    return { bytes: data, width: info.width, height: info.height, contentType: 'image/webp' };
  }

  private async encodeShare(pixels: RawPicture, deadline: Deadline): Promise<EncodedPicture> {
    const { data, info } = await this.step(
      fromRaw(pixels)
        .flatten({ background: WHITE })
        .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'contain', background: WHITE })
        .jpeg({ quality: SHARE_QUALITY }),
      deadline,
    );
    return { bytes: data, width: info.width, height: info.height, contentType: 'image/jpeg' };
  }

  /** Runs one sharp step within what is left of the photo's budget; maps its failures. */
  private async step(
    pipeline: Sharp,
    deadline: Deadline,
  ): Promise<{ data: Buffer; info: OutputInfo }> {
    lowerPictureThreads();
    const left = deadline.secondsLeft();
    if (left <= 0) {
      this.timedOut += 1;
      throw photoRefusals.timeout();
    }
    try {
      return await pipeline
        .timeout({ seconds: Math.max(1, Math.ceil(left)) })
        .toBuffer({ resolveWithObject: true });
    } catch (error) {
      if (error instanceof PhotoRefused) throw error;
      const message = error instanceof Error ? error.message : '';
      if (/timeout/i.test(message)) {
        this.timedOut += 1;
        throw photoRefusals.timeout();
      }
      if (/pixel limit/i.test(message)) throw photoRefusals.tooManyPixels();
      throw photoRefusals.unreadable();
    }
  }
}

interface RawPicture {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

function fromRaw(pixels: RawPicture): Sharp {
  return sharp(pixels.data, { raw: pixels.info });
}
