import type { ReactNode } from 'react';
import { PlayIcon, type LucideIcon } from 'lucide-react';

import { ButtonLink } from '../components/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../components/card';
import { Link } from '../lib/navigation';
import { cn } from '../lib/utils';

/** Where Watch Demo points unless the app passes another video. */
export const DEMO_VIDEO_URL = 'https://www.youtube.com/@convene/videos';

function WatchDemoButton({ href }: { href: string }) {
  return (
    <ButtonLink
      external
      href={href}
      variant="outline"
      size="lg"
      icon={<PlayIcon aria-hidden="true" />}
    >
      Watch Demo
    </ButtonLink>
  );
}

/**
 * A marketing page's opening: a small label, the page's heading, a lead paragraph, its call to
 * action and Watch Demo, then a picture of the product if the page has one.
 */
export function MarketingHero({
  eyebrow,
  title,
  lead,
  action,
  demoVideoUrl = DEMO_VIDEO_URL,
  picture,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  /** The page's own call to action, before Watch Demo. */
  action: ReactNode;
  demoVideoUrl?: string;
  /** Shown below the calls to action, as wide as the page. */
  picture?: ReactNode;
}) {
  return (
    // A wash of the brand colour behind the opening, fading into the page.
    <section className="from-brand-subtle to-background bg-linear-to-b">
      <div className="mx-auto max-w-6xl px-4 pt-20 pb-16 text-center sm:px-6">
        <p className="bg-background text-brand-subtle-foreground border-primary/30 mx-auto mb-6 w-fit rounded-full border px-3 py-1 text-sm font-medium">
          {eyebrow}
        </p>
        <h1 className="mx-auto max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-6xl">
          {title}
        </h1>
        <p className="text-muted-foreground mx-auto mt-6 max-w-2xl text-lg text-balance">{lead}</p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          {action}
          <WatchDemoButton href={demoVideoUrl} />
        </div>
        {picture ? <div className="mt-14">{picture}</div> : null}
      </div>
    </section>
  );
}

/** A titled band of a marketing page; `tinted` sets it off from its neighbours. */
export function MarketingSection({
  id,
  title,
  description,
  tinted = false,
  children,
}: {
  /** The heading's id, which labels the section. */
  id: string;
  title: string;
  description?: string;
  tinted?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={tinted ? 'bg-muted/40 border-y' : undefined}>
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id={id} className="text-center text-3xl font-bold tracking-tight">
          {title}
        </h2>
        {description ? (
          <p className="text-muted-foreground mx-auto mt-4 max-w-2xl text-center">{description}</p>
        ) : null}
        {children}
      </div>
    </section>
  );
}

export interface Feature {
  title: string;
  description: string;
  icon: LucideIcon;
}

/** A capability on the marketing pages: icon, title and a short description. */
export function FeatureCard({
  title,
  description,
  icon: Icon,
  href,
}: Feature & {
  /** When set, the whole card links there. */
  href?: string;
}) {
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

/** Column spans on a wide screen's 12-column grid, by how many cards share the row. */
const WIDE_SPANS = {
  1: 'lg:col-span-12',
  2: 'lg:col-span-6',
  3: 'lg:col-span-4',
  4: 'lg:col-span-3',
} as const;

/**
 * How many cards each row holds when at most `perRow` fit: rows as even as they can be, the
 * fuller ones last (five in rows of three: 2 + 3), so no row ends in an empty slot.
 */
export function rowSizes(count: number, perRow: number): number[] {
  const rows = Math.ceil(count / perRow);
  const fewest = Math.floor(count / rows);
  const fuller = count % rows;
  return Array.from({ length: rows }, (_, row) => fewest + (row >= rows - fuller ? 1 : 0));
}

/**
 * Feature cards in a grid: one column on a phone; two on a tablet, the last card as wide as both
 * when their number is odd; up to `columns` in a row on a wide screen, the rows filled evenly.
 */
export function FeatureGrid({
  features,
  columns,
  href,
}: {
  features: readonly Feature[];
  columns: 3 | 4;
  /** Where every card links, if anywhere. */
  href?: string;
}) {
  const spans = rowSizes(features.length, columns).flatMap((size) =>
    Array.from({ length: size }, () => WIDE_SPANS[size as keyof typeof WIDE_SPANS]),
  );
  return (
    <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-12">
      {features.map((feature, index) => (
        <li
          key={feature.title}
          className={cn(
            spans[index],
            features.length % 2 === 1 && index === features.length - 1 && 'sm:col-span-2',
          )}
        >
          <FeatureCard {...feature} href={href} />
        </li>
      ))}
    </ul>
  );
}

/** The closing call to action: a primary-coloured panel with a heading; the page adds its text and button. */
export function CallToActionPanel({
  id,
  title,
  children,
}: {
  /** The heading's id, which labels the section. */
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="px-4 pb-20 sm:px-6">
      <div className="bg-primary text-primary-foreground mx-auto max-w-6xl rounded-2xl px-6 py-14 text-center">
        <h2 id={id} className="text-3xl font-bold tracking-tight">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** The panel's button: light on the primary colour. */
export function CallToActionButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <ButtonLink
      href={href}
      size="lg"
      variant="secondary"
      // On the primary panel the usual ring colour is too close to the panel itself.
      className="focus-visible:ring-primary-foreground mt-8"
    >
      {children}
    </ButtonLink>
  );
}
