import type * as React from 'react';

import { cn } from '../lib/utils';

/** The empty states that have a picture of their own. */
type IllustrationName = 'agents' | 'bots' | 'templates' | 'invitations' | 'workflows' | 'search';

/*
 * Spot illustrations drawn from the theme's tokens (classes, not fixed colours), so they follow
 * light and dark mode. Shapes share one backdrop, outline and accent vocabulary.
 */
const outline = 'fill-card stroke-muted-foreground/50';
const tile = 'fill-muted';
const ink = 'fill-muted-foreground/40';

/** A drawn line: round ends, never filled. */
function Line({
  weight,
  ...props
}: Omit<React.ComponentProps<'path'>, 'strokeWidth'> & { weight: string }) {
  return <path strokeWidth={weight} strokeLinecap="round" fill="none" {...props} />;
}

/** A card-coloured shape with the shared outline: windows, cards and blocks. */
function Panel(props: Omit<React.ComponentProps<'rect'>, 'strokeWidth' | 'className'>) {
  return <rect strokeWidth="2" className={outline} {...props} />;
}

function Backdrop() {
  return (
    <>
      <circle cx="80" cy="58" r="50" className="fill-muted" />
      <ellipse cx="80" cy="108" rx="44" ry="5" className="fill-muted-foreground/15" />
    </>
  );
}

function AgentsPicture() {
  return (
    <>
      <Backdrop />
      <Line d="M80 22v10" weight="3" className="stroke-muted-foreground/50" />
      <circle cx="80" cy="19" r="5" className="fill-chart-1" />
      <rect x="44" y="46" width="8" height="18" rx="4" className={ink} />
      <rect x="108" y="46" width="8" height="18" rx="4" className={ink} />
      <Panel x="52" y="32" width="56" height="46" rx="14" />
      <circle cx="69" cy="52" r="5" className="fill-chart-1" />
      <circle cx="91" cy="52" r="5" className="fill-chart-1" />
      <Line d="M70 65q10 7 20 0" weight="3" className="stroke-muted-foreground/60" />
      <Panel x="60" y="82" width="40" height="20" rx="8" />
      <Line d="M122 46q6 9 0 18M130 40q11 15 0 30" weight="3" className="stroke-chart-1" />
      <Line d="M38 46q-6 9 0 18" weight="3" className="stroke-chart-1/50" />
    </>
  );
}

/** A meeting window with three people and one free seat, waiting for a bot. */
function BotsPicture() {
  const person = (x: number, y: number) => (
    <g className={ink}>
      <circle cx={x} cy={y - 4} r="4.5" />
      <path d={`M${x - 8} ${y + 9}a8 7 0 0 1 16 0z`} />
    </g>
  );
  return (
    <>
      <Backdrop />
      <Panel x="24" y="22" width="112" height="80" rx="10" />
      <circle cx="34" cy="31" r="2.5" className="fill-chart-2" />
      <circle cx="42" cy="31" r="2.5" className="fill-chart-5" />
      <circle cx="50" cy="31" r="2.5" className="fill-chart-3" />
      <rect x="32" y="40" width="46" height="26" rx="5" className={tile} />
      <rect x="82" y="40" width="46" height="26" rx="5" className={tile} />
      <rect x="32" y="70" width="46" height="26" rx="5" className={tile} />
      {person(55, 53)}
      {person(105, 53)}
      {person(55, 83)}
      <rect
        x="83"
        y="71"
        width="44"
        height="24"
        rx="4.5"
        strokeWidth="2"
        strokeDasharray="4 3"
        fill="none"
        className="stroke-chart-1"
      />
      <Line d="M105 77v12M99 83h12" weight="3" className="stroke-chart-1" />
    </>
  );
}

function TemplatesPicture() {
  return (
    <>
      <Backdrop />
      <Panel x="30" y="38" width="64" height="56" rx="8" transform="rotate(-8 62 66)" />
      <Panel x="66" y="38" width="64" height="56" rx="8" transform="rotate(8 98 66)" />
      <Panel x="48" y="28" width="64" height="72" rx="8" />
      <rect x="56" y="38" width="48" height="16" rx="4" className="fill-chart-1/25" />
      <circle cx="64" cy="46" r="4" className="fill-chart-1" />
      <rect x="56" y="62" width="40" height="5" rx="2.5" className={ink} />
      <rect x="56" y="72" width="48" height="5" rx="2.5" className={tile} />
      <rect x="56" y="82" width="30" height="5" rx="2.5" className={tile} />
      <path d="M124 18l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" className="fill-chart-5" />
      <path d="M36 22l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" className="fill-chart-2/70" />
    </>
  );
}

function InvitationsPicture() {
  return (
    <>
      <Backdrop />
      <rect x="34" y="44" width="88" height="58" rx="8" className="fill-muted-foreground/20" />
      <Panel x="44" y="22" width="68" height="56" rx="6" />
      <circle cx="62" cy="40" r="8" className="fill-chart-1/30" />
      <circle cx="62" cy="38" r="3.5" className="fill-chart-1" />
      <path d="M55.5 47a6.5 5 0 0 1 13 0z" className="fill-chart-1" />
      <rect x="76" y="34" width="28" height="5" rx="2.5" className={ink} />
      <rect x="76" y="44" width="20" height="5" rx="2.5" className={tile} />
      <path
        d="M34 56l44 28 44-28v38a8 8 0 0 1-8 8H42a8 8 0 0 1-8-8z"
        strokeWidth="2"
        className={outline}
      />
      <circle cx="124" cy="90" r="13" className="fill-chart-1" />
      <Line d="M124 84v12M118 90h12" weight="3" className="stroke-card" />
    </>
  );
}

function WorkflowsPicture() {
  return (
    <>
      <Backdrop />
      <path
        d="M50 42h20q10 0 10 10v16q0 10 10 10h20"
        strokeWidth="2.5"
        strokeDasharray="5 4"
        fill="none"
        className="stroke-muted-foreground/50"
      />
      <Panel x="22" y="28" width="36" height="28" rx="8" />
      <path d="M42 33l-8 10h6l-2 8 8-10h-6z" className="fill-chart-2" />
      <Panel x="62" y="48" width="36" height="28" rx="8" />
      <rect x="70" y="57" width="20" height="4" rx="2" className={ink} />
      <rect x="70" y="64" width="14" height="4" rx="2" className={tile} />
      <Panel x="102" y="64" width="36" height="28" rx="8" />
      <circle cx="120" cy="78" r="8" className="fill-chart-3" />
      <Line d="M116 78l3 3 5-6" weight="2.5" strokeLinejoin="round" className="stroke-card" />
    </>
  );
}

function SearchPicture() {
  return (
    <>
      <Backdrop />
      <Panel x="28" y="22" width="80" height="76" rx="8" />
      <rect x="40" y="36" width="44" height="6" rx="3" className={ink} />
      <rect x="40" y="50" width="56" height="6" rx="3" className={tile} />
      <rect x="40" y="64" width="34" height="6" rx="3" className={tile} />
      <circle cx="102" cy="72" r="20" strokeWidth="4" className="fill-card stroke-chart-1" />
      <Line d="M116 86l16 16" weight="8" className="stroke-chart-1" />
      <Line d="M95 65l14 14M109 65l-14 14" weight="3.5" className="stroke-muted-foreground/60" />
    </>
  );
}

const pictures: Record<IllustrationName, { draw: () => React.ReactNode; alt: string }> = {
  // SPEC: the agents list's no-data placeholder keeps the alt text 'Not Found'.
  agents: { draw: AgentsPicture, alt: 'Not Found' },
  bots: { draw: BotsPicture, alt: 'A meeting with a free seat for a bot' },
  templates: { draw: TemplatesPicture, alt: 'A stack of agent templates' },
  invitations: { draw: InvitationsPicture, alt: 'An invitation in an envelope' },
  workflows: { draw: WorkflowsPicture, alt: 'Three workflow steps joined together' },
  search: { draw: SearchPicture, alt: 'A magnifying glass finding nothing' },
};

/** An empty state's picture, drawn inline so it takes the theme's colours. */
function Illustration({
  name,
  className,
  ...props
}: Omit<React.ComponentProps<'svg'>, 'name' | 'children'> & { name: IllustrationName }) {
  const picture = pictures[name];
  return (
    <svg
      data-slot="illustration"
      data-illustration={name}
      role="img"
      aria-label={picture.alt}
      viewBox="0 0 160 120"
      width={160}
      height={120}
      className={cn('h-24 w-auto', className)}
      {...props}
    >
      {picture.draw()}
    </svg>
  );
}

export { Illustration, type IllustrationName };
