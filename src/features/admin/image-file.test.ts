import { describe, expect, it } from 'vitest';
import { checkImageFile, imagePath, MAX_IMAGE_BYTES, sniffImageType } from './image-file.ts';

describe('checkImageFile', () => {
  it('accepts JPG, PNG and WEBP up to 5 MB', () => {
    expect(checkImageFile({ type: 'image/jpeg', size: MAX_IMAGE_BYTES })).toBeNull();
    expect(checkImageFile({ type: 'image/webp', size: 10 })).toBeNull();
  });
  it('refuses non-images, larger files and other image formats in that order', () => {
    expect(checkImageFile({ type: 'application/pdf', size: 10 })).toBe('notImage');
    expect(checkImageFile({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe('tooLarge');
    expect(checkImageFile({ type: 'image/gif', size: 10 })).toBe('format');
  });
});

describe('sniffImageType', () => {
  it('recognises the three formats by content', () => {
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffImageType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
  });
  it('refuses a PDF whatever its name', () => {
    expect(sniffImageType(new TextEncoder().encode('%PDF-1.7\n'))).toBeNull();
  });
});

describe('imagePath', () => {
  it('builds a fresh, safe path with the extension of the type', () => {
    expect(imagePath('Pecorino Sardo/DOP', 'image/webp', 42)).toBe('products/pecorino-sardo-dop-42.webp');
  });
});
