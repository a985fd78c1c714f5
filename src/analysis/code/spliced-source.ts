/**
 * Text spliced into an interpreter's source (src/analysis/code/shell/handlers/exec.ts, python/process.ts):
 * `python3 -c "… json.loads('''$response''') …"`, `node -e "const d = JSON.parse('${body}')"`, a heredoc of
 * Python with `$var` in a string. The source is the program's; the spliced text only fills a string
 * literal of it. Nothing downloaded runs as it stands, but a reply holding the literal's closing quote
 * ends the string there and the rest of it runs as code: an injection, not a download run. Read from the
 * reconstructed text, never run: the analyzers' placeholders for values not known statically (`$(curl …)`,
 * `${name}`, `${call(…)}`, `$name`, `…`) are the spliced parts, and each must sit inside a plain string
 * literal of the language. One outside a literal, inside an f-string or a template literal (whose
 * `{…}`/`${…}` are code), or in a comment (a spliced line break ends it), is code that runs.
 */

export type SourceLang = 'python' | 'javascript' | 'typescript';

/** What was found: the opening quote of the literal the text is spliced into (`'''`, `"`), for the message. */
export interface SplicedLiteral {
  quote: string;
}

const MAX_TEXT = 64 * 1024;
const MARK = '\u0000';

/** Each placeholder replaced by one mark: `$(…)` and `${…}` with their nesting, `$name`, `…`. */
export function markPlaceholders(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '…') {
      out += MARK;
      continue;
    }
    const open = text[i + 1];
    if (c !== '$' || open === undefined) {
      out += c;
      continue;
    }
    if (open === '(' || open === '{') {
      const close = open === '(' ? ')' : '}';
      let depth = 0;
      let j = i + 1;
      for (; j < text.length; j++) {
        if (text[j] === open) depth++;
        else if (text[j] === close && --depth === 0) break;
      }
      out += MARK;
      i = j;
    } else if (/[A-Za-z_]/.test(open)) {
      let j = i + 1;
      while (j < text.length && /\w/.test(text[j]!)) j++;
      out += MARK;
      i = j - 1;
    } else out += c;
  }
  return out;
}

/**
 * The string literal the spliced parts of `text` sit in, when every one sits in a plain literal of `lang`
 * and there is at least one; undefined when any is code (or the text is too long to read).
 */
export function splicedIntoLiteral(lang: SourceLang, text: string): SplicedLiteral | undefined {
  if (text.length > MAX_TEXT) return undefined;
  const marked = markPlaceholders(text);
  return lang === 'python' ? pythonLiterals(marked) : jsLiterals(marked);
}

function pythonLiterals(s: string): SplicedLiteral | undefined {
  let found: string | undefined;
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c === MARK) return undefined;
    if (c === '#') {
      const nl = s.indexOf('\n', i);
      const end = nl < 0 ? s.length : nl;
      if (s.slice(i, end).includes(MARK)) return undefined;
      i = end;
      continue;
    }
    if (c !== '"' && c !== "'") continue;
    const prefix = (/(?:^|\W)([rbuf]{1,2})$/i.exec(s.slice(Math.max(0, i - 3), i))?.[1] ?? '').toLowerCase();
    const quote = s.startsWith(c.repeat(3), i) ? c.repeat(3) : c;
    const end = closing(s, i + quote.length, quote, !prefix.includes('r'));
    const body = s.slice(i + quote.length, end < 0 ? s.length : end);
    if (body.includes(MARK)) {
      if (prefix.includes('f') || end < 0) return undefined;
      found ??= quote;
    }
    if (end < 0) return undefined;
    i = end + quote.length - 1;
  }
  return found === undefined ? undefined : { quote: found };
}

function jsLiterals(s: string): SplicedLiteral | undefined {
  let found: string | undefined;
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c === MARK) return undefined;
    if (c === '/' && (s[i + 1] === '/' || s[i + 1] === '*')) {
      const end = s[i + 1] === '/' ? s.indexOf('\n', i) : s.indexOf('*/', i + 2);
      const stop = end < 0 ? s.length : end;
      if (s.slice(i, stop).includes(MARK)) return undefined;
      i = stop;
      continue;
    }
    if (c !== '"' && c !== "'" && c !== '`') continue;
    const end = closing(s, i + 1, c, true);
    const body = s.slice(i + 1, end < 0 ? s.length : end);
    if (body.includes(MARK)) {
      // A template literal's `${…}` is code, and a placeholder there cannot be told from one.
      if (c === '`' || end < 0) return undefined;
      found ??= c;
    }
    if (end < 0) return undefined;
    i = end;
  }
  return found === undefined ? undefined : { quote: found };
}

/** The index of the quote that closes a literal whose text starts at `from`, or -1. */
function closing(s: string, from: number, quote: string, escapes: boolean): number {
  for (let i = from; i < s.length; i++) {
    if (escapes && s[i] === '\\') {
      i++;
      continue;
    }
    if (s.startsWith(quote, i)) return i;
    // A one-quote string ends at the line's end (a JavaScript template does not).
    if (quote.length === 1 && quote !== '`' && s[i] === '\n') return -1;
  }
  return -1;
}
