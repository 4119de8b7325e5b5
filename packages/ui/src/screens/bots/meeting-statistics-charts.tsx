/**
 * The statistics' charts, drawn with recharts. Only MeetingStatistics imports this module, and
 * lazily, so the library lands in a chunk of its own. The charts are pictures of the speaker
 * table next to them, which is what screen readers read; each has a label saying so.
 */
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ReactElement } from 'react';
import type { MeetingStatistics } from '@convene/domain/meeting-statistics';

import {
  CHART_OTHERS_COLOUR,
  CHART_OTHERS_LABEL,
  CHART_SPEAKER_COLOURS,
  formatDuration,
  formatOffset,
  speakerColour,
} from './meeting-statistics-format';

const axisTick = { fill: 'var(--muted-foreground)', fontSize: 12 };
const tooltipStyle = {
  background: 'var(--popover)',
  color: 'var(--popover-foreground)',
  border: '1px solid var(--border)',
  borderRadius: 'var(--radius)',
  fontSize: 12,
};

/** The chart's series: one per top speaker, the rest as 'Others'. */
interface Series {
  key: string;
  label: string;
  colour: string;
}

function chartSeries(statistics: MeetingStatistics): {
  series: Series[];
  seriesOf: (speaker: string) => string;
} {
  const top = statistics.speakers.slice(0, CHART_SPEAKER_COLOURS.length);
  const keys = new Map(top.map((speaker, rank) => [speaker.speaker, `speaker${rank}`]));
  const series: Series[] = top.map((speaker, rank) => ({
    key: `speaker${rank}`,
    label: speaker.speaker,
    colour: speakerColour(rank),
  }));
  if (statistics.speakers.length > top.length) {
    series.push({ key: 'others', label: CHART_OTHERS_LABEL, colour: CHART_OTHERS_COLOUR });
  }
  return { series, seriesOf: (speaker) => keys.get(speaker) ?? 'others' };
}

export default function MeetingStatisticsCharts({ statistics }: { statistics: MeetingStatistics }) {
  const { series, seriesOf } = chartSeries(statistics);

  // Minutes once someone talked for two, so the axis gets round ticks in the unit people read.
  const unit =
    statistics.speakers[0]!.talkMs >= 120_000
      ? { ms: 60_000, name: 'min' }
      : { ms: 1000, name: 's' };
  const talk = series.map(({ key, label, colour }) => ({
    label,
    colour,
    value:
      statistics.speakers
        .filter((speaker) => seriesOf(speaker.speaker) === key)
        .reduce((sum, speaker) => sum + speaker.talkMs, 0) / unit.ms,
  }));

  // One lane per series, top speaker first: the category axis orders lanes as the data first names them.
  const rank = new Map(series.map(({ key }, index) => [key, index]));
  const spans = statistics.timeline
    .map((span) => {
      const key = seriesOf(span.speaker);
      const { label, colour } = series[rank.get(key)!]!;
      return { key, label, colour, range: [span.startMs, span.endMs] as [number, number] };
    })
    .sort((a, b) => rank.get(a.key)! - rank.get(b.key)! || a.range[0] - b.range[0]);

  return (
    <div className="grid gap-6" data-slot="meeting-statistics-charts">
      <ChartFigure
        caption="Talk time"
        label="Talk time per speaker, as in the table above"
        height={talk.length * 40 + 40}
      >
        <BarChart data={talk} layout="vertical" margin={{ left: 0, right: 16 }}>
          <CartesianGrid horizontal={false} stroke="var(--border)" />
          <XAxis
            type="number"
            tick={axisTick}
            stroke="var(--border)"
            tickFormatter={(value: number) => `${value} ${unit.name}`}
          />
          <YAxis
            type="category"
            dataKey="label"
            width={96}
            tick={axisTick}
            stroke="var(--border)"
          />
          <Tooltip
            cursor={{ fill: 'var(--accent)' }}
            contentStyle={tooltipStyle}
            formatter={(value) => [formatDuration(Number(value) * unit.ms), 'Talk time']}
          />
          <Bar dataKey="value" isAnimationActive={false} radius={4}>
            {talk.map(({ label, colour }) => (
              <Cell key={label} fill={colour} />
            ))}
          </Bar>
        </BarChart>
      </ChartFigure>

      <ChartFigure
        caption="Who spoke when"
        label="Who spoke when: each speaker's turns along the meeting"
        height={series.length * 32 + 40}
      >
        <BarChart data={spans} layout="vertical" margin={{ left: 0, right: 16 }} barCategoryGap={4}>
          <CartesianGrid horizontal={false} stroke="var(--border)" />
          <XAxis
            type="number"
            domain={[0, statistics.durationMs]}
            tick={axisTick}
            stroke="var(--border)"
            tickFormatter={formatOffset}
            minTickGap={24}
          />
          <YAxis
            type="category"
            dataKey="label"
            allowDuplicatedCategory={false}
            width={96}
            tick={axisTick}
            stroke="var(--border)"
          />
          <Bar dataKey="range" isAnimationActive={false} minPointSize={1}>
            {spans.map(({ key, range, colour }) => (
              <Cell key={`${key}-${range[0]}`} fill={colour} />
            ))}
          </Bar>
        </BarChart>
      </ChartFigure>
    </div>
  );
}

/** A captioned chart: a picture of the speaker table, named for screen readers, as tall as its rows need. */
function ChartFigure({
  caption,
  label,
  height,
  children,
}: {
  caption: string;
  label: string;
  height: number;
  children: ReactElement;
}) {
  return (
    <figure className="min-w-0 space-y-2">
      <figcaption className="text-sm font-medium">{caption}</figcaption>
      <div role="img" aria-label={label} className="w-full" style={{ height }}>
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
