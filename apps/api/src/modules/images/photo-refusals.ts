import { PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS } from '@storefront/contract/photos';
import { AppError } from '../../lib/errors';

/**
 * Why a product photo was refused (docs/product.md#product-photos): a status, a sentence that
 * tells staff what to do, and a code the console words in the staff's language. Every refusal
 * of a photo is one of these, never a 5xx.
 */
export type PhotoRefusalCode =
  | 'photoMissing'
  | 'photoEmpty'
  | 'photoType'
  | 'photoHeic'
  | 'photoTooLarge'
  | 'photoTooManyPixels'
  | 'photoUnreadable'
  | 'photoTimeout'
  | 'photoBusy';

export class PhotoRefused extends AppError {
  constructor(
    statusCode: number,
    message: string,
    override readonly code: PhotoRefusalCode,
  ) {
    super(statusCode, message, 'file', code);
    this.name = 'PhotoRefused';
  }
}

const megabytes = Math.round(PHOTO_MAX_BYTES / 1024 / 1024);
const megapixels = Math.round(PHOTO_MAX_PIXELS / 1_000_000);
const ACCEPTED = 'Please choose a JPEG, PNG or WebP photo.';

/** How long staff are asked to wait when every place in line is taken. */
export const BUSY_RETRY_SECONDS = 30;

export const photoRefusals = {
  missing: () =>
    new PhotoRefused(
      400,
      'Please choose a photo to upload (one file, sent as form data in the field "file").',
      'photoMissing',
    ),
  empty: () =>
    new PhotoRefused(400, 'The file is empty. Please choose the photo again.', 'photoEmpty'),
  tooLarge: () =>
    new PhotoRefused(
      413,
      `The photo is larger than ${megabytes} MB. Please choose a smaller photo, or send it from the phone's gallery, which sends photos smaller than the camera keeps them.`,
      'photoTooLarge',
    ),
  heic: () =>
    new PhotoRefused(
      415,
      'This photo is in the iPhone\'s HEIC format, which the shop cannot show. On the iPhone, set Settings > Camera > Formats to "Most Compatible" and take the photo again, or share the photo from Photos as a JPEG (Options > "Most Compatible", or save a copy as JPEG) and upload that.',
      'photoHeic',
    ),
  gif: () =>
    new PhotoRefused(
      415,
      `GIF pictures cannot be used for products. ${ACCEPTED} A screenshot of the picture will do.`,
      'photoType',
    ),
  pdf: () =>
    new PhotoRefused(
      415,
      `A PDF cannot be used as a product photo. ${ACCEPTED} A screenshot of the page will do.`,
      'photoType',
    ),
  type: () =>
    new PhotoRefused(415, `This file is not a photo the shop can use. ${ACCEPTED}`, 'photoType'),
  tooManyPixels: (width?: number, height?: number) =>
    new PhotoRefused(
      422,
      `${width && height ? `The picture is ${width} × ${height} pixels, more than ${megapixels} megapixels.` : `The picture has more than ${megapixels} megapixels.`} Please choose a smaller picture: a phone's photo is about 12 megapixels.`,
      'photoTooManyPixels',
    ),
  unreadable: () =>
    new PhotoRefused(
      422,
      'The photo could not be read: the file is damaged or incomplete. Please choose it again, or take the photo again.',
      'photoUnreadable',
    ),
  timeout: () =>
    new PhotoRefused(
      422,
      'This photo took too long to prepare. Please choose a smaller photo, or try again in a few minutes.',
      'photoTimeout',
    ),
  slowUpload: () =>
    new PhotoRefused(
      408,
      'The photo took too long to arrive. Please try again where the connection is better, or choose a smaller photo.',
      'photoTimeout',
    ),
  busy: () =>
    new PhotoRefused(
      503,
      'Many photos are being prepared right now. Please try again in a minute.',
      'photoBusy',
    ),
};
