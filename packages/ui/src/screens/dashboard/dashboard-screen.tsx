import { BotIcon, PlusIcon, VideoIcon, type LucideIcon } from 'lucide-react';

import type { BotFailureReason, BotStatus } from '@convene/domain/meeting-bots';

import { ButtonLink } from '../../components/button';
import { Card } from '../../components/card';
import { LiveBadge } from '../../components/live-badge';
import { Link } from '../../lib/navigation';
import { BotStatusBadge } from '../../patterns/bot-status-badge';
import { CountCard } from '../../patterns/count-card';
import { ErrorAlert } from '../../patterns/error-alert';
import { RecentList } from '../../patterns/recent-list';
import { SendBotLink } from '../../patterns/start-links';
import { SendBotForm, type SendBotFormProps } from '../../patterns/send-bot-form';
import { GettingStarted, type GettingStartedProps } from './getting-started';

export type { GettingStartedProps, GettingStartedStep } from './getting-started';

/** What the dashboard's form hands its container: the bot joins now; the container names it. */
export interface QuickBotRequest {
  meetingUrl: string;
  agentId: string;
}

/** The quick send-a-bot form's state; naming and scheduling are left to /bots/create. */
export type QuickSendBotProps = Pick<
  SendBotFormProps,
  'agents' | 'agentsLoading' | 'insufficientCredits' | 'sending' | 'error'
> & { onSend: (request: QuickBotRequest) => void };

export interface DashboardAgent {
  /** Its page, where it is edited; without it the recent list links to /agents. */
  agentId?: string;
  agentName: string;
  createdAt: string;
}

export interface DashboardBot {
  botName: string;
  botId: string;
  createdAt: string;
  /** Where the bot is in its lifecycle; shown as its status badge (with the reason when it failed). */
  status?: BotStatus;
  failureReason?: BotFailureReason | null;
}

export interface DashboardScreenProps {
  /** Falls back to 'User' when the account has no name. */
  userName?: string | null;
  loading: boolean;
  /** 'Failed to load dashboard data.' when the user details could not be read. */
  error?: string | null;
  agents: readonly DashboardAgent[];
  totalAgents: number;
  bots: readonly DashboardBot[];
  totalBots: number;
  /** The getting-started checklist; absent until it is read (it then hides itself once dismissed or done). */
  gettingStarted?: GettingStartedProps | null;
  /** The quick send-a-bot form at the top; absent, the dashboard has none. */
  sendBot?: QuickSendBotProps;
}

function ShortcutCard({
  href,
  title,
  description,
  icon: Icon,
}: {
  href: string;
  title: string;
  description: string;
  icon: LucideIcon;
}) {
  return (
    <Card className="hover:border-primary/40 relative flex-row items-center gap-4 px-6 transition-colors">
      <span className="bg-primary text-primary-foreground flex size-10 shrink-0 items-center justify-center rounded-lg">
        <PlusIcon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <h2 className="font-semibold">
          {/* The whole card is the link's hit area. */}
          <Link href={href} className="after:absolute after:inset-0">
            {title}
          </Link>
        </h2>
        <p className="text-muted-foreground text-sm">{description}</p>
      </div>
      <Icon aria-hidden="true" className="text-muted-foreground ml-auto size-5 shrink-0" />
    </Card>
  );
}

function DashboardScreen({
  userName,
  loading,
  error,
  agents,
  totalAgents,
  bots,
  totalBots,
  gettingStarted = null,
  sendBot,
}: DashboardScreenProps) {
  return (
    <div data-slot="dashboard" className="space-y-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight wrap-anywhere">
          Welcome back, {userName?.trim() || 'User'}
        </h1>
        <p className="text-muted-foreground mt-2">
          Here is what is happening with your AI agents and meeting bots.
        </p>
      </header>
      <ErrorAlert error={error} />
      {sendBot && (
        <SendBotForm
          variant="quick"
          {...sendBot}
          onSend={({ meetingUrl, agentId }) => sendBot.onSend({ meetingUrl, agentId })}
        />
      )}
      {gettingStarted && <GettingStarted {...gettingStarted} />}
      <div className="grid gap-4 md:grid-cols-2">
        <ShortcutCard
          href="/agents"
          title="Create AI Agent"
          description="Set up a voice agent that speaks and acts for you in meetings."
          icon={BotIcon}
        />
        <ShortcutCard
          href="/bots"
          title="Create Meeting Bot"
          description="Send a bot to a Google Meet, Zoom or Teams meeting."
          icon={VideoIcon}
        />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <CountCard label="AI Agents" count={totalAgents} loading={loading} />
        <CountCard label="Meeting Bots" count={totalBots} loading={loading} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <RecentList
          title="Recent AI Agents"
          href="/agents"
          items={agents.map((agent) => ({
            name: agent.agentName,
            createdAt: agent.createdAt,
            href: agent.agentId ? `/agents/${encodeURIComponent(agent.agentId)}/edit` : '/agents',
          }))}
          total={totalAgents}
          loading={loading}
          empty={{
            picture: 'agents',
            title: 'No AI Agents',
            description: 'Get started by creating your first AI agent.',
            action: (
              <ButtonLink href="/agents/create" size="sm" icon={<PlusIcon aria-hidden />}>
                Create an agent
              </ButtonLink>
            ),
          }}
        />
        <RecentList
          title="Recent Meeting Bots"
          href="/bots"
          items={bots.map((bot) => ({
            name: bot.botName,
            createdAt: bot.createdAt,
            reference: `Bot ID: ${bot.botId}`,
            href: `/bot/${encodeURIComponent(bot.botId)}`,
            badge: bot.status ? (
              <RecentBotStatus status={bot.status} failureReason={bot.failureReason} />
            ) : undefined,
          }))}
          total={totalBots}
          loading={loading}
          empty={{
            picture: 'bots',
            title: 'No Meeting Bots',
            description: 'Get started by creating your first meeting bot.',
            action: <SendBotLink size="sm" />,
          }}
        />
      </div>
    </div>
  );
}

/** A recent bot's status; one in its call now is also Live (its page shows the meeting as it happens). */
function RecentBotStatus({
  status,
  failureReason,
}: {
  status: BotStatus;
  failureReason?: BotFailureReason | null;
}) {
  const badge = <BotStatusBadge status={status} failureReason={failureReason} />;
  if (status !== 'in_call') return badge;
  return (
    <span className="flex flex-wrap items-center gap-2">
      <LiveBadge />
      {badge}
    </span>
  );
}

export { DashboardScreen };
