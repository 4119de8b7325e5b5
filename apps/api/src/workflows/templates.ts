/**
 * Action templates filled from a run's meeting data: `{{quote}}` and the other fields of
 * RunContext. In a JSON body a value is written as JSON string content (quotes and newlines
 * escaped), so `{"text": "{{quote}}"}` stays JSON whatever was said.
 */
import type { RunContext } from './schema.js';

const FIELD = /\{\{\s*([a-z_]+)\s*\}\}/g;

export function fillTemplate(template: string, context: RunContext, json = false): string {
  return template.replace(FIELD, (whole, name: string) => {
    if (!(name in context)) return whole;
    const value = context[name as keyof RunContext];
    return json ? JSON.stringify(value).slice(1, -1) : value;
  });
}

/** Whether the body is JSON once its fields are filled (with any text). */
export function isJsonTemplate(template: string): boolean {
  try {
    JSON.parse(template.replace(FIELD, 'x'));
    return true;
  } catch {
    return false;
  }
}
