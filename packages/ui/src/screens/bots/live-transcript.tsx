/**
 * The live parts of the meeting transcript: following the newest line, the 'Jump to live' button
 * that comes back to it, and the words being said now after the final lines.
 */
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { ArrowDownIcon } from 'lucide-react';

import { Button } from '../../components/button';
import { cn } from '../../lib/utils';
import type { LivePartial } from './meeting-types';

/** How close to the bottom (px) still counts as reading the newest line. */
const FOLLOW_SLACK = 24;

function distanceFromBottom(viewport: HTMLElement): number {
  return viewport.scrollHeight - viewport.scrollTop - viewport.clientHeight;
}

/**
 * Keeps a live transcript's scroll area on its newest line while the reader is there. The reader's
 * own scrolling decides: scrolled up, the area stays where it is however many lines arrive (they
 * come below, so nothing above moves); back at the bottom, or after `jumpToLive`, it follows again.
 * `content` is anything that changes when the content grows (the list's height, the partial words).
 */
export function useFollowNewest(
  viewportRef: RefObject<HTMLDivElement | null>,
  live: boolean,
  content: unknown,
): { following: boolean; jumpToLive: () => void } {
  const [following, setFollowing] = useState(true);
  const followingRef = useRef(true);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!live || !viewport) return;
    // Growing content fires no scroll event, so only the reader (or the pin below) moves this.
    const onScroll = () => {
      const atBottom = distanceFromBottom(viewport) <= FOLLOW_SLACK;
      if (atBottom === followingRef.current) return;
      followingRef.current = atBottom;
      setFollowing(atBottom);
    };
    viewport.addEventListener('scroll', onScroll, { passive: true });
    return () => viewport.removeEventListener('scroll', onScroll);
  }, [viewportRef, live]);

  // Before paint, so a new line never shows for a frame above where the reader is taken.
  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (!live || !following || !viewport) return;
    viewport.scrollTop = viewport.scrollHeight;
  }, [viewportRef, live, following, content]);

  function jumpToLive() {
    const viewport = viewportRef.current;
    followingRef.current = true;
    setFollowing(true);
    if (!viewport) return;
    viewport.scrollTop = viewport.scrollHeight;
    // The button goes away: the keyboard focus stays in the transcript rather than the page's top.
    viewport.focus({ preventScroll: true });
  }

  return { following: live && following, jumpToLive };
}

/**
 * Shown over the bottom of the transcript while the reader is above the newest line. Its region
 * is always in the page, so screen readers hear the button arrive (politely).
 */
export function JumpToLive({ visible, onJump }: { visible: boolean; onJump: () => void }) {
  return (
    <div
      aria-live="polite"
      data-slot="jump-to-live"
      className="pointer-events-none absolute inset-x-0 bottom-3 flex justify-center"
    >
      {visible && (
        <Button
          size="sm"
          onClick={onJump}
          className="pointer-events-auto rounded-full shadow-md focus-visible:ring-offset-2 focus-visible:ring-offset-card"
        >
          <ArrowDownIcon aria-hidden />
          Jump to live
        </Button>
      )}
    </div>
  );
}

/** The words being said now, not final yet: after the lines, dimmed, one per speaker. */
export function PartialLines({
  partials,
  className,
}: {
  partials: readonly LivePartial[];
  className?: string;
}) {
  if (partials.length === 0) return null;
  return (
    <ul
      aria-label="Being said now"
      data-slot="transcript-partials"
      className={cn('border-t border-dashed', className)}
    >
      {partials.map((partial) => (
        <li
          key={partial.speaker}
          data-slot="transcript-partial"
          className="border-l-2 border-l-transparent px-4 py-3 text-muted-foreground"
        >
          <span className="text-sm font-semibold break-all">{partial.speaker}</span>
          <p className="mt-1 text-sm leading-relaxed break-words italic">
            {partial.text}
            <span aria-hidden>…</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
