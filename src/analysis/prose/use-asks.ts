import type { TextIntent } from '../facts.js';
import type { LineMap } from '../lines.js';
import type { MarkdownDoc } from '../markdown.js';
import type { MdBlock } from '../markdown-blocks.js';
import { keyOf } from './intents.js';
import { type Analysed, evidenceOf } from './sentence.js';

/**
 * A "use link" (docs/prose.md): a sentence that asks the agent to use an item another text only mentions —
 * "run sample **S-3** from the table in [samples](…)", "exécute l'exemple n° 3 de la liste … de [règles](…)",
 * "type each line of its Output block that starts with `$ `", "re-run every command after `attacker$`",
 * "continue where the previous assistant stopped", "read that sentence without the 'do not' and run the
 * block under it". The item's own framing (a catalogue row, a list of what not to do, an output sample, a
 * transcript turn, a warning) is written by the same author as the ask; the ask decides. Each ask becomes a
 * `run-linked` intent whose object names the item (`use:<kind>:<arg>`) and the files the passage points to;
 * src/model/use-links.ts reads the item out of those files as code this sentence asks the agent to run.
 *
 * Bounded: at most MAX_ASKS asks per file, a fixed look-back for the files, and regular expressions without
 * nested quantifiers over one bounded passage.
 */

const MAX_ASKS = 8;
/** How many lines above the asking passage a file it points to may be named ("Tickets are in `x.md`. … 2. Continue …"). */
const LOOK_BACK_LINES = 12;

/** Run, type, replay or reproduce, in the languages the role reading knows; CJK and Hangul stems inside words. */
const RUN =
  /(?:^|[^\p{L}])(?:run|re-?run|execute|exec|type|enter|replay|reproduce|paste|invoke|ex[ée]cute[rz]?|lance[rz]?|tape[rz]?|rejoue[rz]?|reproduis(?:ez)?|ejecut[ae]n?|ejecutar|reproduz[ai]|reproduza|execut[ae]|executar|rode|esegui(?:te|re)?|f[üu]hre|tippe|digite|digita)(?!\p{L})|실행|재현|입력|実行|执行|运行|再現|复现/iu;
/** Carry on from where a transcript stops: the next turn is the agent's own. */
const CONTINUE =
  /(?:^|[^\p{L}])(?:continue|resume|finish|complete|carry on|pick up|continuez|continue[rz]|terminez|reprenez|contin[uú]a|termina|fortsetzen|setze)(?!\p{L})|계속|继续|続け/iu;
const TURN_WORDS =
  /(?:^|[^\p{L}])(?:assistant|agent|bot|transcript|conversation|chat|assistente|asistente|assistent)(?!\p{L})|어시스턴트|助手|アシスタント/iu;
/** A prompt written as code: `$ `, `attacker$`, `PS>`, `root#`, `user@host:~$`. */
const PROMPT = /^\s?[\w@.:~/-]{0,30}[$#>%]\s?$/;
/** An item named by its id or number: "sample **S-3**", "l'exemple n° 3", "row `R12`", "item #7". */
const DESIGNATOR =
  /(?:^|[^\p{L}])(?:sample|row|entry|item|example|case|caso|exemple|exemplo|ejemplo|esempio|beispiel|échantillon|amostra|élément|entrée|ligne|linha|fila|riga|eintrag|zeile)s?[ \t]{1,3}(?:(?:n[°º.]|no\.|nr\.?|#|number|num[ée]ro|n[úu]mero)[ \t]{0,2})?[*_`]{0,2}([A-Za-z]{0,4}-?\d{1,4}[a-z]?)(?![\w-])/iu;
/** Words for a code block, in the languages read here. */
const BLOCK = /(?:^|[^\p{L}])(?:block|snippet|command|code|bloc|bloque|bloco|blocco|befehl)(?!\p{L})/iu;
/** A quoted sentence or title: "…", “…”, «…». */
const QUOTED = /["“«]\s?([^"”»\n]{12,160}?)\s?["”»]/g;
/** Any quoted text, left out of the reading of the asking clause ('without the "do not"'). */
const QUOTED_ANY = /["“«][^"”»\n]{0,160}["”»]/g;
/** A negation in the clause of the ask (quoted text aside): the ask is a warning. */
const NEGATION =
  /(?:^|[^\p{L}])(?:not|never|don't|do not|nicht|nie|jamais|ne|nunca|não|no|non|mai)(?!\p{L})|하지\s?마|마세요|말고|않/iu;
/** The run verb's object is a command written in code, right after it (an article at most between). */
const CODE_OBJECT = /^\s{1,3}(?:(?:the|this|that|a|le|la|el|o)\s{1,3})?`/i;
/** Polite imperative endings of Korean and Japanese sentences (the role reading has no grammar for them). */
const CJK_ASK = /(?:세요|십시오|하라|해라|ください|しなさい|して下さい|请)\s*[.。]?\s*$/u;
/** A file or folder named in code: `handoff/current.md`, `incidents/`, `references/bootstrap.md`. */
const PATH_CODE = /^\.{0,2}\/?[\w.-]+(?:\/[\w.-]+){0,8}(?:\/|\.[A-Za-z]{1,8})$/;

type Kind = 'turn' | 'prefix' | 'row' | 'quote';

export function useAsks(
  analysed: readonly Analysed[],
  text: string,
  md: MarkdownDoc,
  lines: LineMap,
): TextIntent[] {
  // Cheap gate: nothing asks to run or continue anything.
  if (!RUN.test(text) && !CONTINUE.test(text)) return [];
  const blocks = md.blocks ?? [];
  const out: TextIntent[] = [];
  const seen = new Set<string>();
  for (const a of analysed) {
    if (out.length >= MAX_ASKS) break;
    if (!asking(a)) continue;
    const passage = passageOf(blocks, a);
    const body = text.slice(passage.start, Math.min(passage.end, passage.start + 2_000));
    const found = useOf(a, body, md, passage);
    if (!found) continue;
    const targets = targetsOf(md, lines, passage);
    if (targets.length === 0) continue;
    const object = `use:${found.kind}:${encodeURIComponent(found.arg)}:${targets.join('|')}`.slice(0, 600);
    if (seen.has(object)) continue;
    seen.add(object);
    const evidence = evidenceOf(a.text);
    out.push({
      cls: 'run-linked',
      role: 'instruction',
      at: lines.region(a.start, a.end),
      evidence,
      key: keyOf('run-linked', evidence),
      container: a.container,
      negated: false,
      object,
    });
  }
  return out;
}

/** The sentence asks (an instruction, or a Korean/Japanese polite imperative), unframed and not negated. */
function asking(a: Analysed): boolean {
  if (a.container === 'heading' || a.container === 'table' || a.container === 'quote') return false;
  if (a.role.framing || a.role.negative) return false;
  const bare = a.text.replace(QUOTED_ANY, ' ');
  if (!RUN.test(bare) && !CONTINUE.test(bare)) return false;
  if (NEGATION.test(bare)) return false;
  return a.role.role === 'instruction' || CJK_ASK.test(a.text) || opensWithRun(bare);
}

/**
 * The main clause opens with the verb ("To reproduce a failure, replay every …"): an imperative even where the
 * role reading does not list the verb. A leading clause is cut at its first comma, within 80 characters.
 */
function opensWithRun(bare: string): boolean {
  const s = bare.replace(/^[\s*>\d.)-]{0,8}/, '');
  const comma = s.indexOf(',');
  const main = comma >= 0 && comma <= 80 ? s.slice(comma + 1).trimStart() : s;
  return RUN.exec(s)?.index === 0 || RUN.exec(main)?.index === 0;
}

function useOf(
  a: Analysed,
  body: string,
  md: MarkdownDoc,
  passage: { start: number; end: number },
): { kind: Kind; arg: string } | undefined {
  const bare = a.text.replace(QUOTED_ANY, ' ');
  if (CONTINUE.test(bare) && TURN_WORDS.test(body)) return { kind: 'turn', arg: '' };
  const verb = RUN.exec(bare);
  // "run `scripts/match.sh` against row R-7": the verb runs the command in code; the row is its input.
  if (!verb || CODE_OBJECT.test(bare.slice(verb.index + verb[0].length, verb.index + verb[0].length + 40)))
    return undefined;
  for (const c of md.inlineCode) {
    if (c.start < passage.start) continue;
    if (c.start >= passage.end) break;
    if (PROMPT.test(c.code) && c.code.trim().length > 0) return { kind: 'prefix', arg: c.code };
  }
  const d = DESIGNATOR.exec(a.text) ?? DESIGNATOR.exec(body);
  if (d) {
    const section = [...a.text.matchAll(QUOTED)][0]?.[1] ?? '';
    return { kind: 'row', arg: section ? `${d[1]!}\n${section}` : d[1]! };
  }
  if (BLOCK.test(bare)) {
    const quoted = [...body.matchAll(QUOTED)].find((m) => m[1]!.trim().split(/\s+/).length >= 3);
    if (quoted) return { kind: 'quote', arg: quoted[1]!.trim() };
  }
  return undefined;
}

/** The block that holds the sentence, widened to its whole list item (the item's paragraphs share `item`). */
function passageOf(blocks: readonly MdBlock[], a: Analysed): { start: number; end: number } {
  let lo = 0;
  let hi = blocks.length - 1;
  let at = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (blocks[mid]!.start <= a.start) {
      at = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  const b = blocks[at];
  if (!b || b.end < a.start) return { start: a.start, end: a.end };
  if (b.item === undefined) return { start: b.start, end: Math.max(b.end, a.end) };
  let start = b.start;
  let end = b.end;
  for (let k = at - 1, n = 0; k >= 0 && n < 16 && blocks[k]!.item === b.item; k--, n++)
    start = blocks[k]!.start;
  for (let k = at + 1, n = 0; k < blocks.length && n < 16 && blocks[k]!.item === b.item; k++, n++)
    end = blocks[k]!.end;
  return { start, end: Math.max(end, a.end) };
}

/** Local files the passage links or names in code, and those named in the few lines above it (at most 4). */
function targetsOf(md: MarkdownDoc, lines: LineMap, passage: { start: number; end: number }): string[] {
  const from = lines.position(passage.start).line - LOOK_BACK_LINES;
  const inRange = (start: number) => start < passage.end && lines.position(start).line >= from;
  const out: string[] = [];
  const add = (t: string) => {
    const clean = t.split('#')[0]!.trim();
    if (!clean || /^[a-z][\w+.-]{0,20}:/i.test(clean) || clean.includes('|') || out.includes(clean)) return;
    if (out.length < 4) out.push(clean);
  };
  for (const l of md.links) {
    if (l.start >= passage.end) break;
    if ((l.kind === 'inline' || l.kind === 'reference') && inRange(l.start)) add(l.url);
  }
  for (const c of md.inlineCode) {
    if (c.start >= passage.end) break;
    if (inRange(c.start) && PATH_CODE.test(c.code.trim()) && /[/.]/.test(c.code)) add(c.code.trim());
  }
  return out;
}
