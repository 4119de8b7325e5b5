import type { ReactNode } from 'react';
import { BotIcon, PlusIcon, VideoIcon, type LucideIcon } from 'lucide-react';
import { DASHBOARD_RECENT_COUNT } from '@convene/domain/limits';

import { Button } from '../components/button';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../components/card';
import { EmptyState } from '../components/empty-state';
import { Skeleton } from '../components/skeleton';
import { formatCreatedDate } from '../lib/agent-display';
import { Link } from '../lib/navigation';
import { ErrorAlert } from './error-alert';

export interface DashboardAgent {
  agentName: string;
  createdAt: string;
}

export interface DashboardBot {
  botName: string;
  botId: string;
  createdAt: string;
}

export interface DashboardProps {
  /** Falls back to 'User' when the account has no name. */
  userName?: string | null;
  loading: boolean;
  /** 'Failed to load dashboard data.' when the user details could not be read. */
  error?: string | null;
  agents: readonly DashboardAgent[];
  totalAgents: number;
  bots: readonly DashboardBot[];
  totalBots: number;
}

/** The most recently created items, newest first, whatever order the list arrives in. */
export function recentItems<T extends { createdAt: string }>(items: readonly T[]): T[] {
  return [...items]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, DASHBOARD_RECENT_COUNT);
}

/** 'View all' only makes sense when there are more items than the recent list shows. */
export function hasMoreThanRecent(total: number): boolean {
  return total > DASHBOARD_RECENT_COUNT;
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

function CountCard({ label, count, loading }: { label: string; count: number; loading: boolean }) {
  return (
    <Card className="gap-2">
      <CardHeader>
        <CardDescription>
          <h2>{label}</h2>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-bold tabular-nums">{loading ? '...' : count}</p>
      </CardContent>
    </Card>
  );
}

function RecentList<T extends { createdAt: string }>({
  title,
  href,
  items,
  total,
  loading,
  empty,
  renderItem,
}: {
  title: string;
  href: string;
  items: readonly T[];
  total: number;
  loading: boolean;
  empty: { title: string; description: string };
  renderItem: (item: T) => ReactNode;
}) {
  const recent = recentItems(items);
  return (
    <Card aria-busy={loading}>
      <CardHeader>
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
        {!loading && hasMoreThanRecent(total) ? (
          <CardAction>
            <Button asChild variant="link" size="sm" className="h-auto p-0">
              <Link href={href}>View all</Link>
            </Button>
          </CardAction>
        ) : null}
      </CardHeader>
      <CardContent>
        {loading ? (
          <ul className="space-y-3">
            {Array.from({ length: DASHBOARD_RECENT_COUNT }, (_, index) => (
              <li key={index}>
                <Skeleton className="h-16 w-full" />
              </li>
            ))}
          </ul>
        ) : recent.length === 0 ? (
          <EmptyState title={empty.title} description={empty.description} />
        ) : (
          <ul className="divide-y rounded-lg border">
            {recent.map((item, index) => (
              <li key={index} className="px-4 py-3">
                {renderItem(item)}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function Dashboard({
  userName,
  loading,
  error,
  agents,
  totalAgents,
  bots,
  totalBots,
}: DashboardProps) {
  return (
    <div data-slot="dashboard" className="space-y-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">
          Welcome back, {userName?.trim() || 'User'}
        </h1>
        <p className="text-muted-foreground mt-2">
          Here is what is happening with your AI agents and meeting bots.
        </p>
      </header>
      <ErrorAlert error={error} />
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
          items={agents}
          total={totalAgents}
          loading={loading}
          empty={{
            title: 'No AI Agents',
            description: 'Get started by creating your first AI agent.',
          }}
          renderItem={(agent) => (
            <>
              <p className="font-medium">{agent.agentName}</p>
              <p className="text-muted-foreground text-sm">
                Created {formatCreatedDate(agent.createdAt)}
              </p>
            </>
          )}
        />
        <RecentList
          title="Recent Meeting Bots"
          href="/bots"
          items={bots}
          total={totalBots}
          loading={loading}
          empty={{
            title: 'No Meeting Bots',
            description: 'Get started by creating your first meeting bot.',
          }}
          renderItem={(bot) => (
            <>
              <p className="font-medium">{bot.botName}</p>
              <p className="text-muted-foreground text-sm">
                Created {formatCreatedDate(bot.createdAt)}
              </p>
              <p className="text-muted-foreground font-mono text-xs break-all">
                Bot ID: {bot.botId}
              </p>
            </>
          )}
        />
      </div>
    </div>
  );
}

export { Dashboard };
