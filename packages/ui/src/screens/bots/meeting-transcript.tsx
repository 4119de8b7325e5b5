import { useEffect, useMemo, useRef, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { SearchIcon } from 'lucide-react';

import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Input } from '../../components/input';
import { ScrollArea } from '../../components/scroll-area';
import { formatMeetingDateTime, formatTranscriptTime } from '../../lib/meeting-display';
import { cn } from '../../lib/utils';
import { JumpToLive, PartialLines, useFollowNewest } from './live-transcript';
import type { LivePartial, MeetingSegment } from './meeting-types';
import {
  highlightRuns,
  indexTranscript,
  matchRanges,
  searchNeedle,
  searchTranscript,
  type IndexedSegment,
} from './transcript-search';
import { useTimeZone } from '../../lib/time-zone';

/**
 * Asks the transcript to show one segment (an index into the transcript). A new `nonce` asks
 * again for the same segment, e.g. when the same citation is clicked twice.
 */
export interface TranscriptFocusRequest {
  segment: number;
  nonce: number;
}

export interface MeetingTranscriptProps {
  transcript: readonly MeetingSegment[];
  /** Scrolls to the segment and flashes it; the search is cleared if it hides that segment. */
  focusRequest?: TranscriptFocusRequest | null;
  /**
   * While the meeting is live: the transcript follows its newest line until the reader scrolls up
   * ('Jump to live' brings it back), and the words not final yet show after the lines. Null once
   * it has ended: the reader's place is kept when the final transcript replaces the live one.
   */
  live?: { partials: readonly LivePartial[] } | null;
  className?: string;
}

/** A first guess at a segment's height before it is measured: a speaker line and two of text. */
const ESTIMATED_SEGMENT_HEIGHT = 88;

/**
 * The meeting's transcript with its search box, in a 400px scroll area. Only the segments in view
 * are rendered (a three-hour meeting has thousands), each measured as it appears.
 */
export function MeetingTranscript({
  transcript,
  focusRequest,
  live = null,
  className,
}: MeetingTranscriptProps) {
  const segments = useMemo(() => indexTranscript(transcript), [transcript]);
  const [query, setQuery] = useState('');
  const needle = searchNeedle(query);
  const matches = useMemo(() => searchTranscript(segments, needle), [segments, needle]);

  const viewportRef = useRef<HTMLDivElement>(null);
  // TanStack returns functions that the React Compiler must not memoise.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: matches.length,
    getScrollElement: () => viewportRef.current,
    estimateSize: () => ESTIMATED_SEGMENT_HEIGHT,
    // Keyed by segment, so a height measured once is reused whichever search shows it.
    getItemKey: (row) => matches[row]?.index ?? row,
    overscan: 6,
  });

  /* The segment last asked for keeps a marker; `flash` counts requests so each one flashes anew. */
  const [focused, setFocused] = useState<{ segment: number; flash: number } | null>(null);
  /* A request still to carry out: scroll to the segment once, then focus it when it is rendered. */
  const pending = useRef<{ segment: number; scrolled: boolean } | null>(null);

  function focusSegment(segment: number) {
    if (!segments[segment]) return;
    if (!matches.some((match) => match.index === segment)) setQuery('');
    setFocused((previous) => ({ segment, flash: (previous?.flash ?? 0) + 1 }));
    pending.current = { segment, scrolled: false };
  }

  useEffect(() => {
    if (focusRequest) focusSegment(focusRequest.segment);
    // Only a new request moves the transcript, not a new search or transcript.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest?.segment, focusRequest?.nonce]);

  // After each render until done: once the rows include the segment, centre it, then focus it.
  useEffect(() => {
    const request = pending.current;
    if (!request) return;
    const row = matches.findIndex((match) => match.index === request.segment);
    if (row === -1) return;
    if (!request.scrolled) {
      virtualizer.scrollToIndex(row, { align: 'center' });
      request.scrolled = true;
    }
    const frame = requestAnimationFrame(() => {
      const element = viewportRef.current?.querySelector<HTMLElement>(
        `[data-segment="${request.segment}"]`,
      );
      if (!element || pending.current !== request) return;
      pending.current = null;
      // Without preventScroll: on a phone the transcript itself may be off screen.
      element.focus();
    });
    return () => cancelAnimationFrame(frame);
  });

  // Words not final yet are no search result: they show only with the whole transcript.
  const partials = live && !needle ? live.partials : [];
  const totalSize = virtualizer.getTotalSize();
  const { following, jumpToLive } = useFollowNewest(
    viewportRef,
    live !== null,
    `${totalSize}:${partials.map((partial) => partial.text).join('\n')}`,
  );

  // A live meeting keeps its scroll area from the first line on, so following never restarts.
  if (segments.length === 0 && !live) {
    return (
      <p
        data-slot="meeting-transcript"
        className={cn('py-6 text-center text-sm text-muted-foreground', className)}
      >
        No transcript available
      </p>
    );
  }

  const rows = virtualizer.getVirtualItems();
  return (
    <div data-slot="meeting-transcript" className={cn('flex flex-col gap-3', className)}>
      <div className="relative">
        <SearchIcon
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Search transcript..."
          aria-label="Search transcript"
          className="pl-9"
        />
      </div>
      {/* While live, a count changing with every line is not read out; a search's still is. */}
      <p
        role="status"
        aria-live={live && !needle ? 'off' : undefined}
        className="text-xs text-muted-foreground"
      >
        {needle
          ? `${matches.length} of ${segments.length} segments match`
          : `${segments.length} segments`}
      </p>
      <div className="relative">
        <ScrollArea
          className="h-[400px] rounded-md border"
          viewportRef={viewportRef}
          // Radix wraps the content in a table-like box that would size to the longest line.
          viewportClassName="[&>div]:!block"
          aria-label="Transcript"
        >
          {segments.length === 0 ? (
            partials.length === 0 && (
              <p className="py-6 text-center text-sm text-muted-foreground">
                Waiting for the first words…
              </p>
            )
          ) : matches.length === 0 ? (
            <EmptyState
              picture="search"
              className="border-0"
              title={`No transcript segments match “${query.trim()}”`}
              description="Try another word, or fewer of them."
              action={
                <Button variant="outline" size="sm" onClick={() => setQuery('')}>
                  Clear search
                </Button>
              }
            />
          ) : (
            <div
              role="list"
              aria-label="Transcript segments"
              className="relative w-full"
              style={{ height: virtualizer.getTotalSize() }}
            >
              {rows.map((row) => {
                const segment = matches[row.index];
                if (!segment) return null;
                return (
                  <TranscriptSegment
                    key={row.key}
                    segment={segment}
                    needle={needle}
                    position={row.index}
                    setSize={matches.length}
                    top={row.start}
                    measureRef={virtualizer.measureElement}
                    flash={focused?.segment === segment.index ? focused.flash : null}
                    onTimestamp={() => focusSegment(segment.index)}
                  />
                );
              })}
            </div>
          )}
          <PartialLines partials={partials} className={segments.length === 0 ? 'border-t-0' : ''} />
        </ScrollArea>
        {live && <JumpToLive visible={!following} onJump={jumpToLive} />}
      </div>
    </div>
  );
}

function TranscriptSegment({
  segment,
  needle,
  position,
  setSize,
  top,
  measureRef,
  flash,
  onTimestamp,
}: {
  segment: IndexedSegment;
  needle: string;
  position: number;
  setSize: number;
  top: number;
  measureRef: (element: HTMLElement | null) => void;
  /** The focus request this segment answers, which restarts its flash; null when not focused. */
  flash: number | null;
  onTimestamp: () => void;
}) {
  const timeZone = useTimeZone();
  const time = formatTranscriptTime(segment.at, timeZone);
  return (
    <div
      ref={measureRef}
      role="listitem"
      aria-setsize={setSize}
      aria-posinset={position + 1}
      data-index={position}
      data-segment={segment.index}
      data-focused={flash !== null || undefined}
      tabIndex={-1}
      className={cn(
        'absolute top-0 left-0 w-full border-b border-l-2 border-l-transparent px-4 py-3 outline-none last:border-b-0',
        'focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-inset',
        'data-focused:border-l-primary',
      )}
      style={{ transform: `translateY(${top}px)` }}
    >
      {flash !== null && (
        <span
          key={flash}
          aria-hidden
          data-slot="segment-flash"
          className="pointer-events-none absolute inset-0 animate-segment-flash bg-accent ring-2 ring-primary/60 ring-inset"
        />
      )}
      <div className="relative flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="text-sm font-semibold break-all">{segment.speaker}</span>
        {segment.isHost && <Badge variant="secondary">Host</Badge>}
        {segment.at ? (
          <button
            type="button"
            onClick={onTimestamp}
            title={formatMeetingDateTime(segment.at, timeZone)}
            aria-label={`Show ${time} in the transcript`}
            className="ml-auto rounded-sm font-mono text-xs text-muted-foreground tabular-nums outline-none hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring"
          >
            <time dateTime={segment.at}>{time}</time>
          </button>
        ) : (
          <span className="ml-auto font-mono text-xs text-muted-foreground">N/A</span>
        )}
      </div>
      <p className="relative mt-1 text-sm leading-relaxed break-words">
        {highlightRuns(segment.text, matchRanges(segment, needle)).map((run, i) =>
          run.match ? (
            <mark
              key={i}
              className="rounded-sm bg-yellow-200 px-0.5 text-foreground dark:bg-yellow-300/40"
            >
              {run.text}
            </mark>
          ) : (
            run.text
          ),
        )}
      </p>
    </div>
  );
}
