import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToHash } from './scroll-to-hash.ts';

/** Every path change scrolls to the top, or to the section named by the hash. */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  useEffect(() => {
    if (hash) return scrollToHash(hash);
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash, key]);
  return null;
}
