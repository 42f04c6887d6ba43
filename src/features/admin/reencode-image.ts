// Re-encodes a picked image in the browser (canvas → blob) at quality 0.9. A file that is not really an
// image (e.g. a PDF renamed .png) fails to decode and is refused here.
import type { ImageType } from './image-file.ts';

const REENCODE_QUALITY = 0.9;

export async function reencodeImage(file: Blob, type: ImageType): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  try {
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas unavailable');
    context.drawImage(bitmap, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, REENCODE_QUALITY));
    if (!blob) throw new Error('Encoding failed');
    return blob;
  } finally {
    bitmap.close();
  }
}
