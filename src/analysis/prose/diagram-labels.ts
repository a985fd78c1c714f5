/**
 * The text of a Mermaid diagram (```mermaid fences): node labels (`A["Run: …"]`, `B(…)`, `C{…}`,
 * `D([…])`, `E>…]`) and edge labels (`-- yes -->`, `-->|no|`). A flowchart a skill tells the agent to
 * walk "node by node" is a list of steps written where a reviewer reads boxes and arrows; its labels are
 * read as sentences like any fenced text (src/analysis/prose/index.ts). Spans are offsets in the document.
 *
 * The labels are those of the leftmost-first, non-overlapping matches of this pattern, alternatives in
 * this order (quoted labels first: they may hold brackets; `\s` is JavaScript's, newline included):
 *
 *   1 \[\s{0,4}"([^"\n]{1,1000})"\s{0,4}\]       5 \[([^\]"\n]{1,1000})\]
 *   2 \(\[?\s{0,4}"([^"\n]{1,1000})"\s{0,4}\]?\)  6 \(([^)"\n]{1,1000})\)
 *   3 \{\s{0,4}"([^"\n]{1,1000})"\s{0,4}\}       7 \{([^}"\n]{1,1000})\}
 *   4 \(\[([^\]\n]{1,1000})\]\)                  8 \|([^|\n]{1,300})\|
 *                                               9 --\s([^-\n>]{1,300})\s--
 *
 * As a regular expression each alternative scans up to 1,000 characters at every position, so a long run
 * of `([` took seconds (128 KB: 2-5 s). Each alternative is decided here in O(1) instead: a label's class
 * excludes its closer, so the label can only end at the first closer or newline after its start, and
 * `Closer` keeps that position per character with amortised linear work. A span is the label group's
 * own position (the regular expression's code took the label's first occurrence in the match: the
 * same for any label kept, as the text before it holds no letter). Test: diagram-labels.test.ts
 * compares the spans with the regular expression's on random and Mermaid input.
 */

export interface LabelSpan {
  start: number;
  end: number;
}

/** Work counter for tests: characters and positions visited, linear in the body's length. */
export interface LabelScanStats {
  steps: number;
}

const MAX_LABELS = 2_000;
const QUOTED_MAX = 1_000;
const EDGE_MAX = 300;

/** JavaScript's `\s` (WhiteSpace and LineTerminator) on one UTF-16 code unit. */
function isSpace(c: number): boolean {
  if (c === 32 || (c >= 9 && c <= 13)) return true;
  if (c < 0xa0) return false;
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

const QUOTE = 34;
const BRACKET_OPEN = 91;
const BRACKET_CLOSE = 93;
const PAREN_OPEN = 40;
const PAREN_CLOSE = 41;
const BRACE_OPEN = 123;
const BRACE_CLOSE = 125;
const PIPE = 124;
const DASH = 45;
const NEWLINE = 10;

/**
 * The first position at or after x holding one character (the body's length when none). Queries come
 * from positions at most seven ahead of the scan, which only moves forward: a query behind the cached
 * origin rescans at most those few characters, a query past the cached hit searches on from there, so
 * every character is searched over about once per closer.
 */
class Closer {
  private from = 0;
  private at = -1;
  constructor(
    private readonly s: string,
    private readonly ch: string,
    private readonly stats: LabelScanStats,
  ) {}

  next(x: number): number {
    const s = this.s;
    if (x > this.at) {
      const p = s.indexOf(this.ch, x);
      this.at = p < 0 ? s.length : p;
      this.stats.steps += Math.max(1, this.at - x + 1);
    } else if (x < this.from) {
      for (let k = x; k < this.from; k++) {
        this.stats.steps++;
        if (s[k] === this.ch) {
          this.at = k;
          break;
        }
      }
    }
    this.from = x;
    return this.at;
  }
}

/**
 * Finds the matches of one body: `at(i)` returns the match's end (0 for none) and leaves the label's
 * span in `from`/`to`.
 */
class Scanner {
  from = 0;
  to = 0;
  /** This call's own count (a shared one would outgrow a small integer and slow every increment). */
  readonly stats: LabelScanStats = { steps: 0 };
  private readonly quote: Closer;
  private readonly bracket: Closer;
  private readonly paren: Closer;
  private readonly brace: Closer;
  private readonly pipe: Closer;
  private readonly dash: Closer;
  private readonly gt: Closer;
  private readonly newline: Closer;

  constructor(private readonly s: string) {
    const stats = this.stats;
    this.quote = new Closer(s, '"', stats);
    this.bracket = new Closer(s, ']', stats);
    this.paren = new Closer(s, ')', stats);
    this.brace = new Closer(s, '}', stats);
    this.pipe = new Closer(s, '|', stats);
    this.dash = new Closer(s, '-', stats);
    this.gt = new Closer(s, '>', stats);
    this.newline = new Closer(s, '\n', stats);
  }

  /** `\s{0,4}` from x: greedy, and nothing after it is a space, so the count is the match's. */
  private spaces(x: number): number {
    let k = 0;
    while (k < 4 && isSpace(this.s.charCodeAt(x + k))) k++;
    this.stats.steps += k + 1;
    return x + k;
  }

  /** `"([^"\n]{1,1000})"` at x (the opening quote): the closing quote's position or -1. */
  private quoted(x: number): number {
    if (this.s.charCodeAt(x) !== QUOTE) return -1;
    const q = Math.min(this.quote.next(x + 1), this.newline.next(x + 1));
    return this.s.charCodeAt(q) === QUOTE && q - x - 1 >= 1 && q - x - 1 <= QUOTED_MAX ? q : -1;
  }

  /** A label from x ending at the first closer, quote (when stopped by quotes) or newline: its end or -1. */
  private plain(x: number, closer: Closer, ch: number, quoteStops: boolean, max: number): number {
    let q = Math.min(closer.next(x), this.newline.next(x));
    if (quoteStops) q = Math.min(q, this.quote.next(x));
    return this.s.charCodeAt(q) === ch && q - x >= 1 && q - x <= max ? q : -1;
  }

  private found(from: number, to: number, next: number): number {
    this.from = from;
    this.to = to;
    return next;
  }

  /** Alternatives 1 to 3: the opener at i, then `[` for the stadium, a quoted label, its closer. */
  private quotedAt(i: number, open: number, close: number): number {
    const s = this.s;
    const o = this.spaces(open === PAREN_OPEN && s.charCodeAt(i + 1) === BRACKET_OPEN ? i + 2 : i + 1);
    const q = this.quoted(o);
    if (q < 0) return 0;
    let p = this.spaces(q + 1);
    if (open === PAREN_OPEN && s.charCodeAt(p) === BRACKET_CLOSE) p++;
    return s.charCodeAt(p) === close ? this.found(o + 1, q, p + 1) : 0;
  }

  /** The match at position i (an opener), trying the alternatives in the pattern's order. */
  at(i: number): number {
    const s = this.s;
    const c = s.charCodeAt(i);
    if (c === BRACKET_OPEN) {
      const m = this.quotedAt(i, c, BRACKET_CLOSE);
      if (m) return m;
      const e = this.plain(i + 1, this.bracket, BRACKET_CLOSE, true, QUOTED_MAX);
      return e >= 0 ? this.found(i + 1, e, e + 1) : 0;
    }
    if (c === PAREN_OPEN) {
      const m = this.quotedAt(i, c, PAREN_CLOSE);
      if (m) return m;
      if (s.charCodeAt(i + 1) === BRACKET_OPEN) {
        const e = this.plain(i + 2, this.bracket, BRACKET_CLOSE, false, QUOTED_MAX);
        if (e >= 0 && s.charCodeAt(e + 1) === PAREN_CLOSE) return this.found(i + 2, e, e + 2);
      }
      const e = this.plain(i + 1, this.paren, PAREN_CLOSE, true, QUOTED_MAX);
      return e >= 0 ? this.found(i + 1, e, e + 1) : 0;
    }
    if (c === BRACE_OPEN) {
      const m = this.quotedAt(i, c, BRACE_CLOSE);
      if (m) return m;
      const e = this.plain(i + 1, this.brace, BRACE_CLOSE, true, QUOTED_MAX);
      return e >= 0 ? this.found(i + 1, e, e + 1) : 0;
    }
    if (c === PIPE) {
      const e = this.plain(i + 1, this.pipe, PIPE, false, EDGE_MAX);
      return e >= 0 ? this.found(i + 1, e, e + 1) : 0;
    }
    return c === DASH ? this.edge(i) : 0;
  }

  /**
   * `--\s([^-\n>]{1,300})\s--` at i. The label runs at most to r, the first `-`, newline or `>`; the
   * `--` after it must start at r or r + 1, so the greedy label ends at r (a newline there, then `--`)
   * or else at r - 1 (a space there, `--` at r).
   */
  private edge(i: number): number {
    const s = this.s;
    if (s.charCodeAt(i + 1) !== DASH || !isSpace(s.charCodeAt(i + 2))) return 0;
    const x = i + 3;
    const r = Math.min(this.dash.next(x), this.newline.next(x), this.gt.next(x));
    if (r - x >= 1 && r - x <= EDGE_MAX && s.charCodeAt(r) === NEWLINE) {
      if (s.charCodeAt(r + 1) === DASH && s.charCodeAt(r + 2) === DASH) return this.found(x, r, r + 3);
    }
    if (r - 1 - x >= 1 && r - 1 - x <= EDGE_MAX && isSpace(s.charCodeAt(r - 1))) {
      if (s.charCodeAt(r) === DASH && s.charCodeAt(r + 1) === DASH) return this.found(x, r - 1, r + 2);
    }
    return 0;
  }
}

export function mermaidLabels(text: string, start: number, end: number, stats?: LabelScanStats): LabelSpan[] {
  const out: LabelSpan[] = [];
  const body = text.slice(start, end);
  const scanner = new Scanner(body);
  // Bounded: each turn moves i forward by at least one character.
  // Only the five openers start a match; a one-class search passes over the rest (natively: a loop
  // over every character made the scan twice as slow as the regular expression on real diagrams).
  const opener = /[[({|-]/g;
  for (let i = 0; i < body.length; ) {
    opener.lastIndex = i;
    const o = opener.exec(body);
    if (!o) break;
    scanner.stats.steps += o.index - i + 1;
    i = o.index;
    const next = scanner.at(i);
    if (next === 0) {
      i++;
      continue;
    }
    if (out.length >= MAX_LABELS) break;
    i = next;
    const { from, to } = scanner;
    if (!/[a-z]{2}/i.test(body.slice(from, to))) continue;
    out.push({ start: start + from, end: start + to });
  }
  if (stats) stats.steps += scanner.stats.steps;
  return out;
}
