import type { BehaviourOf, IntentClass, Taint } from '../../analysis/facts.js';
import { writeClassOf } from '../../analysis/paths.js';
import { homeForm } from './sourced-files.js';

/**
 * What a write adds to the file it writes. A file rewritten from its own text — read back and filtered
 * (`jq 'del(.enabledPlugins["x"])' "$f" > "$t"; mv "$t" "$f"`, `crontab -l | grep -v job | crontab -`),
 * cut to its last lines under a fixed header (a memory rotation) — keeps what was there already: what is
 * new is only the literal text around the file's own, which is judged as any written content is. The
 * shell's readers, `grep`, `jq`, `sed` and `awk` carry their own text into what they print when their program
 * adds any (src/analysis/code/shell/handlers/data.ts), so a filter that only deletes prints the file alone.
 */

export interface SelfRewrite {
  /** The literal text written beside the file's own (holes removed); empty when there is none. */
  added: string;
  /**
   * Some of the file's own text went through steps not known here (a JavaScript `split`/`slice`, an
   * object parsed and stringified): what is kept cannot be shown to be only the file's own text.
   */
  opaque: boolean;
}

/** A shell reader's summary of a file (`$(jq PATH)`) or a placeholder (`${part}`, `${file:PATH}`). */
const HOLE = /\$\([^()\n]{0,400}\)|\$\{[^{}\n]{0,400}\}/g;
/** Data that did not come from the file itself. */
const FOREIGN: ReadonlySet<Taint> = new Set([
  'download',
  'decoded',
  'secret',
  'conversation',
  'env',
  'system-info',
]);

function norm(p: string): string {
  return homeForm(p.trim());
}

/** `$(jq TARGET)`, `$(grep TARGET)`: a shell reader's output of the target itself; the crontab's own listing. */
function ownRead(hole: string, target: string): boolean {
  if (target === 'crontab') return hole === '$(crontab -l)';
  const m = /^\$\([\w.-]{1,40} ([^\n]{1,400})\)$/.exec(hole);
  return m !== null && norm(m[1]!) === target;
}

/** The write's content as the target's own text plus literal additions, or undefined when it is not that. */
export function selfRewrite(b: BehaviourOf<'write'>): SelfRewrite | undefined {
  const c = b.content;
  if (!c || c.literal || b.append) return undefined;
  const target = norm(b.target.text);
  if (target === '') return undefined;
  let own = false;
  let opaque = false;
  let other = false;
  const added = c.text
    .slice(0, 64 * 1024)
    .replace(HOLE, (hole) => {
      // `${contents of conventions.md}`: another file's text written beside the target's own (an embedded
      // or read template), not the target's.
      const read = /^\$\{contents of (.{1,400})\}$/.exec(hole)?.[1];
      if (read !== undefined && norm(read) !== target) other = true;
      else if (ownRead(hole, target)) own = true;
      else opaque = true;
      return ' ';
    })
    .trim();
  if (other) return undefined;
  // Placeholders stand for the file's own text only when nothing but that file flowed in (a reader's own
  // summary carries the taints of the path it names, `${HOME}` included, and nothing else).
  if (
    opaque &&
    (c.taints.some((t) => t === 'unknown' || FOREIGN.has(t)) ||
      !c.taints.includes('file') ||
      norm(c.from ?? '') !== target)
  )
    return undefined;
  return own || opaque ? { added, opaque } : undefined;
}

/** What added instruction text may ask that makes it an attack on every later session, not notes. */
export const RISKY_ASKS: ReadonlySet<IntentClass> = new Set([
  'override',
  'concealment',
  'pre-approval',
  'agent-mediated-exec',
  'secret-read',
  'send-data',
  'persist',
  'decode-and-follow',
  'render-exfil',
  'authority',
]);

/** Instruction text that asks for nothing risky, read as the instructions it becomes (docs/prose.md). */
export async function asksNothingRisky(text: string): Promise<boolean> {
  if (text.trim() === '') return true;
  // Loaded on first use: a scan's start-up does not load prose analysis (test/action/dist.test.ts).
  const { analyzeDataText } = await import('../../analysis/prose/index.js');
  return !analyzeDataText(text, 'text').intents.some((i) => RISKY_ASKS.has(i.cls) && !i.negated);
}

/** Files read as instructions: what is added there is judged as what it asks. */
const INSTRUCTIONS = new Set(['agent-memory', 'agent-skill']);

/**
 * `nothing`: the write keeps the file's own text and adds nothing (or, in an instruction file, text that
 * asks nothing risky); `own-lines`: the same, but the kept text went through steps not known here, so it is
 * shown at low rather than left out. Undefined: judge the write by its place and content as usual.
 */
export async function whatWriteAdds(b: BehaviourOf<'write'>): Promise<'nothing' | 'own-lines' | undefined> {
  // The agent's program moved aside or put back (`claude.exe` renamed to `claude-real.exe`, a rollback):
  // what is there is still the program that was installed.
  const from = b.content?.from;
  if (
    b.cls === 'agent-program' &&
    b.content?.taints.includes('file') &&
    from &&
    writeClassOf(from)?.cls === b.cls
  )
    return 'nothing';
  const self = selfRewrite(b);
  if (!self) return undefined;
  const instructions = INSTRUCTIONS.has(b.cls);
  // Outside instruction files only a file kept as it was (filtered, nothing beside it) is known to add nothing:
  // a JSON object parsed, changed and written back looks the same as one only read.
  if (!instructions && (self.opaque || self.added !== '')) return undefined;
  if (!(await asksNothingRisky(self.added))) return undefined;
  return self.opaque ? 'own-lines' : 'nothing';
}
