import type { CodeUnit, Placement } from './facts.js';
import type { MarkdownDoc } from './markdown.js';

/**
 * How each fenced block and inline code span of a Markdown document is meant to be used (docs/facts.md
 * "Code units and placement"): told to run, shown runnable, framed as an example not to run, or only
 * mentioned. Judged from the sentences just before (and just after) the code. The attacker writes those
 * sentences too: rules decide how far framing may lower severity.
 */

export interface CodePlacement {
  placement: Placement;
  framing?: CodeUnit['framing'];
}

/** An imperative to run what follows or precedes ("Run:", "execute the following", "paste this into"). */
const INSTRUCT =
  /\b(?:run|execute|exec|paste|type|enter|invoke|launch|install(?:\s+it)?|bootstrap|pipe\s+it|source)\b(?:[^.!?\n]{0,80})(?::|\bbelow\b|\bfollowing\b|\bthis\b|\bit\b|\bonce\b|\bnow\b|\bfirst\b)|^[ \t]*(?:\d{1,2}[.)]|step[ \t]+\d{1,2}\b)|\bin\s+(?:your|a|the)\s+terminal\b|\bmust\s+(?:be\s+)?run\b/im;

/** Framing as a thing not to do. */
const NEGATION =
  /\b(?:never|don'?t|do not|must not|should not|shouldn'?t|avoid|refuse to|won'?t|not allowed to|forbidden to)\s+(?:[\w-]+\s+){0,2}?(?:run|running|execute|use|using|pipe|piping|do|doing|copy|paste|type|curl)\b|\b(?:bad|wrong|insecure|dangerous|unsafe|malicious|vulnerable|anti-?pattern|incorrect)(?:\s+(?:example|pattern|practice|usage|code|way))?\s*[:(]|❌|⛔|🚫|\bwhat not to do\b/i;

/** Words that frame code as a described attack (security write-ups quoting payloads). */
const ILLUSTRATIVE =
  /\b(?:attackers?|malicious|exploit(?:s|ed|ation)?|backdoor|threat actors?|adversary|red[- ]team|proof[- ]of[- ]concept|payloads? (?:like|such as)|injection (?:example|pattern)s?)\b/i;

/** A sentence that hands the code over without asking to run it: "for example", "such as", "e.g.". */
const EXAMPLE =
  /\b(?:for example|e\.g\.|such as|like this|looks like|for instance|example:|output:|returns?:)\s*$/i;

function before(text: string, at: number, chars = 300): string {
  const from = Math.max(0, at - chars);
  const slice = text.slice(from, at);
  const lines = slice.split('\n').filter((l) => l.trim() !== '' && !/^\s*(?:```|~~~)/.test(l));
  return lines.slice(-2).join('\n');
}

function after(text: string, at: number, chars = 200): string {
  const slice = text.slice(at, at + chars);
  const lines = slice.split('\n').filter((l) => l.trim() !== '' && !/^\s*(?:```|~~~)/.test(l));
  return lines.slice(0, 1).join('\n');
}

/** What the text around a fenced block asks. */
function fencePlacement(text: string, start: number, end: number): CodePlacement {
  const lead = before(text, start);
  const tail = after(text, end);
  const framing: CodeUnit['framing'] | undefined = NEGATION.test(lead)
    ? 'negated'
    : ILLUSTRATIVE.test(lead)
      ? 'illustrative'
      : undefined;
  // "Run it once to show the user" after a block framed as a bad example still asks to run it.
  const told =
    INSTRUCT.test(lead.split('\n').pop() ?? '') ||
    /\b(?:run|execute)\s+(?:it|this|that|the above)\b/i.test(tail);
  if (told) return { placement: 'instructed', ...(framing ? { framing } : {}) };
  if (framing === 'negated') return { placement: 'example', framing };
  return { placement: 'runnable', ...(framing ? { framing } : {}) };
}

/** What the sentence around an inline code span asks. */
function inlinePlacement(text: string, start: number): CodePlacement {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lead = text.slice(Math.max(lineStart, start - 200), start);
  if (NEGATION.test(lead)) return { placement: 'example', framing: 'negated' };
  if (/^\s*(?:\||#{1,6}\s)/.test(text.slice(lineStart, start))) return { placement: 'mention' };
  if (EXAMPLE.test(lead)) return { placement: 'mention' };
  if (/\b(?:run|execute|exec|paste|type|enter|invoke|install|bootstrap)\b[^.!?`\n]{0,40}$/i.test(lead))
    return { placement: 'instructed' };
  // A label and a colon right before the code: `Setup: \`curl … | sh\``, `Step 2: \`…\``.
  if (
    /(?:^|[.!?][ \t]+)[A-Za-z][\w ]{0,30}:[ \t]*$/.test(lead) &&
    !/\b(?:example|output|returns?|result|note)[ \t]*:[ \t]*$/i.test(lead)
  )
    return { placement: 'instructed' };
  return { placement: 'mention' };
}

export function codePlacements(
  text: string,
  md: MarkdownDoc,
): { code: CodePlacement[]; inline: CodePlacement[] } {
  return {
    code: md.code.map((c) => fencePlacement(text, c.start, c.end)),
    inline: md.inlineCode.map((s) => inlinePlacement(text, s.start)),
  };
}
