import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where each history entry of this tab was scrolled to, by location key. */
const positions = new Map<string, number>();

/**
 * A new page starts at the top (or at its #fragment); Back and Forward return to where that
 * entry was left. The browser's own restoration would run before the page's module has arrived.
 */
export function ScrollRestoration() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  // The entry on screen; it changes together with the page, before the new page is scrolled.
  const shown = useRef(key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => positions.set(shown.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    shown.current = key;
    const saved = positions.get(key);
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash, navigationType]);

  return null;
}
