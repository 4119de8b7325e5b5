import {
  ArrowRightIcon,
  BookOpenIcon,
  BotIcon,
  CheckIcon,
  PlayIcon,
  PlugZapIcon,
  VideoIcon,
  type LucideIcon,
} from 'lucide-react';

import { Button } from '../components/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../components/card';
import { Link } from '../lib/navigation';
import { cn } from '../lib/utils';

interface FeatureCardProps {
  title: string;
  description: string;
  icon: LucideIcon;
  /** When set, the whole card links there. */
  href?: string;
}

/** A capability on the marketing pages: icon, title and a short description. */
export function FeatureCard({ title, description, icon: Icon, href }: FeatureCardProps) {
  return (
    <Card className={cn('h-full', href && 'hover:border-primary/40 relative transition-colors')}>
      <CardHeader>
        <span className="bg-primary text-primary-foreground mb-2 flex size-10 items-center justify-center rounded-lg">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <CardTitle className="text-lg">
          <h3>
            {href ? (
              // The whole card is the link's hit area.
              <Link href={href} className="after:absolute after:inset-0">
                {title}
              </Link>
            ) : (
              title
            )}
          </h3>
        </CardTitle>
        <CardDescription className="leading-6">{description}</CardDescription>
      </CardHeader>
    </Card>
  );
}

/** Where Watch Demo points unless the app passes another video. */
export const DEMO_VIDEO_URL = 'https://www.youtube.com/@convene/videos';

const CAPABILITIES: readonly { title: string; description: string; icon: LucideIcon }[] = [
  {
    title: 'Smart Knowledge Base',
    description:
      'Upload a file and your agent answers from your own documents, specs and notes during the meeting.',
    icon: BookOpenIcon,
  },
  {
    title: 'Tool Integration',
    description:
      'Connect your ticketing, notes, mail and chat tools so agents create tickets, update documents and send e-mails.',
    icon: PlugZapIcon,
  },
  {
    title: 'AI Meeting Delegates',
    description:
      'Voice agents with a personality that speak, ask questions and follow up on your behalf.',
    icon: BotIcon,
  },
  {
    title: 'Intelligent Meeting Joiners',
    description:
      'Bots join Google Meet, Zoom or Teams in about 30 seconds and record the transcript, participants and notes.',
    icon: VideoIcon,
  },
];

const FEATURES: readonly string[] = [
  'Joins Google Meet, Zoom and Teams meetings',
  'Unlimited transcripts and meeting notes',
  "Ask Your Data: chat with any meeting's transcript",
  'Active and passive voice modes with wake words',
  'Workflow automation with an embedded workflow builder',
  'Organisations with admins and members on the Teams plan',
  'Meeting statistics dashboard',
  'Simple credits: each credit is one hour of usage',
];

function WatchDemoButton({ href }: { href: string }) {
  return (
    <Button asChild variant="outline" size="lg">
      <Link external href={href}>
        <PlayIcon aria-hidden="true" />
        Watch Demo
      </Link>
    </Button>
  );
}

function Landing({ demoVideoUrl = DEMO_VIDEO_URL }: { demoVideoUrl?: string }) {
  return (
    <div data-slot="landing">
      <section className="mx-auto max-w-6xl px-4 pt-20 pb-16 text-center sm:px-6">
        <p className="text-muted-foreground mx-auto mb-6 w-fit rounded-full border px-3 py-1 text-sm">
          AI voice agents and meeting bots
        </p>
        <h1 className="mx-auto max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-6xl">
          Your AI teammate for every meeting
        </h1>
        <p className="text-muted-foreground mx-auto mt-6 max-w-2xl text-lg text-balance">
          Convene sends AI agents to your Google Meet, Zoom and Teams calls. They speak, take notes,
          answer from your knowledge base and get the follow-up work done.
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link href="/dashboard">
              Get Started
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
          <WatchDemoButton href={demoVideoUrl} />
        </div>
      </section>

      <section aria-labelledby="capabilities" className="bg-muted/40 border-y">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="capabilities" className="text-center text-3xl font-bold tracking-tight">
            Everything your meetings need
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {CAPABILITIES.map(({ title, description, icon: Icon }) => (
              <li key={title}>
                <FeatureCard
                  title={title}
                  description={description}
                  icon={Icon}
                  href="/dashboard"
                />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="features"
        className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2"
      >
        <div>
          <h2 id="features" className="text-3xl font-bold tracking-tight">
            Built for how teams really meet
          </h2>
          <p className="text-muted-foreground mt-4 text-lg">
            From daily standups to client calls, Convene listens, speaks up when it should and turns
            conversations into action.
          </p>
          <Button asChild className="mt-8">
            <Link href="/dashboard">Create your first agent</Link>
          </Button>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {FEATURES.map((feature) => (
            <li key={feature} className="flex gap-3">
              <CheckIcon aria-hidden="true" className="text-success mt-0.5 size-5 shrink-0" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="closing-cta" className="px-4 pb-20 sm:px-6">
        <div className="bg-primary text-primary-foreground mx-auto max-w-6xl rounded-2xl px-6 py-14 text-center">
          <h2 id="closing-cta" className="text-3xl font-bold tracking-tight">
            Ready to delegate your next meeting?
          </h2>
          <p className="mx-auto mt-4 max-w-xl opacity-90">
            Start on the Free plan with two AI agents and 30 minutes of conversation time every
            month.
          </p>
          <Button
            asChild
            size="lg"
            variant="secondary"
            // On the primary panel the usual ring colour is too close to the panel itself.
            className="focus-visible:ring-primary-foreground mt-8"
          >
            <Link href="/dashboard">Get Started Free</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}

export { Landing, WatchDemoButton };
