/**
 * Statements of a Ruby or Perl script, found without a parser: one left-to-right pass that tracks quotes,
 * comments, here-documents and bracket depth. Perl ends a statement at `;` and at the braces of a block
 * (`sub x {`, `if (…) {`, `}`); Ruby at a line end, unless a bracket is open or the line ends with an
 * operator or comma, or the next line starts with `.`. Every statement is bounded (characters and lines)
 * so a quote left open by an unmodelled construct (a regex, `%q`) cannot swallow the rest of the file.
 */

export type ScriptLang = 'ruby' | 'perl';

export interface Statement {
  text: string;
  start: number;
  end: number;
  /** Columns of leading blanks on the statement's first line (Ruby method extents). */
  indent: number;
}

const MAX_STATEMENTS = 4_000;
const MAX_STATEMENT_CHARS = 6_000;
const MAX_STATEMENT_LINES = 60;

/** The language of a script file: shebang first, then which language's everyday words it uses more. */
export function scriptLanguage(text: string): ScriptLang | undefined {
  const head = text.slice(0, 200);
  if (/^#!\S*(?:\/|env\s+(?:-\S+\s+)*)perl/.test(head)) return 'perl';
  if (/^#!\S*(?:\/|env\s+(?:-\S+\s+)*)ruby/.test(head)) return 'ruby';
  if (/^\s*<\?php|^#!\S*(?:php|lua)/.test(head)) return undefined;
  const sample = text.slice(0, 64 * 1024);
  const perl = count(sample, PERL_WORDS);
  const ruby = count(sample, RUBY_WORDS);
  if (perl === 0 && ruby === 0) return undefined;
  return perl > ruby ? 'perl' : 'ruby';
}

/** Lines only Perl writes: pragmas and modules, `my`, subs, `$ENV{…}`, `->method(`, its HTTP clients. */
const PERL_WORDS =
  /^[ \t]{0,64}(?:use[ \t]+(?:strict|warnings|[A-Z]\w*(?:::\w+)*)\b|my[ \t]*[$@%(]|sub[ \t]+\w+[ \t]*\{)|\$ENV\{|\bHTTP::Tiny\b|\bLWP::|\$\w+->\w+\(/gm;
/**
 * Lines only Ruby writes: requires, defs, bare `end`, classes, `puts`, interpolation, its core classes, and
 * the DSL lines of the Ruby files tools evaluate (Brewfile `brew`/`cask`/`tap`/`mas`, Gemfile `gem`, Podfile `pod`).
 */
const RUBY_WORDS =
  /^[ \t]{0,64}(?:require(?:_relative)?[ \t]+["']|def[ \t]+\w|end[ \t]*$|class[ \t]+[A-Z]\w*[ \t]*(?:<|$)|puts[ \t]|(?:brew|cask|tap|mas|gem|pod)[ \t]+["'])|#\{|\b(?:Net::HTTP|URI\.open|HTTParty|Faraday|RubyVM::|Dir\.home|File\.(?:read|join|write|expand_path))\b|\bENV\[/gm;

function count(s: string, re: RegExp): number {
  let n = 0;
  for (const _ of s.matchAll(re)) if (++n >= 200) break;
  return n;
}

/** Words after which a Perl `{` opens a block whose inside holds statements. */
const PERL_BLOCK_WORD = /(?:\)|\belse|\bsub\s+\w+|\beval|\bBEGIN|\bEND|\bcontinue)\s*$/;
/** Ruby line endings that continue the statement on the next line. */
const RUBY_CONTINUES = /(?:\|\||&&|[,\\([+*.=]|\band|\bor|\bnot)\s*$/;

/** The statements of `text` (at most 4,000), with offsets into it. */
/** Adds the statement `raw` (read from `src` at `start`) trimmed, with its indent; bounded in count. */
export function pushStatement(out: Statement[], src: string, start: number, raw: string): void {
  const trimmed = raw.trim();
  if (trimmed === '' || out.length >= MAX_STATEMENTS) return;
  const lead = raw.length - raw.trimStart().length;
  const lineStart = src.lastIndexOf('\n', start + lead - 1) + 1;
  out.push({
    text: trimmed,
    start: start + lead,
    end: start + lead + trimmed.length,
    indent: start + lead - lineStart,
  });
}

export function splitStatements(text: string, lang: ScriptLang): Statement[] {
  const out: Statement[] = [];
  const src = text.slice(0, 256 * 1024);
  let start = 0;
  let depth = 0;
  let quote = '';
  let lines = 0;
  let heredoc: string[] = [];
  /** Perl braces: true for a block brace (a boundary), false for a hash or `do {}` (nesting). */
  const braces: boolean[] = [];
  /** Comments inside the current statement: blanked in its text, so offsets still map onto the file. */
  const comments: Array<[number, number]> = [];
  const flush = (end: number) => {
    let raw = src.slice(start, end);
    for (const [a, b] of comments)
      if (a >= start && b <= end) raw = raw.slice(0, a - start) + ' '.repeat(b - a) + raw.slice(b - start);
    comments.length = 0;
    pushStatement(out, src, start, raw);
    start = end + 1;
    depth = 0;
    quote = '';
    lines = 0;
    braces.length = 0;
  };
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (c === '\n') {
      lines++;
      // Documentation (Perl POD `=head1 … =cut`, Ruby `=begin … =end`) and the data after `__END__`
      // are not code: an apostrophe in them must not open a quote.
      const doc = docBlockEnd(src, i, lang);
      if (doc !== undefined) {
        flush(i);
        start = Math.min(src.length, doc + 1);
        if (doc >= src.length) break;
        i = doc;
        continue;
      }
      if (heredoc.length) {
        i = skipHeredocs(src, i, heredoc);
        heredoc = [];
        if (lang === 'ruby' && depth === 0 && !quote) flush(i);
        continue;
      }
      if (i - start > MAX_STATEMENT_CHARS || lines > MAX_STATEMENT_LINES) {
        flush(i);
        continue;
      }
      if (lang === 'ruby' && !quote && depth <= 0 && !rubyContinues(src, start, i)) flush(i);
      continue;
    }
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
      continue;
    }
    if (c === '#' && src[i - 1] !== '$' && !(lang === 'perl' && src[i - 1] === '{')) {
      const nl = src.indexOf('\n', i);
      const to = nl < 0 ? src.length : nl;
      if (comments.length < 64) comments.push([i, to]);
      i = to - 1;
      continue;
    }
    if ((c === '=' || c === '!') && src[i + 1] === '~') {
      // A match or substitution (`=~ s/'//g`, `!~ m{"}`): its quotes are regex text, not strings.
      i = regexEnd(src, i + 2) - 1;
      continue;
    }
    if (c === '"' || c === "'" || c === '`') {
      // `$'` and `$"` are Perl variables, not quotes; a Ruby `?'` is a character literal.
      if (src[i - 1] !== '$' && src[i - 1] !== '?') quote = c;
      continue;
    }
    if (c === '<' && src[i + 1] === '<') {
      const m = /^<<[~-]?(["'`]?)([A-Za-z_]\w{0,40})\1/.exec(src.slice(i, i + 50));
      if (m && heredoc.length < 8) {
        heredoc.push(m[2]!);
        i += m[0].length - 1;
        continue;
      }
    }
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth = Math.max(0, depth - 1);
    else if (c === '{') {
      // A bare block (`{ my $x = …; … }` where a statement starts) scopes its statements: they are statements too.
      const before = src.slice(Math.max(start, i - 80), i);
      if (lang === 'perl' && depth === 0 && (PERL_BLOCK_WORD.test(before) || /^\s*$/.test(before))) {
        braces.push(true);
        flush(i);
      } else if (lang === 'ruby' && /^\{\s*\|/.test(src.slice(i, i + 40))) {
        // A Ruby block's braces hold statements: the opening line is one statement, the body others.
      } else {
        braces.push(false);
        depth++;
      }
    } else if (c === '}') {
      if (lang === 'perl' && braces.length === 0) flush(i);
      else if (braces.pop() === false) depth = Math.max(0, depth - 1);
    } else if (c === ';' && depth === 0) flush(i);
  }
  if (start < src.length) flush(src.length);
  return out;
}

/**
 * The index just past the regex literal that starts at `from` (after `=~`): `/…/`, `m…`, `qr…`,
 * `%r{…}`, and the two-part `s…`, `tr…`, `y…`, with any delimiter; searched on the same line only.
 * Returns `from` when there is none there.
 */
function regexEnd(src: string, from: number): number {
  const lineEnd = src.indexOf('\n', from);
  const line = src.slice(from, Math.min(lineEnd < 0 ? src.length : lineEnd, from + 2_000));
  const op = /^\s*(s|tr|y|m|qr|%r)?(?=[^\w\s])/.exec(line);
  if (!op || (!op[1] && line[op[0].length] !== '/')) return from;
  const parts = op[1] === 's' || op[1] === 'tr' || op[1] === 'y' ? 2 : 1;
  let j = op[0].length;
  for (let p = 0; p < parts; p++) {
    const open = line[j];
    if (open === undefined) return from;
    const close = CLOSE[open];
    let k = j + 1;
    for (; k < line.length && line[k] !== (close ?? open); k++) if (line[k] === '\\') k++;
    if (k >= line.length) return from;
    if (p + 1 === parts) return from + k + 1;
    // `s{a}{b}` opens a new bracket for the second part; `s/a/b/` shares the middle delimiter.
    j = close ? k + 1 + (/^\s*/.exec(line.slice(k + 1))?.[0].length ?? 0) : k;
  }
  return from;
}

const CLOSE: Readonly<Record<string, string>> = { '(': ')', '{': '}', '[': ']', '<': '>' };

/** The end of a documentation block or data section starting on the line after `nl`, if one does. */
function docBlockEnd(src: string, nl: number, lang: ScriptLang): number | undefined {
  if (src.startsWith('__END__', nl + 1) || src.startsWith('__DATA__', nl + 1)) return src.length;
  if (src[nl + 1] !== '=' || !/[a-zA-Z]/.test(src[nl + 2] ?? '')) return undefined;
  const close = lang === 'perl' ? '\n=cut' : '\n=end';
  if (lang === 'ruby' && !src.startsWith('=begin', nl + 1)) return undefined;
  const at = src.indexOf(close, nl + 1);
  if (at < 0) return src.length;
  const eol = src.indexOf('\n', at + 1);
  return eol < 0 ? src.length : eol;
}

/** Past the bodies of the here-documents opened on the line that ends at `nl`: the terminator lines' ends. */
function skipHeredocs(src: string, nl: number, tags: readonly string[]): number {
  let i = nl;
  for (const tag of tags) {
    for (let n = 0; n < 5_000 && i < src.length; n++) {
      const next = src.indexOf('\n', i + 1);
      const line = src.slice(i + 1, next < 0 ? src.length : next);
      i = next < 0 ? src.length : next;
      if (line.trim() === tag) break;
    }
  }
  return i;
}

function rubyContinues(src: string, start: number, nl: number): boolean {
  const lineStart = Math.max(start, src.lastIndexOf('\n', nl - 1) + 1, nl - 400);
  const line = src.slice(lineStart, nl).replace(/\s#[^"'\n]*$/, '');
  if (RUBY_CONTINUES.test(line)) return true;
  const next = /^[ \t]*(\S{1,2})/.exec(src.slice(nl + 1, nl + 200));
  return next?.[1] === '.' || (next?.[1]?.startsWith('.') === true && next[1] !== '..') || next?.[1] === '&.';
}
