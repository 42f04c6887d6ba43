import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { scrollToHash } from './scroll-to-hash.ts';

interface SectionLinkProps {
  anchor: string;
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
}

/** On the home page scrolls smoothly to the section; elsewhere goes to /#anchor. */
export function SectionLink({ anchor, className, children, onNavigate }: SectionLinkProps) {
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    onNavigate?.();
    if (pathname !== '/' || event.metaKey || event.ctrlKey) return;
    event.preventDefault();
    // Same hash twice does not change the location, so scroll here rather than in the scroll manager.
    if (hash === `#${anchor}`) scrollToHash(anchor);
    else void navigate(`/#${anchor}`, { preventScrollReset: true });
  }

  return (
    <Link to={`/#${anchor}`} onClick={onClick} className={className}>
      {children}
    </Link>
  );
}
