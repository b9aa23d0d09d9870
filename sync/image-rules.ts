/**
 * What an uploaded image must be, said once for both sides (docs/product.md "Images"): the
 * server checks every upload (server/features/uploads), and the phone checks and shrinks a photo
 * before sending it (client/lib/prepare-image.ts), with the same signatures and the same words.
 */
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, IMAGE_MIME_TYPES } from './constants';

export const IMAGE_TYPE_MESSAGE = 'Please upload a JPEG, PNG, WebP or GIF image';
export const IMAGE_SIZE_MESSAGE = `Images may be at most ${IMAGE_MAX_BYTES / (1024 * 1024)} MB`;
export const IMAGE_PIXELS_MESSAGE = `Images may be at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels`;
export const IMAGE_UNREADABLE_MESSAGE = 'This image could not be read. Please try another one.';

/** The first bytes of each accepted format (null: any byte); 12 bytes decide. */
const SIGNATURES: { type: (typeof IMAGE_MIME_TYPES)[number]; bytes: (number | null)[] }[] = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38] },
  // RIFF....WEBP
  { type: 'image/webp', bytes: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50] },
];
export const IMAGE_SIGNATURE_BYTES = 12;

/** The image type the bytes start with, or null when they are not an accepted image. */
export function sniffImageType(head: Uint8Array): (typeof IMAGE_MIME_TYPES)[number] | null {
  return SIGNATURES.find(({ bytes }) => bytes.every((b, i) => b === null || head[i] === b))?.type ?? null;
}
