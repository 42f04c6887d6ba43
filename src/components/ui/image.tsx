import { useState, type ImgHTMLAttributes } from 'react';
import { clsx } from 'clsx';
import { ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { reportImageFailure } from '@/lib/image-debug.ts';

const IMAGE_RETRIES = 2;

/** Adds a cache-busting parameter for retry n (0 = the original URL). */
export function retryUrl(src: string, attempt: number): string {
  if (attempt === 0) return src;
  return `${src}${src.includes('?') ? '&' : '?'}retry=${attempt}`;
}

export interface ImageProps extends ImgHTMLAttributes<HTMLImageElement> {
  src: string;
  alt: string;
  /** Load at once (hero, first carousel slide) instead of lazily. */
  priority?: boolean;
  /** Class of the placeholder shown after the retries fail. */
  fallbackClassName?: string;
  /** A thumbnail: the placeholder shows only its icon (the text stays its accessible name). */
  compactFallback?: boolean;
}

/** Lazy image: retries twice with cache-busting, then shows 'Immagine non disponibile'. */
export function Image({ src, alt, priority, className, fallbackClassName, compactFallback, onError, ...props }: ImageProps) {
  const { t } = useTranslation('common');
  // The retries belong to one src: a new src starts afresh (derived, so no render shows the old failure).
  const [tries, setTries] = useState({ src, attempt: 0, failed: false });
  const { attempt, failed } = tries.src === src ? tries : { attempt: 0, failed: false };

  if (failed || !src) {
    return (
      <div
        role="img"
        aria-label={alt || t('media.imageUnavailable')}
        // Callers add size and shape only; nothing here needs overriding, so clsx (no class merging) will do.
        className={clsx(
          'flex flex-col items-center justify-center gap-2 bg-stone-200 text-center text-sm text-stone-700',
          className,
          fallbackClassName,
        )}
      >
        <ImageOff className="size-6" aria-hidden />
        {!compactFallback && <span>{t('media.imageUnavailable')}</span>}
      </div>
    );
  }

  return (
    <img
      src={retryUrl(src, attempt)}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      // A warm tint while the lazy image is on its way, instead of a white hole.
      className={clsx('bg-cream-200', className)}
      onError={(event) => {
        onError?.(event);
        if (attempt < IMAGE_RETRIES) setTries({ src, attempt: attempt + 1, failed: false });
        else {
          setTries({ src, attempt, failed: true });
          reportImageFailure(src);
        }
      }}
      {...props}
    />
  );
}
