/**
 * The starts of a recurring series inside a window: DTSTART, each RRULE's instances (ical.js's
 * iterator) and the RDATEs, less the EXDATEs, in the series' own zone so a weekly 09:00 stays 09:00
 * across a daylight-saving change. Iteration stops at the window's end.
 *
 * A feed is text anyone can write, and ical.js loops without end on some rules that never match
 * (FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30): every step of its iterator is counted, a series that
 * needs too many is skipped, and a feed whose series together need too many is refused.
 */
import ICAL from 'ical.js';
import { CalendarTooComplexError, type FeedWindow } from '../occurrences.js';
import type { FeedCalendar } from './zones.js';

type Time = InstanceType<typeof ICAL.Time>;
type Component = InstanceType<typeof ICAL.Component>;
type Recur = InstanceType<typeof ICAL.Recur>;

const DAY = 86_400_000;

/**
 * What one series may take: a counted weekday series begun twenty-five years before the window
 * still fits (a day is a few steps; series that are not counted start near the window anyway).
 */
export const SERIES_STEPS = 40_000;
/** About a second of iterating, however the feed's series share it. */
export const FEED_STEPS = 1_000_000;

class SeriesTooLongError extends Error {}

/**
 * Steps the iterator being driven may still take. The feed is read synchronously, one series at a
 * time, and ical.js builds its iterator's first state inside the constructor, before a subclass's
 * own fields exist: so the allowance lives here, set by expandSeries.
 */
let stepsLeft = 0;

function step(): void {
  stepsLeft -= 1;
  if (stepsLeft < 0) throw new SeriesTooLongError();
}

/** ical.js's iterator, each of whose stepping methods spends one step. */
class BoundedRecurIterator extends ICAL.RecurIterator {
  override next_second() {
    step();
    return super.next_second();
  }
  override next_minute() {
    step();
    return super.next_minute();
  }
  override next_hour() {
    step();
    return super.next_hour();
  }
  override next_day() {
    step();
    return super.next_day();
  }
  override next_week() {
    step();
    return super.next_week();
  }
  override next_month() {
    step();
    return super.next_month();
  }
  override next_year() {
    step();
    return super.next_year();
  }
  override increment_year(increment: number) {
    step();
    super.increment_year(increment);
  }
}

/** What reading one feed may still spend on its series. */
export class FeedSteps {
  left = FEED_STEPS;
}

/** Rule parts that repeat with a daily or weekly rule's period (BYDAY without an ordinal). */
const isPeriodic = (name: string, values: unknown[] | undefined) =>
  name === 'BYMONTH' ||
  (name === 'BYDAY' &&
    (values ?? []).every((day) => typeof day === 'string' && /^[A-Z]{2}$/.test(day)));

interface Iteration {
  rule: Recur;
  start: Time;
}

/**
 * Where to begin iterating a long-running daily or weekly rule: a whole number of its periods after
 * DTSTART, more than a period before the earliest start wanted, so the instances from there on are
 * the rule's own. ical.js takes about 10 µs a step, and a daily stand-up begun years ago would pay
 * for every past day at each sync. Not for rules with parts that do not repeat with the period,
 * nor counted ones (COUNT counts from DTSTART) unless each period holds exactly one occurrence
 * (a daily rule without parts), whose count then goes down by the periods passed. Null when a
 * counted rule ends before.
 */
function iteration(
  calendar: FeedCalendar,
  rule: Recur,
  start: Time,
  earliest: number,
): Iteration | null {
  const periodDays =
    rule.freq === 'DAILY' ? rule.interval : rule.freq === 'WEEKLY' ? 7 * rule.interval : 0;
  const parts = Object.entries(rule.parts) as [string, unknown[] | undefined][];
  const oncePerPeriod = rule.freq === 'DAILY' && parts.length === 0;
  if (
    periodDays < 1 ||
    (rule.count && !oncePerPeriod) ||
    !parts.every(([name, values]) => isPeriodic(name, values))
  )
    return { rule, start };
  const days = Math.floor((earliest - calendar.instantOf(start)) / DAY) - periodDays - 1;
  const periods = Math.floor(days / periodDays);
  if (periods < 1) return { rule, start };
  const later = start.clone();
  later.adjust(periods * periodDays, 0, 0, 0);
  if (!rule.count) return { rule, start: later };
  if (rule.count <= periods) return null;
  const counted = rule.clone();
  counted.count = rule.count - periods;
  return { rule: counted, start: later };
}

const timesOf = (component: Component, name: string): Time[] =>
  component
    .getAllProperties(name)
    .flatMap((property) => property.getValues())
    .map((value: unknown) => (value instanceof ICAL.Period ? value.start : value))
    .filter((value): value is Time => value instanceof ICAL.Time);

const sameDay = (a: Time, b: Time) => a.year === b.year && a.month === b.month && a.day === b.day;

/**
 * Each start of the series (by instant) that may begin an occurrence overlapping the window:
 * before window.to and no earlier than `reach` before window.from (the occurrences' length).
 * Null when the series needs more steps than one series may take.
 */
export function expandSeries(
  calendar: FeedCalendar,
  component: Component,
  start: Time,
  window: FeedWindow,
  reach: number,
  feedSteps: FeedSteps,
): Map<number, Time> | null {
  const earliest = window.from.getTime() - reach;
  const to = window.to.getTime();
  const starts = new Map<number, Time>();
  const consider = (time: Time) => {
    const instant = calendar.instantOf(time);
    if (instant >= earliest && instant < to) starts.set(instant, time.clone());
    return instant;
  };
  // RFC 5545: DTSTART is always the first instance, whether or not the rule matches it.
  consider(start);
  for (const time of timesOf(component, 'rdate')) consider(time);

  const allowance = Math.min(SERIES_STEPS, feedSteps.left);
  stepsLeft = allowance;
  try {
    for (const property of component.getAllProperties('rrule')) {
      const rule = property.getFirstValue();
      const from = rule instanceof ICAL.Recur ? iteration(calendar, rule, start, earliest) : null;
      if (!from) continue;
      const iterator = new BoundedRecurIterator({ rule: from.rule, dtstart: from.start });
      for (let time = iterator.next(); time; time = iterator.next()) {
        if (consider(time) >= to) break;
      }
    }
  } catch (error) {
    if (!(error instanceof SeriesTooLongError)) throw error;
    if (allowance < SERIES_STEPS) throw new CalendarTooComplexError();
    return null;
  } finally {
    feedSteps.left -= allowance - Math.max(stepsLeft, 0);
  }

  for (const excluded of timesOf(component, 'exdate')) {
    if (excluded.isDate) {
      for (const [instant, time] of starts) if (sameDay(time, excluded)) starts.delete(instant);
    } else {
      starts.delete(calendar.instantOf(excluded));
    }
  }
  return starts;
}
