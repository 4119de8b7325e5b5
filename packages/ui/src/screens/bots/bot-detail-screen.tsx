import { startTransition, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { isBotActive, MEETING_DATA_PROCESSING_MESSAGE } from '@convene/domain/meeting-bots';

import { BackLink } from '../../components/back-link';
import { Badge } from '../../components/badge';
import { NameAvatar } from '../../components/avatar';
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '../../components/card';
import { LiveBadge } from '../../components/live-badge';
import { Markdown } from '../../components/markdown';
import { ScrollArea } from '../../components/scroll-area';
import { Skeleton } from '../../components/skeleton';
import {
  formatMeetingDateTime,
  meetingPlatformName,
  uniqueParticipantNames,
} from '../../lib/meeting-display';
import { BotStatusBadge } from '../../patterns/bot-status-badge';
import { InfoNote } from '../../patterns/info-note';
import { SectionStates } from '../../patterns/section-card';
import { AskAiChat } from './ask-ai-chat';
import { LiveAgentStrip } from './live-agent-strip';
import { MeetingExportMenu } from './meeting-export-menu';
import { MeetingOriginBadges, SampleMeetingNotice } from './meeting-origin-badges';
import { MeetingStatistics } from './meeting-statistics';
import { MeetingTranscript, type TranscriptFocusRequest } from './meeting-transcript';
import type {
  AskAiMessage,
  LiveMeetingView,
  MeetingDetails,
  MeetingExportFormat,
  TranscriptCitation,
} from './meeting-types';
import { useTimeZone } from '../../lib/time-zone';

// The web app reaches the view types through this module (the package exports screens as .tsx).
export type {
  AskAiMessage,
  LiveMeetingView,
  MeetingDetails,
  MeetingExportFormat,
  TranscriptCitation,
};

export interface BotDetailScreenProps {
  /** The bot's meeting; null while loading or when it could not be read. */
  details: MeetingDetails | null;
  loading?: boolean;
  /** Why the meeting could not be shown ('Failed to load bot details.'). */
  error?: string | null;
  /** The Ask AI conversation so far, oldest first. */
  messages: readonly AskAiMessage[];
  /** An answer is on its way. */
  thinking: boolean;
  /** The user asked a question (trimmed, never blank); the container appends it and the answer. */
  onAsk: (question: string) => void;
  /** The user picked a file from the Export menu; the container downloads it. */
  onExport: (format: MeetingExportFormat) => void;
  /** The file being downloaded, if any: the Export menu shows as busy. */
  exporting?: MeetingExportFormat | null;
  /**
   * The meeting as it happens, while the bot is in the call: the transcript follows the newest
   * line with the words being said now, and the agent shows at the top. Null or absent otherwise.
   */
  live?: LiveMeetingView | null;
}

/** A bot's meeting (/bot/{botId}): its details, participants, notes, transcript and the Ask AI chat. */
export function BotDetailScreen({
  details,
  loading = false,
  error = null,
  messages,
  thinking,
  onAsk,
  onExport,
  exporting = null,
  live = null,
}: BotDetailScreenProps) {
  return (
    <div data-slot="bot-detail-screen" className="space-y-6">
      <BackLink href="/bots">Back to meeting bots</BackLink>
      <SectionStates
        status={loading ? 'loading' : details ? 'ready' : 'error'}
        loadingLabel="Loading bot details..."
        placeholder={<BotDetailPlaceholder />}
        error={error ?? 'Failed to load bot details.'}
      >
        {details && (
          <BotDetail
            details={details}
            messages={messages}
            thinking={thinking}
            onAsk={onAsk}
            onExport={onExport}
            exporting={exporting}
            live={live}
          />
        )}
      </SectionStates>
    </div>
  );
}

function BotDetail({
  details,
  messages,
  thinking,
  onAsk,
  onExport,
  exporting,
  live,
}: Pick<BotDetailScreenProps, 'messages' | 'thinking' | 'onAsk' | 'onExport'> & {
  details: MeetingDetails;
  exporting: MeetingExportFormat | null;
  live: LiveMeetingView | null;
}) {
  const timeZone = useTimeZone();
  const { bot } = details;
  const [focusRequest, setFocusRequest] = useState<TranscriptFocusRequest | null>(null);
  const showCitation = (citation: TranscriptCitation) =>
    setFocusRequest((previous) => ({
      segment: citation.segment,
      nonce: (previous?.nonce ?? 0) + 1,
    }));
  // A failed bot's data will never arrive, so only a bot that may still deliver is "processing";
  // a meeting followed live is arriving now, with nothing to check back for yet.
  const stillProcessing = !bot.processed && bot.status !== 'failed' && !live;
  const participants = uniqueParticipantNames(details.participants);
  const notes = details.notes?.content.trim() ?? '';
  /*
   * The statistics read every word and draw every turn (a three-hour meeting's take about 150 ms):
   * they wait for the page's first paint (a deferred render alone runs before it), and later
   * transcripts reach them in a deferred render, so the page, transcript and chat never wait.
   */
  const painted = usePainted();
  const deferredTranscript = useDeferredValue(details.transcript);
  const statisticsTranscript = painted ? deferredTranscript : null;

  return (
    <>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-semibold tracking-tight wrap-anywhere">{bot.bot_name}</h1>
            <MeetingOriginBadges
              simulated={bot.simulated}
              imported={bot.imported}
              sample={bot.sample}
              calendar={bot.calendar}
            />
            {(isBotActive(bot.status) || bot.status === 'failed') && (
              <BotStatusBadge status={bot.status} failureReason={bot.failure_reason} />
            )}
          </div>
          <p className="text-sm text-muted-foreground">
            Bot ID <span className="font-mono text-xs break-all text-foreground">{bot.id}</span>
          </p>
          {bot.sample && <SampleMeetingNotice />}
        </div>
        <MeetingExportMenu
          onExport={onExport}
          exporting={exporting}
          hasNotes={notes !== ''}
          hasTranscript={details.transcript.length > 0}
        />
      </header>

      {live?.agent && (
        <LiveAgentStrip
          agent={live.agent}
          listening={live.listening}
          onListenChange={live.onListenChange}
          listenProblem={live.listenProblem}
        />
      )}

      {stillProcessing && (
        <InfoNote role="status" data-slot="processing-note">
          {MEETING_DATA_PROCESSING_MESSAGE}
        </InfoNote>
      )}

      <div className="grid gap-6 md:grid-cols-2">
        <SectionCard title="Meeting Info">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted-foreground">Meeting ID</dt>
            <dd className="font-mono text-xs leading-5 break-all">
              {bot.meeting_url?.meeting_id || 'N/A'}
            </dd>
            <dt className="text-muted-foreground">Platform</dt>
            <dd>{meetingPlatformName(bot.meeting_url?.platform)}</dd>
            <dt className="text-muted-foreground">Joined at</dt>
            <dd>
              {bot.join_at ? (
                <time dateTime={bot.join_at}>{formatMeetingDateTime(bot.join_at, timeZone)}</time>
              ) : (
                'N/A'
              )}
            </dd>
          </dl>
        </SectionCard>

        <SectionCard
          title="Participants"
          action={
            <Badge variant="secondary" className="tabular-nums">
              {participants.length}
            </Badge>
          }
        >
          {participants.length === 0 ? (
            <p className="text-sm text-muted-foreground">No participant available</p>
          ) : (
            <ul aria-label={`${participants.length} participants`} className="flex flex-col gap-2">
              {participants.map((name) => (
                <li key={name} className="flex min-w-0 items-center gap-3 text-sm">
                  <NameAvatar name={name} />
                  <span className="wrap-anywhere">{name}</span>
                </li>
              ))}
            </ul>
          )}
        </SectionCard>
      </div>

      {statisticsTranscript ? (
        <MeetingStatistics transcript={statisticsTranscript} />
      ) : (
        <Skeleton data-slot="meeting-statistics-loading" className="h-96 rounded-xl" />
      )}

      <SectionCard title="Meeting Notes">
        {notes ? (
          <ScrollArea aria-label="Meeting notes" viewportClassName="max-h-[300px]">
            <Markdown className="pr-3">{notes}</Markdown>
          </ScrollArea>
        ) : (
          <p className="text-sm text-muted-foreground">No meeting notes available</p>
        )}
      </SectionCard>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <SectionCard
          title="Meeting Transcript"
          action={
            live && (
              // The stream's state, heard when it drops and when it comes back.
              <span role="status" data-slot="live-transcript-status">
                <LiveBadge connection={live.connection} />
              </span>
            )
          }
        >
          {/* The same element live and after: the final transcript keeps the reader's place. */}
          <MeetingTranscript
            transcript={details.transcript}
            focusRequest={focusRequest}
            live={live && { partials: live.partials }}
          />
        </SectionCard>
        <SectionCard title="Ask AI">
          <AskAiChat
            messages={messages}
            thinking={thinking}
            onAsk={onAsk}
            onCitation={showCitation}
          />
        </SectionCard>
      </div>
    </>
  );
}

/** False until the browser has painted the screen once, then true (set in a transition). */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let task: ReturnType<typeof setTimeout> | undefined;
    // A task queued from a frame callback runs after that frame's paint.
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, []);
  return painted;
}

/** One titled card of the screen; its heading names the region for screen readers. */
function SectionCard({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const id = `bot-detail-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <Card
      data-slot="bot-detail-section"
      aria-labelledby={id}
      role="region"
      className="min-w-0 gap-4"
    >
      <CardHeader>
        <CardTitle>
          <h2 id={id} className="text-lg">
            {title}
          </h2>
        </CardTitle>
        {action && <CardAction>{action}</CardAction>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** The meeting's parts, shaped as they will stand, while they are fetched. */
function BotDetailPlaceholder() {
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <Skeleton className="h-8 w-64 max-w-full" />
        <Skeleton className="h-4 w-48 max-w-full" />
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
      <Skeleton className="h-48" />
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <Skeleton className="h-[480px]" />
        <Skeleton className="h-[430px]" />
      </div>
    </div>
  );
}
