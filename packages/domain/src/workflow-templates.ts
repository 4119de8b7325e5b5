/**
 * Workflow action templates, one rule for the editor (which checks them) and the server (which
 * fills them): `{{field}}` takes a value from the run's meeting. In a JSON body a field inside a
 * string becomes that string's escaped content, and a bare one a whole JSON string, so both
 * `{"text": "said: {{quote}}"}` and `{"quote": {{quote}}}` stay JSON whatever was said.
 */
export const TEMPLATE_FIELDS = ['bot', 'agent', 'speaker', 'quote', 'time', 'meeting_url'] as const;
export type TemplateField = (typeof TEMPLATE_FIELDS)[number];
export type TemplateValues = Readonly<Record<TemplateField, string>>;

const FIELD = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/y;

function valueOf(values: TemplateValues, name: string): string | undefined {
  return (TEMPLATE_FIELDS as readonly string[]).includes(name)
    ? values[name as TemplateField]
    : undefined;
}

/** Plain text: each known field replaced by its value; unknown ones are left as written. */
export function fillTextTemplate(template: string, values: TemplateValues): string {
  return template.replace(
    new RegExp(FIELD.source, 'g'),
    (whole, name: string) => valueOf(values, name) ?? whole,
  );
}

/** A JSON body: each known field written as JSON where it stands (see above). */
export function fillJsonTemplate(template: string, values: TemplateValues): string {
  let filled = '';
  let inString = false;
  let index = 0;
  while (index < template.length) {
    FIELD.lastIndex = index;
    const match = template.startsWith('{{', index) ? FIELD.exec(template) : null;
    const value = match ? valueOf(values, match[1] ?? '') : undefined;
    if (match && value !== undefined) {
      const json = JSON.stringify(value);
      filled += inString ? json.slice(1, -1) : json;
      index = FIELD.lastIndex;
      continue;
    }
    const character = template[index] ?? '';
    if (inString && character === '\\') {
      filled += template.slice(index, index + 2);
      index += 2;
      continue;
    }
    if (character === '"') inString = !inString;
    filled += character;
    index += 1;
  }
  return filled;
}

const SAMPLE: TemplateValues = {
  bot: 'x',
  agent: 'x',
  speaker: 'x',
  quote: 'x',
  time: 'x',
  meeting_url: 'x',
};

/** Whether a webhook body is JSON once its fields are filled, whatever their values. */
export function isJsonTemplate(template: string): boolean {
  try {
    JSON.parse(fillJsonTemplate(template, SAMPLE));
    return true;
  } catch {
    return false;
  }
}

/**
 * An action's address may name a saved tool key instead (`key:slack`), so a secret address such
 * as a chat incoming webhook is kept sealed with the keys rather than in the workflow.
 */
const SAVED_KEY_ADDRESS = /^key:([A-Za-z][A-Za-z0-9_-]{0,63})$/;

/** The tool whose saved key an address names, or null for a plain address. */
export function savedKeyTool(address: string): string | null {
  return SAVED_KEY_ADDRESS.exec(address.trim())?.[1] ?? null;
}

/** An http(s) address with a host. */
export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\/\S+$/i.test(value.trim())) return false;
  try {
    return new URL(value.trim()).hostname !== '';
  } catch {
    return false;
  }
}

/** What a webhook or chat action may be sent to: a web address, or `key:<tool>`. */
export function isActionAddress(value: string): boolean {
  return isWebAddress(value) || savedKeyTool(value) !== null;
}

export const ACTION_ADDRESS_PROBLEM =
  'Enter a URL starting with http:// or https://, or key:<tool> for a saved tool key';
