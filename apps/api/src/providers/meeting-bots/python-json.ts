/**
 * Python's `json.dumps(json.loads(text), sort_keys=True, ensure_ascii=False, separators=(",", ":"))`
 * for a JSON text, which is what Attendee signs its webhooks over. JSON.parse cannot be used: it
 * forgets that `1.0` was a float (Python writes it back as `1.0`, JavaScript as `1`), so numbers are
 * read as their source text and written back the way Python would.
 */

type PythonJson =
  | { kind: 'literal'; text: string }
  | { kind: 'string'; value: string }
  | { kind: 'array'; items: PythonJson[] }
  | { kind: 'object'; members: Map<string, PythonJson> };

export class PythonJsonError extends Error {
  override name = 'PythonJsonError';
}

const NUMBER = /-?(?:0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;
const WHITESPACE = /[ \t\n\r]*/y;
const ESCAPES: Record<string, string> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

class Reader {
  private at = 0;
  constructor(private readonly text: string) {}

  document(): PythonJson {
    const value = this.value();
    this.skipWhitespace();
    if (this.at !== this.text.length) this.fail('unexpected text after the value');
    return value;
  }

  private fail(message: string): never {
    throw new PythonJsonError(`Invalid JSON at ${this.at}: ${message}`);
  }

  private skipWhitespace() {
    WHITESPACE.lastIndex = this.at;
    WHITESPACE.exec(this.text);
    this.at = WHITESPACE.lastIndex;
  }

  private value(): PythonJson {
    this.skipWhitespace();
    const char = this.text[this.at];
    if (char === '{') return this.object();
    if (char === '[') return this.array();
    if (char === '"') return { kind: 'string', value: this.string() };
    // Python also reads (and writes) the non-finite floats.
    for (const literal of ['true', 'false', 'null', 'NaN', 'Infinity', '-Infinity']) {
      if (this.text.startsWith(literal, this.at)) {
        this.at += literal.length;
        return { kind: 'literal', text: literal };
      }
    }
    NUMBER.lastIndex = this.at;
    const number = NUMBER.exec(this.text);
    if (!number) this.fail('expected a value');
    this.at = NUMBER.lastIndex;
    return { kind: 'literal', text: pythonNumber(number[0], Boolean(number[1] || number[2])) };
  }

  private object(): PythonJson {
    this.at++;
    // A repeated key keeps its last value, as a Python dict does.
    const members = new Map<string, PythonJson>();
    this.skipWhitespace();
    if (this.text[this.at] === '}') {
      this.at++;
      return { kind: 'object', members };
    }
    for (;;) {
      this.skipWhitespace();
      if (this.text[this.at] !== '"') this.fail('expected a key');
      const key = this.string();
      this.skipWhitespace();
      if (this.text[this.at] !== ':') this.fail('expected ":"');
      this.at++;
      members.set(key, this.value());
      this.skipWhitespace();
      const next = this.text[this.at++];
      if (next === '}') return { kind: 'object', members };
      if (next !== ',') this.fail('expected "," or "}"');
    }
  }

  private array(): PythonJson {
    this.at++;
    const items: PythonJson[] = [];
    this.skipWhitespace();
    if (this.text[this.at] === ']') {
      this.at++;
      return { kind: 'array', items };
    }
    for (;;) {
      items.push(this.value());
      this.skipWhitespace();
      const next = this.text[this.at++];
      if (next === ']') return { kind: 'array', items };
      if (next !== ',') this.fail('expected "," or "]"');
    }
  }

  private string(): string {
    this.at++;
    let value = '';
    for (;;) {
      const char = this.text[this.at];
      if (char === undefined) this.fail('unterminated string');
      if (char === '"') {
        this.at++;
        return value;
      }
      if (char < ' ') this.fail('control character in a string');
      if (char !== '\\') {
        value += char;
        this.at++;
        continue;
      }
      const escape = this.text[this.at + 1] ?? '';
      if (escape === 'u') {
        const hex = this.text.slice(this.at + 2, this.at + 6);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) this.fail('bad \\u escape');
        // Surrogate pairs written as two escapes join up again in the JavaScript string.
        value += String.fromCharCode(parseInt(hex, 16));
        this.at += 6;
        continue;
      }
      const unescaped = ESCAPES[escape];
      if (unescaped === undefined) this.fail('bad escape');
      value += unescaped;
      this.at += 2;
    }
  }
}

/** Python writes an int back with its digits (`-0` is 0) and a float as repr(float) does. */
function pythonNumber(text: string, isFloat: boolean): string {
  if (!isFloat) return text === '-0' ? '0' : text;
  return pythonFloatRepr(Number(text));
}

/**
 * repr(float): the shortest digits that read back as the same double (what JavaScript also
 * finds), laid out as Python does: exponent form below 1e-4 and from 1e16, `.0` on whole numbers.
 */
export function pythonFloatRepr(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Infinity) return 'Infinity';
  if (value === -Infinity) return '-Infinity';
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (value === 0) return `${sign}0.0`;
  const [mantissa = '', exponentText = '0'] = Math.abs(value).toExponential().split('e');
  const digits = mantissa.replace('.', '');
  const exponent = Number(exponentText);
  // The decimal point sits after `point` digits.
  const point = exponent + 1;
  if (point <= -4 || point > 16) {
    const fraction = digits.length > 1 ? `.${digits.slice(1)}` : '';
    const power = Math.abs(exponent).toString().padStart(2, '0');
    return `${sign}${digits[0]}${fraction}e${exponent < 0 ? '-' : '+'}${power}`;
  }
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}.0`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** Python's string escaping with ensure_ascii=False: only `"`, `\` and control characters. */
function pythonString(value: string): string {
  let out = '"';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '"') out += '\\"';
    else if (char === '\\') out += '\\\\';
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (char === '\t') out += '\\t';
    else if (char === '\b') out += '\\b';
    else if (char === '\f') out += '\\f';
    else if (code < 0x20) out += `\\u${code.toString(16).padStart(4, '0')}`;
    else out += char;
  }
  return `${out}"`;
}

/** Python sorts str keys by code point; JavaScript's default sort compares UTF-16 units. */
function byCodePoint(a: string, b: string): number {
  const left = Array.from(a);
  const right = Array.from(b);
  for (let index = 0; index < Math.min(left.length, right.length); index++) {
    const difference = (left[index]?.codePointAt(0) ?? 0) - (right[index]?.codePointAt(0) ?? 0);
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
}

function write(value: PythonJson): string {
  switch (value.kind) {
    case 'literal':
      return value.text;
    case 'string':
      return pythonString(value.value);
    case 'array':
      return `[${value.items.map(write).join(',')}]`;
    case 'object':
      return `{${[...value.members]
        .sort(([a], [b]) => byCodePoint(a, b))
        .map(([key, member]) => `${pythonString(key)}:${write(member)}`)
        .join(',')}}`;
  }
}

/** The canonical JSON of a JSON text, byte for byte what Attendee's Python signs. */
export function pythonCanonicalJson(text: string): string {
  return write(new Reader(text).document());
}
