/**
 * Brute-force limits on the account doors: sign-in failures (and wrong current passwords when
 * changing one), sign-ups, password-reset requests, verification e-mails and e-mail changes,
 * counted per e-mail and per client address in the database so that every server process on it
 * enforces the same count.
 */
import { and, asc, count, eq, gt, inArray, lte, or } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import type { AuthAttemptLimits } from './config.js';
import { authAttempt } from './schema.js';

/**
 * What is attempted: signing in (failures count), or a request that creates an account or sends an
 * e-mail (each counts). They are counted apart, so signing up does not use up sign-in attempts.
 */
export type AttemptKind = 'sign-in' | 'mail';

/** Who is attempting: the e-mail named in the request (when it names one) and the client address. */
export interface AttemptKeys {
  kind: AttemptKind;
  email: string | null;
  address: string;
}

export type AttemptOutcome =
  | { refusal: string }
  /** Let through; the ids are this attempt's rows, withdrawn if it turns out to succeed. */
  | { refusal: null; attemptIds: string[] };

export interface AuthAttemptLimiter {
  /**
   * Counts an attempt before it is let through, or refuses it (with the message to show) when either
   * key has used its attempts; a refused attempt is not counted.
   */
  attempt(keys: AttemptKeys): Promise<AttemptOutcome>;
  /** A successful sign-in: it does not count, and it forgives that e-mail's failures. */
  signedIn(keys: AttemptKeys, attemptIds: string[]): Promise<void>;
}

const MINUTE_MS = 60_000;

export function tooManyAttemptsMessage(minutes: number): string {
  return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

const emailSubject = (kind: AttemptKind, email: string) =>
  `${kind} email:${email.trim().toLowerCase()}`;
const addressSubject = (kind: AttemptKind, address: string) => `${kind} address:${address}`;

function subjects({
  kind,
  email,
  address,
}: AttemptKeys): { subject: string; limit: keyof AuthAttemptLimits }[] {
  return [
    ...(email ? [{ subject: emailSubject(kind, email), limit: 'perEmail' as const }] : []),
    { subject: addressSubject(kind, address), limit: 'perAddress' as const },
  ];
}

export function createAuthAttemptLimiter(
  db: Database,
  limits: AuthAttemptLimits,
  now: () => Date = () => new Date(),
): AuthAttemptLimiter {
  const windowMs = limits.windowMinutes * MINUTE_MS;
  const windowStart = (at: Date) => new Date(at.getTime() - windowMs);

  /** When the subject may try again, or null when it still has attempts left. */
  async function retryAt(subject: string, limit: number, at: Date): Promise<Date | null> {
    const inWindow = and(
      eq(authAttempt.subject, subject),
      gt(authAttempt.attemptedAt, windowStart(at)),
    );
    const [counted] = await db.select({ attempts: count() }).from(authAttempt).where(inWindow);
    const attempts = counted?.attempts ?? 0;
    if (attempts < limit) return null;
    // Once this attempt leaves the window, fewer than `limit` remain counted.
    const [freeing] = await db
      .select({ attemptedAt: authAttempt.attemptedAt })
      .from(authAttempt)
      .where(inWindow)
      .orderBy(asc(authAttempt.attemptedAt))
      .offset(attempts - limit)
      .limit(1);
    return freeing ? new Date(freeing.attemptedAt.getTime() + windowMs) : null;
  }

  async function refusalMessage(keys: AttemptKeys, at: Date): Promise<string> {
    let latest = at.getTime() + MINUTE_MS;
    for (const { subject, limit } of subjects(keys)) {
      const until = await retryAt(subject, limits[limit], at);
      if (until) latest = Math.max(latest, until.getTime());
    }
    return tooManyAttemptsMessage(Math.ceil((latest - at.getTime()) / MINUTE_MS));
  }

  return {
    async attempt(keys) {
      const at = now();
      // Attempts older than the window no longer count for anyone: the table stays small.
      await db.delete(authAttempt).where(lte(authAttempt.attemptedAt, windowStart(at)));
      // Counted first, checked after: of attempts racing in parallel (each insert committed before
      // its count), the one counted (limit + 1)th sees at least limit + 1, so no more than the
      // limit ever pass.
      const rows = await db
        .insert(authAttempt)
        .values(subjects(keys).map(({ subject }) => ({ subject, attemptedAt: at })))
        .returning({ id: authAttempt.id });
      const attemptIds = rows.map((row) => row.id);
      for (const { subject, limit } of subjects(keys)) {
        const [counted] = await db
          .select({ attempts: count() })
          .from(authAttempt)
          .where(
            and(eq(authAttempt.subject, subject), gt(authAttempt.attemptedAt, windowStart(at))),
          );
        if ((counted?.attempts ?? 0) > limits[limit]) {
          await db.delete(authAttempt).where(inArray(authAttempt.id, attemptIds));
          return { refusal: await refusalMessage(keys, at) };
        }
      }
      return { refusal: null, attemptIds };
    },
    async signedIn(keys, attemptIds) {
      const forgiven = keys.email
        ? [eq(authAttempt.subject, emailSubject('sign-in', keys.email))]
        : [];
      await db.delete(authAttempt).where(or(inArray(authAttempt.id, attemptIds), ...forgiven));
    },
  };
}
