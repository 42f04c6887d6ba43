import { useEffect, useRef, useState, type VideoHTMLAttributes } from 'react';
import { VideoOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';

export interface LazyVideoProps extends VideoHTMLAttributes<HTMLVideoElement> {
  src: string;
  poster?: string;
  /** Accessible description of what the (muted, decorative) video shows. */
  label: string;
}

/** Loops a muted video once it scrolls near the viewport; 'Video non disponibile' if it cannot play. */
export function LazyVideo({ src, poster, label, className, ...props }: LazyVideoProps) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLVideoElement>(null);
  // Without IntersectionObserver (old browsers) the video is shown at once.
  const [visible, setVisible] = useState(() => !('IntersectionObserver' in window));
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (!('IntersectionObserver' in window)) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  if (failed) {
    return (
      <div
        role="img"
        aria-label={label}
        className={cn(
          'flex flex-col items-center justify-center gap-2 bg-stone-200 bg-cover bg-center text-sm text-stone-600',
          className,
        )}
        style={poster ? { backgroundImage: `url(${poster})` } : undefined}
      >
        <span className="flex items-center gap-2 rounded-full bg-white/85 px-3 py-1.5">
          <VideoOff className="size-4" aria-hidden />
          {t('media.videoUnavailable')}
        </span>
      </div>
    );
  }

  return (
    <video
      ref={ref}
      src={visible ? src : undefined}
      poster={poster}
      aria-label={label}
      muted
      loop
      autoPlay
      playsInline
      preload="none"
      onError={() => setFailed(true)}
      className={className}
      {...props}
    />
  );
}
