import {
  BrainCircuitIcon,
  CalendarRangeIcon,
  MegaphoneIcon,
  MicIcon,
  TicketIcon,
  UnlockIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react';

import { Button } from '../components/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/card';
import { Link } from '../lib/navigation';
import { DEMO_VIDEO_URL, FeatureCard, WatchDemoButton } from './landing';

const DUTIES: readonly { title: string; description: string; icon: LucideIcon }[] = [
  {
    title: 'Runs Daily Standups',
    description:
      'Joins your standup, asks each person what they did, what is next and what is in the way, then shares the summary.',
    icon: UsersIcon,
  },
  {
    title: 'Creates Tickets',
    description:
      'Turns action items into tickets in your ticketing tool while the meeting is still going.',
    icon: TicketIcon,
  },
  {
    title: 'Helps Unblock Teams',
    description:
      'Spots blockers as they are mentioned, follows up with the right people and keeps them visible until solved.',
    icon: UnlockIcon,
  },
  {
    title: 'Joins Sprint Planning',
    description:
      'Brings the backlog and last sprint into planning and records the commitments the team makes.',
    icon: CalendarRangeIcon,
  },
  {
    title: 'Learns Team Dynamics',
    description:
      'Learns who owns what and how your team works, so its questions and summaries get sharper every sprint.',
    icon: BrainCircuitIcon,
  },
];

const VOICE_MODES: readonly { title: string; description: string; icon: LucideIcon }[] = [
  {
    title: 'Active mode',
    description:
      'The scrum manager leads: it speaks up, moves the agenda along and asks follow-up questions.',
    icon: MegaphoneIcon,
  },
  {
    title: 'Passive mode',
    description:
      'The scrum manager listens quietly and answers only when someone says one of its wake words.',
    icon: MicIcon,
  },
];

function AiScrumManager({ demoVideoUrl = DEMO_VIDEO_URL }: { demoVideoUrl?: string }) {
  return (
    <div data-slot="ai-scrum-manager">
      <section className="mx-auto max-w-6xl px-4 pt-20 pb-16 text-center sm:px-6">
        <p className="text-muted-foreground mx-auto mb-6 w-fit rounded-full border px-3 py-1 text-sm">
          Solutions
        </p>
        <h1 className="text-4xl font-bold tracking-tight sm:text-6xl">AI Scrum Manager</h1>
        <p className="text-muted-foreground mx-auto mt-6 max-w-2xl text-lg text-balance">
          An AI voice agent that runs your standups, creates tickets, helps unblock your team and
          joins sprint planning, so your engineers spend their time building.
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link href="/login">Try It Free</Link>
          </Button>
          <WatchDemoButton href={demoVideoUrl} />
        </div>
      </section>

      <section aria-labelledby="scrum-duties" className="bg-muted/40 border-y">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="scrum-duties" className="text-center text-3xl font-bold tracking-tight">
            What it does for your team
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {DUTIES.map(({ title, description, icon: Icon }) => (
              <li key={title}>
                <FeatureCard title={title} description={description} icon={Icon} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="voice-modes" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="voice-modes" className="text-center text-3xl font-bold tracking-tight">
          Two voice modes
        </h2>
        <p className="text-muted-foreground mx-auto mt-4 max-w-2xl text-center">
          Choose how present your scrum manager is in each meeting.
        </p>
        <ul className="mx-auto mt-10 grid max-w-4xl gap-6 sm:grid-cols-2">
          {VOICE_MODES.map(({ title, description, icon: Icon }) => (
            <li key={title}>
              <Card className="h-full">
                <CardHeader className="flex items-center gap-3">
                  <Icon aria-hidden="true" className="text-primary size-5" />
                  <CardTitle>
                    <h3>{title}</h3>
                  </CardTitle>
                </CardHeader>
                <CardContent className="text-muted-foreground leading-6">{description}</CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="scrum-cta" className="px-4 pb-20 sm:px-6">
        <div className="bg-primary text-primary-foreground mx-auto max-w-6xl rounded-2xl px-6 py-14 text-center">
          <h2 id="scrum-cta" className="text-3xl font-bold tracking-tight">
            Give your team a scrum manager that never misses a standup
          </h2>
          <Button
            asChild
            size="lg"
            variant="secondary"
            // On the primary panel the usual ring colour is too close to the panel itself.
            className="focus-visible:ring-primary-foreground mt-8"
          >
            <Link href="/register">Start Free</Link>
          </Button>
          <p className="mt-4 text-sm opacity-90">
            No credit card required • Free forever plan available
          </p>
        </div>
      </section>
    </div>
  );
}

export { AiScrumManager };
