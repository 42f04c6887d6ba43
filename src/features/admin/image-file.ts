// Checks of a picked product image: the declared type and size, then the real content (magic bytes),
// so that a PDF renamed `.png` is refused even though the browser reports image/png.
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export type ImageFileError = 'notImage' | 'tooLarge' | 'format';

export function checkImageFile(file: { type: string; size: number }): ImageFileError | null {
  if (!file.type.startsWith('image/')) return 'notImage';
  if (file.size > MAX_IMAGE_BYTES) return 'tooLarge';
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'format';
  return null;
}

/** The image type the first bytes show, or null when they are not a JPG, PNG or WEBP. */
export function sniffImageType(head: Uint8Array): ImageType | null {
  const at = (i: number, bytes: number[]) => bytes.every((b, k) => head[i + k] === b);
  if (at(0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return 'image/webp';
  return null;
}

/** Storage path of a new upload: a fresh name per upload so caches never serve the old picture. */
export function imagePath(productSlug: string, type: ImageType, stamp: number = Date.now()): string {
  const ext = type === 'image/jpeg' ? 'jpg' : type === 'image/png' ? 'png' : 'webp';
  const safe = productSlug.toLowerCase().replace(/[^a-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'product';
  return `products/${safe}-${stamp}.${ext}`;
}
