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
import { timelineSlices, type MeetingStatistics } from '@convene/domain/meeting-statistics';

import {
  CHART_OTHERS_COLOUR,
  CHART_OTHERS_LABEL,
  CHART_SPEAKER_COLOURS,
  formatDuration,
  formatOffset,
  speakerColour,
} from './meeting-statistics-format';

/** Slices of the who-spoke-when chart: none shorter than 5 s, at most 48 however long the meeting. */
const SLICE_MIN_MS = 5_000;
const MAX_SLICES = 48;

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

  const talk = series.map(({ key, label, colour }) => ({
    label,
    colour,
    seconds:
      statistics.speakers
        .filter((speaker) => seriesOf(speaker.speaker) === key)
        .reduce((sum, speaker) => sum + speaker.talkMs, 0) / 1000,
  }));

  const count = Math.max(1, Math.min(MAX_SLICES, Math.ceil(statistics.durationMs / SLICE_MIN_MS)));
  const slices = timelineSlices(statistics.timeline, statistics.durationMs, count).map((slice) => {
    const ms = new Map<string, number>();
    for (const [speaker, talkMs] of Object.entries(slice.talkMs)) {
      const key = seriesOf(speaker);
      ms.set(key, (ms.get(key) ?? 0) + talkMs);
    }
    return {
      at: formatOffset(slice.startMs),
      ...Object.fromEntries(series.map(({ key }) => [key, (ms.get(key) ?? 0) / 60_000])),
    };
  });

  const minutes = (value: unknown) => formatDuration(Number(value) * 60_000);

  return (
    <div className="grid gap-6" data-slot="meeting-statistics-charts">
      <figure className="min-w-0 space-y-2">
        <figcaption className="text-sm font-medium">Talk time</figcaption>
        <div
          role="img"
          aria-label="Talk time per speaker, as in the table above"
          className="w-full"
          style={{ height: talk.length * 40 + 40 }}
        >
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={talk} layout="vertical" margin={{ left: 0, right: 16 }}>
              <CartesianGrid horizontal={false} stroke="var(--border)" />
              <XAxis
                type="number"
                tick={axisTick}
                stroke="var(--border)"
                tickFormatter={(seconds: number) =>
                  seconds < 120 ? `${seconds} s` : `${Math.round(seconds / 60)} min`
                }
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
                formatter={(value) => [formatDuration(Number(value) * 1000), 'Talk time']}
              />
              <Bar dataKey="seconds" isAnimationActive={false} radius={4}>
                {talk.map(({ label, colour }) => (
                  <Cell key={label} fill={colour} />
                ))}
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>

      <figure className="min-w-0 space-y-2">
        <figcaption className="text-sm font-medium">Who spoke when</figcaption>
        <div
          role="img"
          aria-label={`Who spoke when, in ${slices.length} slices of the meeting`}
          className="h-56 w-full"
        >
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={slices} margin={{ left: 0, right: 8 }} barCategoryGap={1}>
              <CartesianGrid vertical={false} stroke="var(--border)" />
              <XAxis
                dataKey="at"
                tick={axisTick}
                stroke="var(--border)"
                interval="preserveStartEnd"
                minTickGap={24}
              />
              <YAxis hide />
              <Tooltip
                cursor={{ fill: 'var(--accent)' }}
                contentStyle={tooltipStyle}
                formatter={(value, name) => [minutes(value), name]}
              />
              {series.map(({ key, label, colour }) => (
                <Bar
                  key={key}
                  dataKey={key}
                  name={label}
                  stackId="talk"
                  fill={colour}
                  isAnimationActive={false}
                />
              ))}
            </BarChart>
          </ResponsiveContainer>
        </div>
        <ul aria-hidden className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          {series.map(({ key, label, colour }) => (
            <li key={key} className="flex items-center gap-1.5">
              <span className="size-2.5 rounded-full" style={{ background: colour }} />
              {label}
            </li>
          ))}
        </ul>
      </figure>
    </div>
  );
}
