import { lazy, Suspense, useMemo } from 'react';
import {
  meetingStatistics,
  type MeetingStatistics as Statistics,
} from '@convene/domain/meeting-statistics';

import { Badge } from '../../components/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { Skeleton } from '../../components/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/table';
import {
  formatDuration,
  formatOffset,
  formatShare,
  speakerColour,
} from './meeting-statistics-format';
import type { MeetingSegment } from './meeting-types';

/* The charting library is big: it loads only when a meeting's statistics are shown, in its own chunk. */
const MeetingStatisticsCharts = lazy(() => import('./meeting-statistics-charts'));

export interface MeetingStatisticsProps {
  transcript: readonly MeetingSegment[];
}

/** The 'Meeting statistics' card: figures, a table per speaker, and talk-time and who-spoke-when charts. */
export function MeetingStatistics({ transcript }: MeetingStatisticsProps) {
  const statistics = useMemo(() => meetingStatistics(transcript), [transcript]);
  return (
    <Card data-slot="meeting-statistics" className="w-full min-w-0">
      <CardHeader>
        <CardTitle>
          <h2>Meeting statistics</h2>
        </CardTitle>
        <CardDescription>Who spoke, for how long and when</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {statistics.startedAt === null ? (
          <EmptyState
            showImage={false}
            title="No statistics yet"
            description="Statistics need a transcript with word times, which this meeting does not have."
          />
        ) : (
          <>
            <Summary statistics={statistics} />
            <SpeakerTable statistics={statistics} />
            <Suspense fallback={<ChartsSkeleton />}>
              <MeetingStatisticsCharts statistics={statistics} />
            </Suspense>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function Summary({ statistics }: { statistics: Statistics }) {
  const figures = [
    { label: 'Duration', value: formatDuration(statistics.durationMs) },
    { label: 'Speakers', value: String(statistics.speakers.length) },
    { label: 'Words', value: statistics.words.toLocaleString('en') },
  ];
  return (
    <dl className="grid grid-cols-3 gap-3">
      {figures.map(({ label, value }) => (
        <div key={label} className="min-w-0 rounded-lg border p-3">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-lg font-semibold tabular-nums sm:text-xl">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function SpeakerTable({ statistics }: { statistics: Statistics }) {
  return (
    // The region scrolls sideways on a phone; it takes the focus so keyboards can scroll it too.
    <div
      role="region"
      aria-label="Statistics per speaker"
      tabIndex={0}
      className="overflow-x-auto rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&>[data-slot=table-container]]:overflow-visible"
    >
      <Table className="min-w-[40rem]">
        <caption className="sr-only">Talk time, words and questions per speaker</caption>
        <TableHeader>
          <TableRow>
            <TableHead>Speaker</TableHead>
            <TableHead className="text-right">Talk time</TableHead>
            <TableHead className="text-right">Share</TableHead>
            <TableHead className="text-right">Words</TableHead>
            <TableHead className="text-right">Words/min</TableHead>
            <TableHead className="text-right">Questions</TableHead>
            <TableHead>Longest monologue</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {statistics.speakers.map((speaker, rank) => (
            <TableRow key={speaker.speaker}>
              <TableCell className="font-medium">
                <span className="flex items-center gap-2">
                  <span
                    aria-hidden
                    className="size-2.5 shrink-0 rounded-full"
                    style={{ background: speakerColour(rank) }}
                  />
                  {speaker.speaker}
                  {speaker.isHost && <Badge variant="outline">Host</Badge>}
                </span>
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {formatDuration(speaker.talkMs)}
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {formatShare(speaker.share)}
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {speaker.words.toLocaleString('en')}
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {speaker.wordsPerMinute === null ? '-' : Math.round(speaker.wordsPerMinute)}
              </TableCell>
              <TableCell className="text-right tabular-nums">{speaker.questions}</TableCell>
              <TableCell>
                {speaker.longestMonologue
                  ? `${formatDuration(speaker.longestMonologue.durationMs)} at ${formatOffset(speaker.longestMonologue.startMs)}`
                  : '-'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function ChartsSkeleton() {
  return (
    <div className="grid gap-6" data-slot="meeting-statistics-charts-loading">
      <Skeleton className="h-48 w-full" />
      <Skeleton className="h-56 w-full" />
    </div>
  );
}
