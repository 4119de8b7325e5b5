import { EyeIcon, PlusIcon, Trash2Icon, UploadIcon } from 'lucide-react';
import type { BotFailureReason, BotStatus } from '@convene/domain/meeting-bots';
import { MEETING_PLATFORM_NAMES, type MeetingPlatform } from '@convene/domain/meeting-links';

import { Button, ButtonLink } from '../../components/button';
import { Card, CardAction, CardContent, CardFooter, CardHeader } from '../../components/card';
import { LiveBadge } from '../../components/live-badge';
import { formatCreatedDate } from '../../lib/agent-display';
import { BotStatusBadge } from '../../patterns/bot-status-badge';
import { CardGrid } from '../../patterns/card-grid';
import { ItemLink } from '../../patterns/item-link';
import { Page } from '../../patterns/page-header';
import { SendBotLink } from '../../patterns/start-links';
import { BusyButton } from '../../patterns/submit-area';
import { MeetingOriginBadges, SampleMeetingNotice } from './meeting-origin-badges';
import { ImportMeetingDialog, type ImportMeetingDialogProps } from './import-meeting-dialog';
import { useTimeZone } from '../../lib/time-zone';
import type { MeetingCalendar } from './meeting-types';

/** The fields of a meeting bot the list shows (a subset of the API's MeetingBot). */
export interface BotSummary {
  botId: string;
  botName: string;
  createdAt: string;
  status: BotStatus;
  failureReason: BotFailureReason | null;
  /** Null for a meeting imported from a transcript file. */
  platform: MeetingPlatform | null;
  /** The meeting is the embedded simulator's, not a real call. */
  simulated: boolean;
  /** The meeting came from an uploaded transcript file, not a bot. */
  imported: boolean;
  /** The account's made-up sample meeting: marked as such, and deletable whatever its status. */
  sample?: boolean;
  /** The calendar it was sent from (such a bot is named after its meeting); null or absent for a bot sent by hand. */
  calendar?: MeetingCalendar | null;
}

export interface BotsScreenProps {
  bots: readonly BotSummary[];
  /** While the list is being fetched: 'Loading meeting bots...'. */
  loading?: boolean;
  /** The list could not be read ('Failed to load meeting bots'): said instead of claiming there are none. */
  error?: string | null;
  /** The bot whose deletion is in flight; its Delete button shows as busy. */
  deletingBotId?: string | null;
  /** The user asked to delete a scheduled bot; the container confirms with its name, calls the API and toasts. */
  onDelete: (bot: BotSummary) => void;
  /**
   * The 'Import meeting' button and its dialog, which the container opens, closes and submits;
   * without it the page offers no import.
   */
  importMeeting?: ImportMeetingDialogProps;
}

/** Meeting Bots (/bots): one card per bot with its live status, or the loading, failed and empty states. */
export function BotsScreen({
  bots,
  loading = false,
  error = null,
  deletingBotId = null,
  onDelete,
  importMeeting,
}: BotsScreenProps) {
  return (
    <Page
      data-slot="bots-screen"
      title="Meeting Bots"
      description="Your bots, their meetings and where each one is now"
      actions={
        <div className="flex flex-col gap-2 sm:flex-row">
          {importMeeting && (
            <Button variant="outline" onClick={() => importMeeting.onOpenChange(true)}>
              <UploadIcon aria-hidden />
              Import meeting
            </Button>
          )}
          <ButtonLink href="/bots/create" icon={<PlusIcon aria-hidden />}>
            New meeting Bot
          </ButtonLink>
        </div>
      }
    >
      {importMeeting && <ImportMeetingDialog {...importMeeting} />}

      <CardGrid
        label="Meeting bots"
        items={bots}
        itemKey={(bot) => bot.botId}
        loading={loading}
        loadingLabel="Loading meeting bots..."
        error={error}
        empty={{
          picture: 'bots',
          title: 'No meeting bots found',
          description: 'Create your first meeting bot to automate your meeting assistance.',
          action: (
            <div className="flex flex-col gap-2 sm:flex-row">
              <SendBotLink />
              {importMeeting && (
                <Button variant="outline" onClick={() => importMeeting.onOpenChange(true)}>
                  <UploadIcon aria-hidden />
                  Import a meeting
                </Button>
              )}
            </div>
          ),
        }}
      >
        {(bot) => <BotCard bot={bot} deleting={deletingBotId === bot.botId} onDelete={onDelete} />}
      </CardGrid>
    </Page>
  );
}

/** Where the meeting took place: its platform, or how it came without one. */
function meetingOrigin(bot: BotSummary): string {
  if (bot.platform) return MEETING_PLATFORM_NAMES[bot.platform];
  return bot.sample ? 'Sample meeting' : 'Imported transcript';
}

function BotCard({
  bot,
  deleting,
  onDelete,
}: {
  bot: BotSummary;
  deleting: boolean;
  onDelete: (bot: BotSummary) => void;
}) {
  const timeZone = useTimeZone();
  // SPEC section 4: only a scheduled bot can be deleted; the made-up sample meeting can be too.
  const deletable = bot.status === 'scheduled' || Boolean(bot.sample);
  // In its call now: its page shows the meeting as it happens.
  const live = bot.status === 'in_call';
  return (
    <Card data-slot="bot-card" className="w-full gap-5">
      <CardHeader>
        <div className="min-w-0 space-y-1">
          <h2 className="text-lg font-semibold break-words">{bot.botName}</h2>
          <p className="text-sm text-muted-foreground">
            Created {formatCreatedDate(bot.createdAt, timeZone)}
          </p>
        </div>
        {(live || bot.simulated || bot.imported || bot.sample || bot.calendar) && (
          <CardAction className="flex flex-wrap justify-end gap-1">
            {live && <LiveBadge />}
            <MeetingOriginBadges
              simulated={bot.simulated}
              imported={bot.imported}
              sample={bot.sample}
              calendar={bot.calendar}
            />
          </CardAction>
        )}
      </CardHeader>

      <CardContent className="flex flex-1 flex-col gap-4">
        {bot.sample && <SampleMeetingNotice />}
        <BotStatusBadge status={bot.status} failureReason={bot.failureReason} />
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Platform</dt>
          <dd>{meetingOrigin(bot)}</dd>
          <dt className="text-muted-foreground">Bot ID</dt>
          <dd className="font-mono text-xs leading-5 break-all">{bot.botId}</dd>
        </dl>
      </CardContent>

      <CardFooter className="grid grid-cols-2 gap-2 border-t pt-5">
        <ItemLink
          href={`/bot/${bot.botId}`}
          label="View"
          item={bot.botName}
          icon={<EyeIcon aria-hidden />}
        />
        {deletable && (
          <BusyButton
            variant="destructive"
            size="sm"
            busy={deleting}
            icon={<Trash2Icon aria-hidden />}
            aria-label={`Delete ${bot.botName}`}
            onClick={() => onDelete(bot)}
          >
            Delete
          </BusyButton>
        )}
      </CardFooter>
    </Card>
  );
}
