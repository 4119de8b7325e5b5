/**
 * The viewer's time zone, which every time a page shows is written in. The app provides the
 * signed-in person's at its root; without a provider (stories, signed-out pages) times are India
 * time, the product's default.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_TIME_ZONE } from '@convene/domain/time';

const TimeZoneContext = createContext<string>(DEFAULT_TIME_ZONE);

export function TimeZoneProvider({
  timeZone,
  children,
}: {
  timeZone: string;
  children: ReactNode;
}) {
  return <TimeZoneContext.Provider value={timeZone}>{children}</TimeZoneContext.Provider>;
}

/** The IANA zone to write times in for whoever is looking. */
export function useTimeZone(): string {
  return useContext(TimeZoneContext);
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale, options and zone, made once: pages format many times a render. */
export function zonedFormat(
  locale: string,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
  timeZone: string,
): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}
