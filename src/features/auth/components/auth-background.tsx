// Decorative background: a muted looping video over the hero image, which stays when the video cannot play
// (missing file, data saver, reduced motion).
import { useState } from 'react';

const AUTH_VIDEO_SRC = '/videos/auth-background.webm';
const AUTH_IMAGE_SRC = '/images/site/hero-gallura-1200.webp';

export function AuthBackground() {
  const [videoFailed, setVideoFailed] = useState(false);
  const reducedMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  return (
    <div aria-hidden className="fixed inset-0 -z-10 overflow-hidden bg-olive-900">
      <img src={AUTH_IMAGE_SRC} alt="" className="size-full object-cover" />
      {!videoFailed && !reducedMotion && (
        <video
          className="absolute inset-0 size-full object-cover"
          src={AUTH_VIDEO_SRC}
          poster={AUTH_IMAGE_SRC}
          autoPlay
          muted
          loop
          playsInline
          onError={() => setVideoFailed(true)}
        />
      )}
      <div className="absolute inset-0 bg-gradient-to-b from-olive-950/60 via-olive-950/40 to-olive-950/70" />
    </div>
  );
}
