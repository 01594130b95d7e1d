import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { lotImageRules } from '@gavel/contract';
import { AppError } from '../../platform/http/errors.js';

/** Formats a lot picture may come in: what sharp reads from the bytes (the name and the declared type are ignored). */
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** Refuse decompression bombs: at most this many pixels in the source image. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface ProcessedImage {
  file: string;
  thumb: string;
  large: Buffer;
  small: Buffer;
}

const invalid = (code: string) => new AppError('VALIDATION_FAILED', undefined, { fields: { [lotImageRules.field]: code } });

/**
 * Checks that the bytes are an image (sharp decodes the header and the pixels), then writes a
 * large image and a thumbnail as WebP, each fitted inside its size, orientation applied and
 * metadata (camera, GPS) dropped. Anything sharp cannot read is refused as `IMAGE_INVALID`.
 */
export async function processLotImage(lotId: number, data: Buffer): Promise<ProcessedImage> {
  if (data.length > lotImageRules.maxBytes) throw invalid('IMAGE_TOO_LARGE');
  let format: string | undefined;
  try {
    format = (await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw invalid('IMAGE_INVALID');
  }
  if (!format || !acceptedFormats.has(format)) throw invalid('IMAGE_INVALID');
  const resize = (px: number, quality: number) =>
    sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: px, height: px, fit: 'inside', withoutEnlargement: true })
      .webp({ quality })
      .toBuffer();
  try {
    const [large, small] = await Promise.all([resize(lotImageRules.largePx, 82), resize(lotImageRules.thumbPx, 75)]);
    const base = `lot${lotId}-${randomBytes(8).toString('hex')}`;
    return { file: `${base}.webp`, thumb: `${base}-thumb.webp`, large, small };
  } catch {
    // A header that parses over pixels that do not (a truncated or forged file).
    throw invalid('IMAGE_INVALID');
  }
}
