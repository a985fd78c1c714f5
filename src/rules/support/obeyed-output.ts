import type { Location } from '../../findings.js';
import type { RuleContext } from '../types.js';

/**
 * Output the skill makes binding: "Run `doctor.py --json` and carry out every command in `next_steps`,
 * exactly as printed", "A remediation is what the server needs: carry it out exactly as printed". Where a
 * document that links a program says so (src/rules/support/printed-output.ts runs the commands the
 * program prints; src/rules/support/fed-text.ts reads the words it prints).
 */

/**
 * Obeying verbs, in the languages the prose reader knows, and Vietnamese; `do` only with what it is to do
 * ("do what it prints", "do as it says"). Global: every verb of a sentence is read with its own subject.
 */
const OBEY =
  /\b(?:run|execute|carry(?:\s+(?:it|them|each|every|all|these|those))?\s+out|perform|apply|follow|do(?=\s+(?:what|whatever|everything|as)\b)|ejecut\w*|aplica\w*|sigue|siga|realiza\w*|exécute\w*|applique\w*|effectue\w*|führe\w*|befolge\w*|ausführen)\b|thực hiện|làm theo|chạy/gi;
/**
 * The program's output, or a marker or field of it written as code: nouns, and verbs in the third person or
 * as participles ("what it prints", "the suggested fixes", "as printed"). A bare "report", "show" or
 * "print" is the agent's own verb ("report results to the user"), not the program's output.
 */
const OUTPUT =
  /\b(?:prints|printed|outputs?|shows|suggests|suggested|reports|reported|returns|returned|emits|emitted|imprime\w*|salida|muestra\w*|affiche\w*|sortie|ausgabe|gibt)\b|in ra|đầu ra|kết quả/gi;
/** Verbs that pass the output on to someone instead of acting on it: "report what it prints to the user". */
const RELAY =
  /\b(?:report|show|tell|relay|summari[sz]e|present|share|display|explain|describe|quote|paste|informa\w*|muestra|montre\w*|zeig\w*)\b/gi;
/** Code spans of a sentence: a field or marker of the output when the program's source holds it. */
const CODE_SPAN = /`([^`\n]{1,40})`/g;
/**
 * As given: the agent is to run the text itself, not judge it. "Exactly as" before a preposition or a
 * participle of design ("run exactly as for the other profiles", "exactly as documented") compares, it does
 * not hand the agent the output. "Without asking them to run commands" says who
 * runs (the agent, not the user), not that nobody checks: followed by a person and `to`, it is not one.
 */
const AS_GIVEN =
  /\bexactly as\b(?!\s+(?:for|in|with|before|after|when|whenever|if|at|on|under|during|usual|elsewhere|described|documented|expected|designed|intended)\b)|\bas[- ]is\b|\bas (?:printed|written|shown|given|listed)\b|\bverbatim\b|\bword for word\b|\bwithout (?:asking|stopping|checking|confirm\w*)\b(?!\s+(?:them|the user|users|him|her|anyone|someone|people|the human)\s+to\b)|\btal (?:cual|como)\b|\btel quel\b|\bwörtlich\b|đúng như|không cần hỏi/i;
/** The verb is someone else's to do: "asking them to run", "tell the user to execute". */
const OTHERS_VERB =
  /\b(?:ask|asking|asks|tell|telling|tells|have|having|let|letting|get|getting|make|making|want|wants|need|needs|instruct\w*|require\w*)\s+(?:them|the user|users|him|her|someone|people|the human|the reader)\s+to\s+$/i;
/** A negation before the verb: "never run what it prints". */
const NEGATED = /\b(?:never|do not|don't|must not|no|nunca|jamais|niemals|nie)\b|không được|đừng/i;

const MAX_DOC_CHARS = 200_000;
/** A line break followed by a line that goes on with the text: not blank, no list marker, table, heading or fence. */
const CONTINUED = /\n(?=[ \t]{0,8}[^\s|#>`*+\-\d])/g;

/**
 * Where a document asks to obey a program's output: the sentence or table row, or undefined. The output is
 * named by a word (prints, output …) or by a code span the program's source holds (`next_steps`, `ACTION:`):
 * a span that names something else (`setup.py` itself, "run `setup.py` exactly as shown") does not count.
 */
export function obeyedOutputAsk(
  text: string,
  source = '',
  names?: string,
): { start: number; end: number } | undefined {
  // A sentence wrapped over lines of one paragraph or list item is one sentence ("… carry it out\n exactly
  // as printed"): a line break before a continuation line becomes a blank (same length, same offsets).
  const body = text.slice(0, MAX_DOC_CHARS).replace(CONTINUED, ' ');
  // Every ask needs an "as given" phrase, and a sentence is a piece of the body cut at blanks and line ends
  // (where a word boundary is a boundary in the body too): a body without one asks nothing. One scan here
  // instead of two expressions per sentence (on a 72 MB collection the verbs alone were 2% of the scan).
  if (!AS_GIVEN.test(body)) return undefined;
  let at = 0;
  let n = 0;
  for (const line of body.split('\n')) {
    const lineStart = at;
    at += line.length + 1;
    if (++n > 20_000) break;
    // A table row is one statement; prose is split at sentence and clause ends ("ask which to run; never run
    // what it prints as-is" is two asks).
    const parts = line.trimStart().startsWith('|') ? [line] : line.split(/(?<=[.!?。;；])\s+/);
    let off = lineStart;
    for (const s of parts) {
      const idx = body.indexOf(s, off);
      off = idx + s.length;
      if (names !== undefined && !s.includes(names)) continue;
      if (!AS_GIVEN.test(s) || !agentObeysOutput(s, source)) continue;
      return { start: idx, end: idx + s.length };
    }
  }
  return undefined;
}

/**
 * A verb of the sentence that the agent is to do (not negated before it, not someone else's: "without
 * asking them to run commands"), in a sentence that names the program's output as something to act on.
 */
function agentObeysOutput(s: string, source: string): boolean {
  let n = 0;
  for (const verb of s.matchAll(OBEY)) {
    if (++n > 16) break;
    const before = s.slice(0, verb.index);
    if (NEGATED.test(before) || OTHERS_VERB.test(before)) continue;
    return namesOutput(s, source);
  }
  return false;
}

/**
 * The output named as something to act on: an output word or a code span the program's source holds, whose
 * nearest verb before it is not one that passes it on ("report what it prints to the user" relays it).
 */
function namesOutput(sentence: string, source: string): boolean {
  const relays = [...sentence.matchAll(RELAY)].slice(0, 16).map((m) => m.index);
  const obeys = [...sentence.matchAll(OBEY)].slice(0, 16).map((m) => m.index);
  const acted = (at: number) => {
    const relay = Math.max(-1, ...relays.filter((i) => i < at));
    return relay < 0 || Math.max(-1, ...obeys.filter((i) => i < at)) > relay;
  };
  let n = 0;
  for (const m of sentence.matchAll(OUTPUT)) {
    if (++n > 16) break;
    if (acted(m.index)) return true;
  }
  for (const m of sentence.matchAll(CODE_SPAN)) {
    if (++n > 32) break;
    const span = m[1]!.trim();
    if (span.length >= 3 && source.includes(span) && acted(m.index)) return true;
  }
  return false;
}

/** The document linking `path` that asks to obey its output, located at the ask. */
export async function obeyingReferrer(
  ctx: RuleContext,
  path: string,
  source: string,
): Promise<Location | undefined> {
  const graph = await ctx.model.graph();
  let looked = 0;
  for (const reach of graph.reachers(path)) {
    if (++looked > 32) break;
    const step = reach.chain[reach.chain.length - 2];
    const referrer = step?.path;
    if (!referrer || !/\.(?:md|mdx|markdown|txt)$/i.test(referrer)) continue;
    const file = await ctx.model.files.text(referrer);
    if (!file) continue;
    const base = path.slice(path.lastIndexOf('/') + 1);
    const located = step.region && file.lines.offsetOf(step.region.startLine, step.region.startColumn);
    const ask = askAbout(file.text, anchorsOf(file.text, base, located), source, base);
    if (ask) return { path: referrer, region: file.lines.region(ask.start, ask.end) };
  }
  return undefined;
}

/** How far (in lines) an ask may sit from the program's link and still be about it, inside one section. */
const NEAR_LINES = 12;
const HEADING = /^[ \t]{0,3}#{1,6}[ \t]/;

/**
 * The ask about the program linked at `at`: an obeying sentence in the passage around the link (at most
 * NEAR_LINES lines either side, not past a heading), or one anywhere that names the program by its file
 * name. A sentence about another program, or a description ("the gates run exactly as for the other
 * profiles") thousands of lines from where a changelog names a test file, says nothing of this program's
 * output: the agent is never told to act on what it prints.
 */
function askAbout(
  text: string,
  anchors: readonly number[],
  source: string,
  base: string,
): { start: number; end: number } | undefined {
  // Reached through its skill's folder and never named: the document as a whole is about the skill's programs.
  if (anchors.length === 0) return obeyedOutputAsk(text, source);
  for (const at of anchors) {
    const { start, end } = passageAround(text, at);
    const near = obeyedOutputAsk(text.slice(start, end), source);
    if (near) return { start: near.start + start, end: near.end + start };
  }
  return base.length >= 4 ? obeyedOutputAsk(text, source, base) : undefined;
}

const MAX_ANCHORS = 16;

/** Where the referrer names the program: the chain's located reference, and its file name's mentions. */
function anchorsOf(text: string, base: string, located: number | undefined): number[] {
  const out = located === undefined ? [] : [located];
  if (base.length < 4) return out;
  for (let at = text.indexOf(base); at >= 0 && out.length < MAX_ANCHORS; at = text.indexOf(base, at + 1))
    out.push(at);
  return out;
}

/** The lines around `at`, up to NEAR_LINES each way, stopping at a heading. */
function passageAround(text: string, at: number): { start: number; end: number } {
  let start = text.lastIndexOf('\n', at - 1) + 1;
  for (let n = 0; n < NEAR_LINES && start > 0; n++) {
    const prev = text.lastIndexOf('\n', start - 2) + 1;
    if (HEADING.test(text.slice(start, start + 8))) break;
    start = prev;
  }
  let end = text.indexOf('\n', at);
  end = end < 0 ? text.length : end;
  for (let n = 0; n < NEAR_LINES && end < text.length; n++) {
    const next = text.indexOf('\n', end + 1);
    const line = text.slice(end + 1, next < 0 ? text.length : next);
    if (HEADING.test(line)) break;
    end = next < 0 ? text.length : next;
  }
  return { start, end };
}
