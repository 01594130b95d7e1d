import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { consoleContent } from '@gavel/contract';
import type { UploadedFile } from '../../platform/http/route.js';
import { AppError } from '../../platform/http/errors.js';
import { sniffImage } from '../messages/index.js';

const { bannerRules } = consoleContent;

/** The public folder banners are served from (`/uploads/banner/<name>`, spec 1). */
export const BANNER_FOLDER = 'banner';

/** A picture larger than this many pixels is refused before it is decoded (decompression bombs). */
const MAX_INPUT_PIXELS = 40_000_000;

const refuse = (code: 'VALIDATION_FAILED' | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE', message: string) =>
  new AppError(code, message, { fields: { [bannerRules.field]: message } });

/**
 * Checks an uploaded banner picture by its content (PNG, JPEG, GIF or WebP, at most 5 MB,
 * decodable) and answers it resized to at most `bannerRules.width` wide as WebP, with
 * metadata stripped, under a random name.
 */
export async function prepareBannerImage(uploaded: UploadedFile[]): Promise<{ name: string; data: Buffer }> {
  const file = uploaded.find((f) => f.fieldname === bannerRules.field);
  if (!file || file.data.length === 0) throw refuse('VALIDATION_FAILED', 'IMAGE_REQUIRED');
  if (file.data.length > bannerRules.maxBytes) throw refuse('PAYLOAD_TOO_LARGE', 'IMAGE_TOO_LARGE');
  if (!sniffImage(file.data)) throw refuse('UNSUPPORTED_MEDIA_TYPE', 'IMAGE_TYPE');
  let data: Buffer;
  try {
    data = await sharp(file.data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: bannerRules.width, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // Claims to be an image by its first bytes but does not decode (or is too large to).
    throw refuse('UNSUPPORTED_MEDIA_TYPE', 'IMAGE_UNREADABLE');
  }
  return { name: `${randomBytes(16).toString('hex')}.webp`, data };
}
