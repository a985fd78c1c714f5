import { askedWriteClassOf } from './paths.js';

/**
 * What a waiver of asking covers. "Don't ask permission to create files inside `.experiments/` (it's a
 * scratch space)" lets the agent make files in one throwaway folder without a question: a convenience
 * bounded by its object. "Don't ask permission", "… to run commands in the repository", "… before writing to
 * `~/.claude/`" have no object, an act that is not bounded by a folder, or a folder that outlives the task
 * and is loaded later: the waiver is open.
 *
 * A waiver is **scoped** when the words after it name
 * 1. an act on files (create, write, edit, save, generate, delete …) — not running commands, installing,
 *    pushing or sending, which no folder bounds;
 * 2. a folder or file, relative to the project, that no runtime or program loads later
 *    (src/analysis/paths.ts `askedWriteClassOf` finds none, a temporary folder excepted), with no `..`;
 * 3. that is scratch: its name says so (`tmp/`, `.scratch/`, `out/`, `.experiments/`, `drafts/`) or the
 *    sentence does ("a scratch space", "temporary", "gitignored", "regenerated on every run");
 * and nothing in between widens it ("anything", "any file", "anywhere", "the system").
 * Spanish, German and French word the same act and scratch words; the path is read the same way.
 */

export type WaiverScope = 'scoped' | 'open';

/** How far after the waiver its object is looked for, in characters. */
const OBJECT_CHARS = 240;

/** The clause that names what may be done unasked opens with a link word ("to", "before", "para", "bevor"). */
const OBJECT_LEAD =
  /^[\s,:*_]{0,6}(?:to|before|when|while|for|para|antes[ \t]{1,3}de|al|bevor|um|wenn|pour|avant[ \t]{1,3}de|quand)\b/i;
/** An act on files, in any position of the clause (German puts the verb last). */
const FILE_ACT =
  /\b(?:creat|writ|edit|sav|add|updat|generat|scaffold|mak|put|overwrit|modif|delet|remov|clean|touch|stor|plac|cop|mov|regenerat|emit|dump|drop|crea|escrib|guard|borr|elimin|sobrescrib|anleg|erstell|schreib|speicher|lösch|überschreib|créer|crée|écri|enregistr|supprim)\w{0,12}/i;
/** Acts no folder bounds: running, installing, publishing, sending. */
const OPEN_ACT =
  /\b(?:run|runs|running|execut\w*|install\w*|push\w*|deploy\w*|send\w*|upload\w*|post|posting|publish\w*|commit\w*|merg\w*|fetch\w*|download\w*|ejecut\w*|despleg\w*|envi\w*|ausführ\w*|installier\w*|sende\w*|hochlad\w*|exécut\w*|envoy\w*|déploy\w*|lanc\w*)\b/i;
/** Words that make the object reach beyond one folder. */
const WIDE =
  /\b(?:anything|everything|any|all|whatever|anywhere|everywhere|system|shell|home|root|global(?:ly)?|cualquier\w*|todo|todos|beliebige?\w*|alles|überall|n'importe|tout|tous)\b/i;
/** A folder or file named in the object: a code span, or a token with a slash. */
const PATH = /`([^`\n]{1,160})`|(?:^|[\s(])((?:\.{1,2}\/)?[\w.@-]{1,60}\/[\w.@/-]{0,100})/;
/** Folder names that say scratch or generated output. */
const SCRATCH_NAME =
  /^\.?(?:tmp|temp|scratch|scratchpad|experiments?|sandbox|playground|drafts?|out|output|outputs|build|dist|artifacts|cache|work|tmp-[\w-]{1,40})$/i;
/** The sentence calls the place scratch. */
const SCRATCH_SAID =
  /\b(?:scratch|temporary|temp|throwaway|throw-away|disposable|gitignored|git-ignored|ignored by git|regenerated|rebuilt|not committed|temporal|desechable|ignorad[oa]|temporär|wegwerf\w*|arbeitsordner|temporaire|jetable)\b/i;

/** The scope of the waiver whose words end at `end` in `sentence` (see above). */
export function waiverScope(sentence: string, end: number): WaiverScope {
  const after = sentence.slice(end, end + OBJECT_CHARS);
  const lead = OBJECT_LEAD.exec(after);
  if (!lead) return 'open';
  // The object's clause: up to an aside, a dash, a relative clause or the end of the sentence ("(it's a
  // scratch space …)", ", which are regenerated on every run").
  const cut = after
    .slice(lead[0].length)
    .search(
      /[()—;]|\s-\s|[.!?](?:\s|$)|,[ \t]{1,3}(?:which|that|since|because|as|where|so|they|it|que|porque|ya|die|der|das|weil|da|qui|car|puisque)\b/i,
    );
  const clause = cut < 0 ? after.slice(lead[0].length) : after.slice(lead[0].length, lead[0].length + cut);
  const path = PATH.exec(clause);
  if (!path || !FILE_ACT.test(clause) || OPEN_ACT.test(clause)) return 'open';
  if (WIDE.test(clause.slice(0, path.index) + clause.slice(path.index + path[0].length))) return 'open';
  return scratchPath((path[1] ?? path[2] ?? '').trim(), sentence) ? 'scoped' : 'open';
}

/** A relative path no runtime loads, whose name or sentence says scratch. */
function scratchPath(target: string, sentence: string): boolean {
  if (target === '' || /^[~/$\\]|^[A-Za-z]:|(?:^|\/)\.\.(?:\/|$)|\s/.test(target)) return false;
  const lasting = askedWriteClassOf(target);
  if (lasting && lasting.cls !== 'temp') return false;
  const segments = target.replace(/^\.\//, '').split('/').filter(Boolean);
  // A runtime's or tool's own folder (`.claude/`, `.github/`, `.vscode/`) is read back: not scratch even when
  // the sentence says so. A dot-folder is scratch only by a scratch name.
  if (segments.some((s) => s.startsWith('.') && !SCRATCH_NAME.test(s))) return false;
  return segments.some((s) => SCRATCH_NAME.test(s)) || SCRATCH_SAID.test(sentence);
}
