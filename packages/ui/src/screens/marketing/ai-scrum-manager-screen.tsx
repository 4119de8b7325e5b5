import {
  BrainCircuitIcon,
  CalendarRangeIcon,
  MegaphoneIcon,
  MicIcon,
  TicketIcon,
  UnlockIcon,
  UsersIcon,
} from 'lucide-react';

import { ButtonLink } from '../../components/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/card';
import {
  CallToActionButton,
  CallToActionPanel,
  FeatureGrid,
  MarketingHero,
  MarketingSection,
  type Feature,
} from '../../patterns/marketing-section';

const DUTIES: readonly Feature[] = [
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

const VOICE_MODES: readonly Feature[] = [
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

function AiScrumManagerScreen({ demoVideoUrl }: { demoVideoUrl?: string }) {
  return (
    <div data-slot="ai-scrum-manager">
      <MarketingHero
        eyebrow="Solutions"
        title="AI Scrum Manager"
        lead="An AI voice agent that runs your standups, creates tickets, helps unblock your team and joins sprint planning, so your engineers spend their time building."
        action={
          <ButtonLink href="/login" size="lg">
            Try It Free
          </ButtonLink>
        }
        demoVideoUrl={demoVideoUrl}
      />

      <MarketingSection id="scrum-duties" title="What it does for your team" tinted>
        <FeatureGrid features={DUTIES} columns={3} />
      </MarketingSection>

      <MarketingSection
        id="voice-modes"
        title="Two voice modes"
        description="Choose how present your scrum manager is in each meeting."
      >
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
      </MarketingSection>

      <CallToActionPanel
        id="scrum-cta"
        title="Give your team a scrum manager that never misses a standup"
      >
        <CallToActionButton href="/register">Start Free</CallToActionButton>
        <p className="mt-4 text-sm opacity-90">
          No credit card required • Free forever plan available
        </p>
      </CallToActionPanel>
    </div>
  );
}

export { AiScrumManagerScreen };
