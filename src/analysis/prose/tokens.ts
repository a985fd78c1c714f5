/**
 * Splits one sentence into tokens with a single character loop (no regular expressions, linear, bounded
 * by MAX_TOKENS): lower-cased words with contractions expanded ("don't" → do not), and whole runs for the
 * things intent objects are made of — inline code, URLs, paths, `<placeholders>` and `<tags>`.
 */

export type TokenKind =
  /** A word, lower-cased, contractions expanded. */
  | 'word'
  /** An inline code span; `raw` is its content. */
  | 'code'
  /** http(s)://… or www.… */
  | 'url'
  /** A path-like run: contains `/`, starts with `~` or `.`, or names a dotted file (`CLAUDE.md`). */
  | 'path'
  /** `<url>`, `<your-token>`: a template slot. */
  | 'placeholder'
  /** `<system>`, `</skill>`, `[INST]`, `<|im_start|>`: markup that might fake a role boundary. */
  | 'tag'
  /** Clause punctuation: , ; : ( ) — – … */
  | 'punct'
  /** A quotation mark (straight or curly). */
  | 'quote';

export interface Token {
  kind: TokenKind;
  /** Lower-cased text (words, tags, punctuation); for code/url/path/placeholder the text as written. */
  t: string;
  /** Offset of the token in the sentence string. */
  at: number;
}

export const MAX_TOKENS = 160;
/** Longest URL or path taken as one token. */
const MAX_RUN = 512;

const CONTRACTIONS = new Map<string, string[]>(
  Object.entries({
    "don't": ['do', 'not'],
    "doesn't": ['does', 'not'],
    "didn't": ['did', 'not'],
    "can't": ['can', 'not'],
    cannot: ['can', 'not'],
    "won't": ['will', 'not'],
    "shouldn't": ['should', 'not'],
    "mustn't": ['must', 'not'],
    "isn't": ['is', 'not'],
    "aren't": ['are', 'not'],
    "wasn't": ['was', 'not'],
    "needn't": ['need', 'not'],
    "there's": ['there', 'is'],
    "it's": ['it', 'is'],
    "that's": ['that', 'is'],
    "what's": ['what', 'is'],
    "here's": ['here', 'is'],
    "let's": ['let', 'us'],
  }),
);

/** The contractions written without an apostrophe ("cannot"). */
const UNMARKED_CONTRACTIONS = new Set([...CONTRACTIONS.keys()].filter((k) => !k.includes("'")));

function isWordChar(c: number): boolean {
  return (
    (c >= 97 && c <= 122) ||
    (c >= 65 && c <= 90) ||
    (c >= 48 && c <= 57) ||
    c === 95 ||
    c === 45 ||
    c === 39 ||
    c === 0x2019 ||
    (c > 127 && !isPunctOrSpace(c))
  );
}

function isPunctOrSpace(c: number): boolean {
  return (
    c === 0x2014 ||
    c === 0x2013 ||
    c === 0x2026 ||
    c === 0x201c ||
    c === 0x201d ||
    c === 0x2018 ||
    c === 0x00ab ||
    c === 0x00bb ||
    c === 0x00a0 ||
    c === 0x3000 ||
    c === 0x2028 ||
    c === 0x2029 ||
    (c >= 0x2000 && c <= 0x200b)
  );
}

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 0x00a0 || (c >= 0x2000 && c <= 0x200b);
}

const QUOTES = new Set(['"', '“', '”', '‘', '«', '»', '„']);
const PUNCT = new Set([',', ';', ':', '(', ')', '—', '–', '…', '!', '?', '.', '[', ']', '{', '}', '|', '/']);
const TRAIL = '.,;:!?)]}\'"”’';

/** Whether the run `runEnd` last measured has a character that can make it a URL, path, file name or e-mail. */
let runSpecial = false;
/** Where the word at the start of the run `runEnd` last measured ends, or the run's end if it is all word. */
let runWordEnd = 0;

/**
 * End of the non-space run starting at `i` (bounded by `end`); sets `runSpecial` and `runWordEnd` in the
 * same pass (one scan of a word's characters instead of three).
 */
function runEnd(s: string, i: number, end: number): number {
  let j = i;
  // Longer runs are never taken as one token (MAX_RUN), so scanning further would only cost time.
  end = Math.min(end, i + MAX_RUN + 1);
  const c0 = s.charCodeAt(i);
  let special = c0 === 126 || c0 === 47 || c0 === 46 || c0 === 36;
  let wordEnd = -1;
  // A run ends at a blank or at markup (`rules.</div>`, `text<br>`).
  for (; j < end; j++) {
    const c = s.charCodeAt(j);
    if (c === 60 || isSpace(c)) break;
    if (c === 47 || c === 46 || c === 58 || c === 64) special = true;
    if (wordEnd < 0 && !isWordChar(c)) wordEnd = j;
  }
  runSpecial = special;
  runWordEnd = wordEnd < 0 ? j : wordEnd;
  return j;
}

function trimTrail(s: string, i: number, j: number): number {
  let k = j;
  while (k > i + 1 && TRAIL.includes(s[k - 1]!)) k--;
  return k;
}

const FILE_EXT = new Set(
  'md mdc json yaml yml toml sh bash zsh py js mjs cjs ts env txt rc ini cfg conf pem key ps1 plist db sqlite log'.split(
    ' ',
  ),
);

/** A run that names a path or file: `/`, a leading `~` or `.`, or `name.ext` with a known extension. */
function pathLike(run: string): boolean {
  if (run.length < 2) return false;
  if (run.includes('/') || run.startsWith('~')) return /[A-Za-z0-9]/.test(run);
  if (run.startsWith('.')) return /^\.[A-Za-z]/.test(run) && run.length > 2;
  const dot = run.lastIndexOf('.');
  if (dot <= 0 || dot === run.length - 1) return false;
  return FILE_EXT.has(run.slice(dot + 1).toLowerCase()) && /^[\w.-]+$/.test(run);
}

/** Markup names that stand for a role or a prompt boundary (`<system>`, `</skill>`, `<|im_start|>`). */
const ROLE_TAGS = new Set([
  'system',
  'system-reminder',
  'system_prompt',
  'system-prompt',
  'systemprompt',
  'assistant',
  'assistant_instructions',
  'user',
  'user_query',
  'human',
  'skill',
  'im_start',
  'im_end',
  'endoftext',
  'admin',
  'developer',
  'instructions',
  'sys',
]);

function roleTag(inner: string): string | undefined {
  let a = 0;
  let b = inner.length;
  while (a < b && '/!|'.includes(inner[a]!)) a++;
  while (b > a && '/|'.includes(inner[b - 1]!)) b--;
  const sp = inner.indexOf(' ', a);
  const name = inner.slice(a, sp >= 0 && sp < b ? sp : b).toLowerCase();
  return ROLE_TAGS.has(name) ? name : undefined;
}

export function tokenize(s: string, max = MAX_TOKENS): Token[] {
  const out: Token[] = [];
  const n = s.length;
  let i = 0;
  /** Backtick run lengths known to have no closing run after the current position. */
  const unclosed = new Set<number>();
  let noRunBefore = 0;
  while (i < n && out.length < max) {
    const c = s.charCodeAt(i);
    if (isSpace(c) || c === 42 || c === 95 /* * _ emphasis */) {
      i++;
      continue;
    }
    // An arrow ("`Task` dispatch -> use X", "Settings → Privacy"): one mark, which opens a clause (roles.ts).
    if (c === 8594 || ((c === 45 || c === 61) && s.charCodeAt(i + 1) === 62 && s.charCodeAt(i - 1) !== 45)) {
      out.push({ kind: 'punct', t: '→', at: i });
      i += c === 8594 ? 1 : 2;
      continue;
    }
    if (c === 96 /* ` */) {
      let j = i;
      while (j < n && s.charCodeAt(j) === 96) j++;
      const len = j - i;
      const close = unclosed.has(len) ? -1 : s.indexOf('`'.repeat(len), j);
      if (close < 0) {
        unclosed.add(len);
        i = j;
        continue;
      }
      out.push({ kind: 'code', t: s.slice(j, close).trim(), at: i });
      i = close + len;
      continue;
    }
    if (c === 60 /* < */) {
      const close = s.indexOf('>', i + 1);
      if (close > i && close - i <= 64) {
        const inner = s.slice(i + 1, close);
        if (inner.length > 0 && !inner.includes('\n') && !inner.includes('  ')) {
          const lower = inner.toLowerCase();
          const isUrl = lower.startsWith('http://') || lower.startsWith('https://');
          if (isUrl) out.push({ kind: 'url', t: inner, at: i });
          else if (roleTag(inner) !== undefined) out.push({ kind: 'tag', t: `<${lower}>`, at: i });
          else out.push({ kind: 'placeholder', t: inner, at: i });
          i = close + 1;
          continue;
        }
      }
    }
    if (
      c === 91 /* [ */ &&
      (s.startsWith('[INST]', i) || s.startsWith('[/INST]', i) || s.startsWith('[SYSTEM]', i))
    ) {
      const close = s.indexOf(']', i);
      out.push({ kind: 'tag', t: s.slice(i, close + 1).toLowerCase(), at: i });
      i = close + 1;
      continue;
    }
    // URLs and paths: take the whole non-space run.
    // A run that was not a URL or path is not rescanned from each of its characters (that was quadratic
    // on `....` and `~/~/~/`): `noRunBefore` marks its end.
    // Where the word starting here is known to run to: no further than `i` unless a run was measured here.
    let wordFrom = i;
    if (
      i >= noRunBefore &&
      (c === 104 /* h */ ||
        c === 119 /* w */ ||
        c === 126 /* ~ */ ||
        c === 47 /* / */ ||
        c === 46 /* . */ ||
        c === 36 /* $ */ ||
        isWordChar(c))
    ) {
      const j0 = runEnd(s, i, n);
      noRunBefore = j0;
      if (!runSpecial) {
        // An ordinary word: fall through to the word branch without building the run.
        wordFrom = runWordEnd;
      } else {
        const j = trimTrail(s, i, j0);
        const run = s.slice(i, j);
        const lower = run.toLowerCase();
        const atSign = run.indexOf('@');
        const email = atSign > 0 && run.indexOf('.', atSign) > atSign + 1 && !run.includes('/');
        if (
          lower.startsWith('http://') ||
          lower.startsWith('https://') ||
          lower.startsWith('www.') ||
          email
        ) {
          out.push({ kind: 'url', t: run, at: i });
          i = j;
          continue;
        }
        if (run.length <= 512 && (pathLike(run) || (c === 36 && run.length > 1))) {
          out.push({ kind: 'path', t: run, at: i });
          i = j;
          continue;
        }
      }
    }
    if (isWordChar(c)) {
      let j = wordFrom;
      while (j < n && isWordChar(s.charCodeAt(j))) j++;
      let w = s.slice(i, j).toLowerCase();
      if (w.includes('’')) w = w.replace(/’/g, "'");
      // Strip quotes used as quotation marks around a word ('ignore').
      while (w.startsWith("'") || w.startsWith('-')) w = w.slice(1);
      while (w.endsWith("'") || w.endsWith('-')) w = w.slice(0, -1);
      if (w) pushWord(out, w, i);
      i = j;
      continue;
    }
    const ch = s[i]!;
    if (QUOTES.has(ch)) out.push({ kind: 'quote', t: '"', at: i });
    else if (PUNCT.has(ch)) out.push({ kind: 'punct', t: ch, at: i });
    i++;
  }
  return out;
}

const CONTRACTED_SUFFIXES = [
  ["'re", 'are'],
  ["'ll", 'will'],
  ["'ve", 'have'],
  ["'d", 'would'],
] as const;

function pushWord(out: Token[], w: string, at: number): void {
  // The table's lookup only for a word with an apostrophe or one of the table's words without one
  // ("cannot"): every key is one or the other, so no contraction is missed, and most words skip the lookup.
  const expanded = w.includes("'") || UNMARKED_CONTRACTIONS.has(w) ? CONTRACTIONS.get(w) : undefined;
  if (expanded) {
    for (const e of expanded) out.push({ kind: 'word', t: e, at });
    return;
  }
  // Most words hold no apostrophe: nothing below can match them.
  if (!w.includes("'")) {
    out.push({ kind: 'word', t: w, at });
    return;
  }
  if (w.endsWith("n't")) {
    out.push({ kind: 'word', t: w.slice(0, -3), at }, { kind: 'word', t: 'not', at });
    return;
  }
  if (w.endsWith("'s")) {
    out.push({ kind: 'word', t: w.slice(0, -2), at }, { kind: 'word', t: "'s", at });
    return;
  }
  for (const [suffix, full] of CONTRACTED_SUFFIXES) {
    if (w.endsWith(suffix)) {
      out.push({ kind: 'word', t: w.slice(0, -suffix.length), at }, { kind: 'word', t: full, at });
      return;
    }
  }
  out.push({ kind: 'word', t: w, at });
}
