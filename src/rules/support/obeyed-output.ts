import type { Location } from '../../findings.js';
import type { RuleContext } from '../types.js';

/**
 * Output the skill makes binding: "Run `doctor.py --json` and carry out every command in `next_steps`,
 * exactly as printed", "A remediation is what the server needs: carry it out exactly as printed". Where a
 * document that links a program says so (src/rules/support/printed-output.ts runs the commands the
 * program prints; src/rules/support/fed-text.ts reads the words it prints).
 */

/** Obeying verbs, in the languages the prose reader knows, and Vietnamese. */
const OBEY =
  /\b(?:run|execute|carry(?:\s+(?:it|them|each|every|all|these|those))?\s+out|perform|apply|follow|ejecut\w*|aplica\w*|sigue|siga|realiza\w*|exécute\w*|applique\w*|effectue\w*|führe\w*|befolge\w*|ausführen)\b|thực hiện|làm theo|chạy/i;
/** The program's output, or a marker or field of it written as code. */
const OUTPUT =
  /\b(?:prints?|printed|outputs?|shows?|suggests?|suggested|reports?|returns?|emits?|imprime\w*|salida|muestra\w*|affiche\w*|sortie|ausgabe|gibt)\b|in ra|đầu ra|kết quả/i;
/** Code spans of a sentence: a field or marker of the output when the program's source holds it. */
const CODE_SPAN = /`([^`\n]{1,40})`/g;
/** As given: the agent is to run the text itself, not judge it. */
const AS_GIVEN =
  /\bexactly as\b|\bas[- ]is\b|\bas (?:printed|written|shown|given|listed)\b|\bverbatim\b|\bword for word\b|\bwithout (?:asking|stopping|checking|confirm\w*)\b|\btal (?:cual|como)\b|\btel quel\b|\bwörtlich\b|đúng như|không cần hỏi/i;
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
export function obeyedOutputAsk(text: string, source = ''): { start: number; end: number } | undefined {
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
      const verb = OBEY.exec(s);
      if (!verb || !AS_GIVEN.test(s) || !namesOutput(s, source)) continue;
      if (NEGATED.test(s.slice(0, verb.index))) continue;
      return { start: idx, end: idx + s.length };
    }
  }
  return undefined;
}

function namesOutput(sentence: string, source: string): boolean {
  if (OUTPUT.test(sentence)) return true;
  let n = 0;
  for (const m of sentence.matchAll(CODE_SPAN)) {
    if (++n > 16) break;
    const span = m[1]!.trim();
    if (span.length >= 3 && source.includes(span)) return true;
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
    const referrer = reach.chain[reach.chain.length - 2]?.path;
    if (!referrer || !/\.(?:md|mdx|markdown|txt)$/i.test(referrer)) continue;
    const file = await ctx.model.files.text(referrer);
    const ask = file ? obeyedOutputAsk(file.text, source) : undefined;
    if (file && ask) return { path: referrer, region: file.lines.region(ask.start, ask.end) };
  }
  return undefined;
}
