import { foldConfusables, type HiddenRun, mixedScriptWords, showHidden } from '../analysis/normalize.js';
import { hasTwoWords } from '../analysis/strings.js';
import type { Severity } from '../findings.js';
import { heldAsCharacterData } from './support/character-data.js';
import { contactedHosts, inName, type LookalikeUse, lookalikeUse } from './support/lookalike-words.js';
import { reportReached } from './support/reach.js';
import { SHIPPED_WHERE, shippedCap } from './support/shipped-files.js';
import { excerpt, regionOf, type TextTarget, textTargets } from './support/text-context.js';
import { defineRule, type RuleContext } from './types.js';

/** Decoded hidden text that reads like an instruction (several words) rather than a stray marker. */
function readsLikeText(s: string): boolean {
  return hasTwoWords(s);
}

const NAMES: Record<HiddenRun['kind'], string> = {
  tag: 'Unicode tag characters',
  'bidi-control': 'bidirectional control characters',
  'bidi-mark': 'bidirectional marks',
  'zero-width': 'zero-width characters',
  'variation-selectors': 'a run of variation selectors',
  'soft-hyphen': 'soft hyphens',
  bom: 'a byte-order mark inside the text',
  'invisible-other': 'invisible formatting characters',
  'line-separator': 'Unicode line/paragraph separators',
  'terminal-escape': 'terminal escape sequences',
};

interface Verdict {
  severity: Severity;
  why: string;
}

function judge(run: HiddenRun, isScript: boolean, reorderedLine = false): Verdict | undefined {
  switch (run.kind) {
    case 'tag': {
      const text = run.decoded ?? '';
      if (readsLikeText(text))
        return {
          severity: 'critical',
          why: `they spell hidden text "${showHidden(text)}" that the model reads and a reviewer cannot see`,
        };
      return { severity: 'high', why: 'they are invisible but reach the model as text (ASCII smuggling)' };
    }
    case 'variation-selectors': {
      const text = run.decoded ?? '';
      if (run.count < 4) return { severity: 'medium', why: 'stacked selectors have no visual purpose' };
      return {
        severity: readsLikeText(text) ? 'critical' : 'high',
        why: readsLikeText(text)
          ? `they encode hidden bytes that decode to "${showHidden(text)}"`
          : 'they can encode hidden bytes after a single visible character',
      };
    }
    case 'bidi-control':
      if (run.rtlLine)
        return {
          severity: 'low',
          why: 'they reorder how the line displays (the line has right-to-left text)',
        };
      // Web pages wrap a language name in LRE…PDF; with no right-to-left letter on the line nothing moves.
      // Trojan Source needs a right-to-left override or isolate, which stays high below.
      if (run.leftToRightOnly && !reorderedLine)
        return {
          severity: 'low',
          why: 'left-to-right embedding or isolate controls on a line without right-to-left text: they change nothing shown, but have no purpose here',
        };
      return {
        severity: 'high',
        why: 'they make the text display in a different order than the model and tools read it (Trojan Source)',
      };
    case 'bidi-mark':
      return { severity: 'low', why: 'they change display order on a line without right-to-left text' };
    case 'zero-width':
    case 'invisible-other':
      if (run.decoded !== undefined)
        return { severity: 'critical', why: `as bits they spell hidden text "${showHidden(run.decoded)}"` };
      if (run.count >= 4) return { severity: 'high', why: 'a run this long can encode hidden data' };
      if (run.insideWord)
        return { severity: 'medium', why: 'they split a word, so text filters and reviewers miss it' };
      return undefined; // stray joiners from copy-paste: not worth a finding on their own
    case 'soft-hyphen':
      return run.insideWord && run.count >= 2
        ? { severity: 'low', why: 'they split a word, so text filters miss it' }
        : undefined;
    case 'bom':
      return {
        severity: 'low',
        why: 'an invisible zero-width no-break space sits in the middle of the text',
      };
    case 'line-separator':
      return isScript
        ? { severity: 'medium', why: 'interpreters and editors disagree on whether they end a line' }
        : undefined;
    case 'terminal-escape':
      return {
        severity: 'medium',
        why: 'they can rewrite or hide what a terminal shows when the file is printed',
      };
  }
}

/** Why characters a detector or normaliser lists in its own code are low (support/character-data.ts). */
const AS_DATA =
  'written as data in code (the members of a character class, a set or a translate table: what a detector or a normaliser matches or strips), not hidden text';

/** A soft hyphen in code or a path: nothing is hyphenated there for display, it only splits the name. */
const SHY_IN_NAME: Verdict = {
  severity: 'medium',
  why: 'a soft hyphen inside a path or a command, where no text is hyphenated for display: invisible, it splits the name so a literal match misses it',
};

const PADDING = 300;

/**
 * The first run of at least PADDING spaces/tabs followed by visible text on the same line (text pushed
 * off-screen). A single linear pass: a regex like / {300,}\S/ would rescan every run from each start.
 */
export function paddedText(text: string): { start: number; end: number } | undefined {
  let runStart = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 9) {
      if (runStart < 0) runStart = i;
      continue;
    }
    if (runStart >= 0 && i - runStart >= PADDING && c !== 10 && c !== 13) return { start: runStart, end: i };
    runStart = -1;
  }
  return undefined;
}

const SCRIPT_EXT = /\.(sh|bash|zsh|py|js|mjs|cjs|ts|rb|pl|ps1|php)$/i;

async function scanTarget(ctx: RuleContext, t: TextTarget): Promise<void> {
  const isScript = SCRIPT_EXT.test(t.path);
  // Many isolated runs of one kind collapse into one finding per kind (first occurrence, with a count).
  const byKind = new Map<string, { run: HiddenRun; verdict: Verdict; count: number }>();
  // Left-to-right isolates beside a right-to-left override are part of the same reordering trick.
  const lineOf = (run: HiddenRun) => t.file.lines.position(run.start).line;
  const reordered = new Set(
    t.norm.hidden.filter((r) => r.kind === 'bidi-control' && !r.rtlLine && !r.leftToRightOnly).map(lineOf),
  );
  for (const found of t.norm.hidden) {
    // A long zero-width run read as bits (src/analysis/hidden-carriers.ts): shown when it spells text. Loaded
    // on first use: the decoder's module reaches the code sniffer, which stays out of the startup bundle.
    const bits =
      found.kind === 'zero-width' && found.count >= 32
        ? (await import('../analysis/hidden-carriers.js')).decodeZeroWidthBits(
            t.file.text.slice(found.start, found.end),
          )
        : undefined;
    const run = bits !== undefined ? { ...found, decoded: bits } : found;
    let verdict =
      run.kind === 'soft-hyphen' && run.insideWord && inName(t, run.start)
        ? SHY_IN_NAME
        : judge(run, isScript, run.kind === 'bidi-control' && reordered.has(lineOf(run)));
    if (!verdict) continue;
    if (verdict.severity !== 'low' && verdict.severity !== 'info' && heldAsCharacterData(t, run))
      verdict = { severity: 'low', why: AS_DATA };
    const key = `${run.kind}|${verdict.severity}`;
    const seen = byKind.get(key);
    if (seen) {
      seen.count++;
      continue;
    }
    byKind.set(key, { run, verdict, count: 1 });
  }
  for (const { run, verdict, count } of byKind.values()) {
    const more = count > 1 ? ` (${count} places in this file)` : '';
    const cap = await shippedCap(ctx, t.path, verdict.severity);
    await reportReached(ctx, {
      path: t.path,
      region: regionOf(t, run.start, run.end),
      severity: cap.severity,
      message: `${NAMES[run.kind]} (${run.count} character${run.count === 1 ? '' : 's'}): ${verdict.why}${more}${cap.shipped ? SHIPPED_WHERE : ''}`,
      fingerprintKey: `${run.kind}|${verdict.severity}|${run.decoded ?? ''}`,
    });
  }
  const pad = paddedText(t.file.text);
  if (pad) {
    await reportReached(ctx, {
      path: t.path,
      region: regionOf(t, pad.start, pad.end),
      severity: 'medium',
      confidence: 'medium',
      message: `${pad.end - pad.start} blanks push the text after them ('${excerpt(t.file.text.slice(pad.end, pad.end + 60), 40)}') far out of view in editors and diffs, while the agent reads it`,
      fingerprintKey: `padding|${excerpt(t.file.text.slice(pad.end, pad.end + 60), 40)}`,
    });
  }
  await reportLookalikes(ctx, t);
}

const LOOKALIKE: Record<LookalikeUse, { severity: Severity; why: (as: string) => string }> = {
  command: {
    severity: 'high',
    why: (as) =>
      `it reads as '${as}' but is the command the agent runs (or is pre-approved to run): the shell runs whatever file bears this name, such as a plugin's bin/ file, which is on the PATH`,
  },
  host: {
    severity: 'high',
    why: (as) => `it reads as '${as}' but is a host the code contacts: another registrant's domain`,
  },
  word: { severity: 'medium', why: () => 'it reads as one word but matches none' },
  mention: {
    severity: 'low',
    why: () => 'an example of the trick in a passage that names it, neither run nor contacted',
  },
};

const USE_RANK: readonly LookalikeUse[] = ['command', 'host', 'word', 'mention'];

/** Words mixing Latin letters with look-alikes: one finding per use (support/lookalike-words.ts), at its first word. */
async function reportLookalikes(ctx: RuleContext, t: TextTarget): Promise<void> {
  const spoofs = mixedScriptWords(t.file.text, 20);
  if (spoofs.length === 0) return;
  const hosts = await contactedHosts(ctx, t.path);
  // One word is judged by its most telling use: `рytest` run in a fence and named in a sentence is run.
  const useOf = new Map<string, LookalikeUse>();
  for (const w of spoofs) {
    const use = lookalikeUse(t, w, hosts);
    const had = useOf.get(w.word);
    if (had === undefined || USE_RANK.indexOf(use) < USE_RANK.indexOf(had)) useOf.set(w.word, use);
  }
  const byUse = new Map<LookalikeUse, typeof spoofs>();
  for (const w of spoofs) {
    const use = useOf.get(w.word)!;
    byUse.set(use, [...(byUse.get(use) ?? []), w]);
  }
  for (const [use, words] of byUse) {
    const first = words[0]!;
    const how = LOOKALIKE[use];
    await reportReached(ctx, {
      path: t.path,
      region: regionOf(t, first.start, first.end),
      severity: how.severity,
      confidence: use === 'command' || use === 'host' ? 'high' : 'medium',
      message: `'${excerpt(first.word, 40)}' mixes Latin letters with Cyrillic or Greek look-alikes: ${how.why(foldConfusables(first.word))}${words.length > 1 ? ` (${words.length} such words in this file)` : ''}`,
      fingerprintKey: `homoglyph|${use === 'word' ? '' : `${use}|`}${first.word}`,
    });
  }
}

/** Characters a reviewer cannot see but the model reads: tag smuggling, bidi controls, zero-width payloads. */
export default defineRule('hidden-unicode', async (ctx) => {
  for (const t of await textTargets(ctx)) await scanTarget(ctx, t);
});
