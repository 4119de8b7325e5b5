import {
  ArrowRightIcon,
  BookOpenIcon,
  BotIcon,
  CheckIcon,
  PlugZapIcon,
  VideoIcon,
} from 'lucide-react';

import meetingPageDark1200 from '../../assets/product/meeting-page-dark-1200.webp';
import meetingPageDark640 from '../../assets/product/meeting-page-dark-640.webp';
import meetingPageLight1200 from '../../assets/product/meeting-page-light-1200.webp';
import meetingPageLight640 from '../../assets/product/meeting-page-light-640.webp';
import { ButtonLink } from '../../components/button';
import type { ColourScheme } from '../../lib/colour-scheme';
import {
  CallToActionButton,
  CallToActionPanel,
  FeatureGrid,
  MarketingHero,
  MarketingSection,
  type Feature,
} from '../../patterns/marketing-section';
import { PRODUCT_SHOT } from './product-shot';

const CAPABILITIES: readonly Feature[] = [
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

const PICTURE_SOURCES = {
  light: `${meetingPageLight640} 640w, ${meetingPageLight1200} 1200w`,
  dark: `${meetingPageDark640} 640w, ${meetingPageDark1200} 1200w`,
};

/** The frame is at most 64rem wide, and inside the page's padding (1rem a side on a phone). */
const PICTURE_SIZES = '(min-width: 67rem) 64rem, calc(100vw - 2rem)';

/** What the light and the dark source share: the width they fill and the shot's own box. */
const PICTURE_BOX = {
  sizes: PICTURE_SIZES,
  width: PRODUCT_SHOT.width,
  height: PRODUCT_SHOT.height,
};

/** When the dark picture shows: always or never for a chosen scheme, else as the system prefers. */
const DARK_PICTURE_MEDIA: Record<ColourScheme, string | null> = {
  light: null,
  dark: 'all',
  system: '(prefers-color-scheme: dark)',
};

/** The meeting page in the theme the visitor sees (the Product Shot story's screenshots). */
function ProductPicture({ colourScheme }: { colourScheme: ColourScheme }) {
  const darkMedia = DARK_PICTURE_MEDIA[colourScheme];
  return (
    <div className="border-primary/20 bg-card shadow-primary/15 mx-auto max-w-5xl overflow-hidden rounded-xl border shadow-2xl">
      <picture>
        {darkMedia ? (
          <source media={darkMedia} srcSet={PICTURE_SOURCES.dark} {...PICTURE_BOX} />
        ) : null}
        <img
          src={meetingPageLight1200}
          srcSet={PICTURE_SOURCES.light}
          {...PICTURE_BOX}
          alt="The meeting page: notes, the transcript and Ask AI answering a question with its sources"
          // Part of the page's opening view: fetched at once, not when scrolled to.
          loading="eager"
          fetchPriority="high"
          // The box keeps the shot's ratio whichever source loads: the 640 px one is 640×533, and
          // its own ratio moved the page below it by a pixel, now and then.
          style={{ aspectRatio: `${PRODUCT_SHOT.width} / ${PRODUCT_SHOT.height}` }}
          className="block h-auto w-full"
        />
      </picture>
    </div>
  );
}

function LandingScreen({
  demoVideoUrl,
  colourScheme = 'system',
}: {
  demoVideoUrl?: string;
  /** The visitor's light, dark or system choice, for the picture to match the page. */
  colourScheme?: ColourScheme;
}) {
  return (
    <div data-slot="landing">
      <MarketingHero
        eyebrow="AI voice agents and meeting bots"
        title="Your AI teammate for every meeting"
        lead="Convene sends AI agents to your Google Meet, Zoom and Teams calls. They speak, take notes, answer from your knowledge base and get the follow-up work done."
        action={
          <ButtonLink href="/dashboard" size="lg">
            Get Started
            <ArrowRightIcon aria-hidden="true" />
          </ButtonLink>
        }
        demoVideoUrl={demoVideoUrl}
        picture={<ProductPicture colourScheme={colourScheme} />}
      />

      <MarketingSection id="capabilities" title="Everything your meetings need" tinted>
        <FeatureGrid features={CAPABILITIES} columns={4} href="/dashboard" />
      </MarketingSection>

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
          <ButtonLink href="/dashboard" className="mt-8">
            Create your first agent
          </ButtonLink>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {FEATURES.map((feature) => (
            <li key={feature} className="flex gap-3">
              <CheckIcon aria-hidden="true" className="text-primary mt-0.5 size-5 shrink-0" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </section>

      <CallToActionPanel id="closing-cta" title="Ready to delegate your next meeting?">
        <p className="mx-auto mt-4 max-w-xl opacity-90">
          Start on the Free plan with two AI agents and 30 minutes of conversation time every month.
        </p>
        <CallToActionButton href="/dashboard">Get Started Free</CallToActionButton>
      </CallToActionPanel>
    </div>
  );
}

export { LandingScreen };
