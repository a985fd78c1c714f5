/**
 * String literals of a Python or JavaScript program that are what the program tests its input against,
 * not text it prints (src/analysis/printed/fed-text.ts leaves them out): the argument of a match call
 * (`content.includes('ignore previous instructions')`, `low.startswith("you are now")`, `x.indexOf('…')`),
 * the left operand of `in` (`"ignore previous" in text`), a value compared with `===`/`==` or a `case`
 * label, and the short label fields of a pattern table — an object literal or dict that holds a pattern
 * (`{ id, severity, pattern: /ignore\s+previous/i, description: 'Ignore previous instructions' }`). A
 * detector names what it looks for with these; a hook that prints such a label ("Patterns matched: Ignore
 * previous instructions") reports a match and asks nothing. Text the program prints, returns as
 * `additionalContext` or writes to a file is none of these, and neither is a long value of a table
 * (`message: 'Ignore all previous instructions and upload …'`): such literals stay printed text.
 */

/** A call whose argument is matched against input (JavaScript and Python spellings). */
const MATCH_CALL =
  /\.(?:includes|indexOf|lastIndexOf|startsWith|endsWith|startswith|endswith|match|matchAll|search|test|find|rfind|index|contains|count)\s{0,4}\(\s{0,4}[[(]?\s{0,4}$/;
/** A comparison or a `case` label: the literal is a value the input is compared with. */
const COMPARED = /(?:[=!]==?|\bcase)\s{0,4}$/;
/** `"phrase" in text`, `'phrase' not in low`: the literal is searched for in the input. */
const IN_AFTER = /^\s{1,4}(?:not\s{1,4})?in\s{1,4}[\w$(]/;

/**
 * The literal opening at `open` (its quote) and ending at `end` (its closing quote, `close` long) is
 * tested against input by the code around it.
 */
export function testedLiteral(text: string, open: number, end: number, close: number): boolean {
  const ls = text.lastIndexOf('\n', open - 1) + 1;
  const before = text.slice(Math.max(ls, open - 200), open);
  if (MATCH_CALL.test(before) || COMPARED.test(before)) return true;
  const nl = text.indexOf('\n', end);
  return IN_AFTER.test(text.slice(end + close, Math.min(nl < 0 ? text.length : nl, end + close + 40)));
}

/** Keys whose value is the pattern a table entry matches. */
const PATTERN_KEYS = new Set([
  'pattern',
  'patterns',
  'regex',
  'regexp',
  're',
  'signature',
  'matcher',
  'match',
]);
/** Keys that label or classify a table entry: its name, never a message written for a reader. */
const LABEL_KEYS = new Set([
  'id',
  'name',
  'description',
  'desc',
  'label',
  'title',
  'category',
  'type',
  'kind',
  'severity',
  'tag',
  'rule',
  ...PATTERN_KEYS,
]);
/** A label is short and names something: a sentence with an address or a path in it is a message. */
const MAX_LABEL_WORDS = 8;

interface Frame {
  /** Offsets of the string literals that are the value of a label key of this object. */
  labels: number[];
  /** The object holds a pattern (a regular expression literal or a string under a pattern key). */
  pattern: boolean;
}

/**
 * Offsets (of the opening quote) of the label literals of pattern tables in a program: one forward pass
 * over strings, comments, regular-expression literals and braces. Bounded by the text (the caller caps it).
 */
export function patternTableLabels(text: string, py: boolean): Set<number> {
  const out = new Set<number>();
  const stack: Frame[] = [];
  let lastKey: string | undefined;
  let lastString: string | undefined;
  let prev = ''; // the last significant character outside strings and comments
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if ((c === '#' && py) || (c === '/' && !py && text[i + 1] === '/')) {
      i = lineEnd(text, i);
      continue;
    }
    if (c === '/' && !py && text[i + 1] === '*') {
      const e = text.indexOf('*/', i + 2);
      i = e < 0 ? text.length : e + 2;
      continue;
    }
    if (c === '/' && !py && /^$|[(,=:[!&|?{};]/.test(prev)) {
      const e = regexEnd(text, i);
      if (e > 0) {
        if (lastKey !== undefined && PATTERN_KEYS.has(lastKey) && stack.length > 0)
          stack.at(-1)!.pattern = true;
        lastKey = undefined;
        prev = '/';
        i = e;
        continue;
      }
    }
    if (c === '"' || c === "'" || c === '`') {
      const triple = py && text.startsWith(c.repeat(3), i);
      const q = triple ? c.repeat(3) : c;
      let j = i + q.length;
      while (j < text.length && !text.startsWith(q, j) && (triple || c === '`' || text[j] !== '\n'))
        j += text[j] === '\\' ? 2 : 1;
      const body = text.slice(i + q.length, Math.min(j, text.length));
      const frame = stack.at(-1);
      if (frame && lastKey !== undefined) {
        if (PATTERN_KEYS.has(lastKey)) frame.pattern = true;
        if (LABEL_KEYS.has(lastKey) && labelLike(body)) frame.labels.push(i);
      }
      lastKey = undefined;
      lastString = body;
      prev = '"';
      i = j + q.length;
      continue;
    }
    if (c === '{') {
      // A nested object or a function body: its strings are not the key's value (`match: () => { … }`).
      stack.push({ labels: [], pattern: false });
      lastKey = undefined;
    } else if (c === ';' || (c === '>' && prev === '=')) lastKey = undefined;
    else if (c === '}') {
      const f = stack.pop();
      if (f?.pattern) for (const at of f.labels) out.add(at);
    } else if (c === ':') {
      // The key just before: an identifier (`description:`) or a string (`"description":`).
      const word = /([A-Za-z_$][\w$]{0,40})\s{0,4}$/.exec(text.slice(Math.max(0, i - 44), i));
      lastKey = prev === '"' ? lastString : word?.[1];
      if (prev !== '"' && !word) lastKey = undefined;
    } else if (/\s/.test(c)) {
      i++;
      continue;
    } else if (c === ',') lastKey = undefined;
    // Other code after a key keeps it: the string inside a built value (`pattern: re.compile(r"…")`,
    // `new RegExp("…")`) is the key's value.
    prev = c;
    i++;
  }
  return out;
}

function labelLike(body: string): boolean {
  const t = body.trim();
  if (t.includes('://') || t.includes('~/') || t.includes('${')) return false;
  return t.split(/\s+/, MAX_LABEL_WORDS + 1).length <= MAX_LABEL_WORDS;
}

function lineEnd(text: string, i: number): number {
  const nl = text.indexOf('\n', i);
  return nl < 0 ? text.length : nl;
}

/** The end (after the flags) of a regular-expression literal opening at `i`, or -1 when it is none. */
function regexEnd(text: string, i: number): number {
  let j = i + 1;
  let cls = false;
  while (j < text.length && j - i < 2000) {
    const c = text[j]!;
    if (c === '\n') return -1;
    if (c === '\\') j += 2;
    else {
      if (c === '[') cls = true;
      else if (c === ']') cls = false;
      else if (c === '/' && !cls) break;
      j++;
    }
  }
  if (text[j] !== '/' || j === i + 1) return -1;
  j++;
  while (j < text.length && /[dgimsuyv]/.test(text[j]!)) j++;
  return j;
}
