/**
 * The fake Razorpay's ids, its error body and the cheap validations it makes of request fields,
 * refusing as Razorpay does (the wording of a few descriptions is assumed; see server.ts).
 */
import { randomInt } from 'node:crypto';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay's ids: a prefix and 14 letters and digits. */
export function newId(prefix: string | null): string {
  let id = '';
  for (let index = 0; index < 14; index++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return prefix ? `${prefix}_${id}` : id;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One calendar month on, in UTC, kept to the last day of a shorter month (31 Jan → 28/29 Feb). */
export function addCalendarMonths(unixSeconds: number, months: number): number {
  const at = new Date(unixSeconds * 1000);
  const day = at.getUTCDate();
  at.setUTCDate(1);
  at.setUTCMonth(at.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
  at.setUTCDate(Math.min(day, lastDay));
  return Math.floor(at.getTime() / 1000);
}

/** Razorpay's error body. */
export function razorpayError(description: string, code = 'BAD_REQUEST_ERROR', field?: string) {
  return {
    error: {
      code,
      description,
      source: 'NA',
      step: 'NA',
      reason: 'NA',
      metadata: {},
      ...(field ? { field } : {}),
    },
  };
}

/** A refusal: thrown by the handlers, answered by the server loop. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
    readonly field?: string,
  ) {
    super(description);
  }
}

export function refuse(description: string, field?: string): never {
  throw new Refusal(400, description, field);
}
export const NOT_FOUND = 'The id provided does not exist';

/** Razorpay refuses fields it does not take, naming them. */
export function onlyFields(body: Record<string, unknown>, allowed: readonly string[]) {
  const extra = Object.keys(body).filter((name) => !allowed.includes(name));
  if (extra.length > 0) refuse(`${extra.join(', ')} is/are not required and should not be sent`);
}

export function integerField(
  body: Record<string, unknown>,
  name: string,
  { required, min }: { required: boolean; min: number },
): number | undefined {
  const value = body[name];
  if (value === undefined || value === null) {
    if (required) refuse(`The ${name.replaceAll('_', ' ')} field is required.`, name);
    return undefined;
  }
  if (typeof value !== 'number' || !Number.isInteger(value))
    refuse(`The ${name.replaceAll('_', ' ')} must be an integer.`, name);
  if ((value as number) < min)
    refuse(`The ${name.replaceAll('_', ' ')} must be at least ${min}.`, name);
  return value as number;
}

/** Notes: at most 15 keys of at most 256 characters each; stored as Razorpay answers them. */
export function notesField(body: Record<string, unknown>): Record<string, string> | [] {
  const notes = body.notes;
  if (notes === undefined || notes === null || (Array.isArray(notes) && notes.length === 0))
    return [];
  if (!isRecord(notes)) return refuse('The notes must be an array.', 'notes');
  const entries = Object.entries(notes);
  if (entries.length > 15) refuse('The notes may not have more than 15 items.', 'notes');
  const kept: Record<string, string> = {};
  for (const [key, value] of entries) {
    if (typeof value !== 'string' && typeof value !== 'number')
      refuse('The notes values must be strings.', 'notes');
    if (String(value).length > 256)
      refuse('The notes values may not be greater than 256 characters.', 'notes');
    kept[key] = String(value);
  }
  return entries.length === 0 ? [] : kept;
}

/** 0, 1, true or false, as Razorpay takes booleans. */
export function flagField(body: Record<string, unknown>, name: string, fallback: boolean): boolean {
  const value = body[name];
  if (value === undefined || value === null) return fallback;
  if (value === 1 || value === '1' || value === true) return true;
  if (value === 0 || value === '0' || value === false) return false;
  return refuse(`The ${name.replaceAll('_', ' ')} field must be true or false.`, name);
}

/** The body a route gets: an object, as Razorpay takes nothing else at the top level. */
export function objectBody(body: unknown): Record<string, unknown> {
  if (body === null) return {};
  if (!isRecord(body)) return refuse('The request body must be a JSON object.');
  return body;
}
