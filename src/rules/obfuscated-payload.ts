import type { FileFacts } from '../analysis/extract.js';
import type { Behaviour, CodeUnit, Value } from '../analysis/facts.js';
import { inert } from '../analysis/payloads.js';
import { OWN_DATA_SECTION } from '../analysis/values.js';
import type { Severity } from '../findings.js';
import {
  grade,
  type PlacementGrades,
  reachedBehaviours,
  reportBehaviour,
  shown,
  whereItRuns,
} from './support/behaviour.js';
import { quoteIntent, reachedIntents } from './support/intents.js';
import { reportReached } from './support/reach.js';
import { SHIPPED_WHERE, shippedCap } from './support/shipped-files.js';
import { defineRule, type RuleContext } from './types.js';

/**
 * Code that is decoded and then run (base64, hex, escapes, char codes, reversed or compressed strings,
 * `-EncodedCommand`): the reviewer sees a blob, the interpreter sees a program. The analyzers decode
 * static blobs (never run them) and analyse the decoded code as a nested unit; when that unit does
 * something dangerous, the finding is critical (rules/obfuscated-payload.md).
 */

const GRADES: PlacementGrades = {
  auto: 'high',
  script: 'high',
  instructed: 'high',
  runnable: 'high',
  example: 'medium',
  mention: undefined,
};

const DANGEROUS = new Set(['fetch', 'send', 'reverse-shell', 'read', 'write', 'destroy', 'privilege']);

/** Units nested (at any depth) under `unit`. */
function descendants(facts: FileFacts, unit: CodeUnit): Set<number> {
  const out = new Set<number>([unit.id]);
  for (const u of facts.units) if (u.parent !== undefined && out.has(u.parent)) out.add(u.id);
  out.delete(unit.id);
  return out;
}

function dangerInside(facts: FileFacts, unit: CodeUnit): Behaviour | undefined {
  const inside = descendants(facts, unit);
  return facts.behaviours.find((b) => inside.has(b.unit) && DANGEROUS.has(b.kind));
}

/** Static decoded code shown whole in the message: short, parsed, with no behaviour and no address or path. */
function harmlessDecoded(facts: FileFacts, unit: CodeUnit, text: string): boolean {
  if (text.length > 120 || /[/\\]|https?:|\$\(|`/.test(text)) return false;
  const inside = descendants(facts, unit);
  const nested = facts.units.filter((u) => inside.has(u.id));
  if (nested.length === 0 || nested.some((u) => u.parse !== 'ok')) return false;
  return !facts.behaviours.some((b) => inside.has(b.unit) && b.kind !== 'decode');
}

/** Paths that are the user's or the machine's, never a file a skill ships. */
const OUTSIDE_SKILL = /^(?:~|\$\{?HOME\b|\$\{?XDG_|\/(?:tmp|var|home|Users|etc|root)\/)/;

/**
 * Code decoded from a file the skill may ship: a path with a known part that is not the user's or the
 * machine's (`assets/rules.bin`, `${dir}/payload.dat`). A path known only at run time (an argument, a
 * setting) names no file the skill holds.
 */
function mayBeShipped(code: Value): boolean {
  if (!code.taints.includes('file')) return false;
  if (code.from === OWN_DATA_SECTION) return true;
  const from = code.from?.trim() ?? '';
  // A file the skill holds has a name with a folder or an extension; a bare word is a setting's default.
  if (!/[/.]/.test(from) || /^\$\{[^}]*\}$/.test(from)) return false;
  return !OUTSIDE_SKILL.test(from);
}

/** Whitespace runs as one blank, so a comment's line wrapping and indentation do not matter. */
const squeeze = (t: string) => t.replace(/\s+/g, ' ').trim();

/** The decoded text (at least 24 characters of it) occurs verbatim in the file that holds the blob. */
async function shownInClear(ctx: RuleContext, path: string, decoded: string): Promise<boolean> {
  const want = squeeze(decoded);
  if (want.length < 24 || want.length > 4_000) return false;
  const file = await ctx.model.files.text(path);
  return file !== undefined && squeeze(file.text.slice(0, 256 * 1024)).includes(want);
}

export default defineRule('obfuscated-payload', async (ctx) => {
  for (const loc of await reachedBehaviours(ctx, ['execute'])) {
    const code = loc.b.code;
    // Downloaded-and-decoded code is remote-code-execution's (it says "decoded on the way").
    if (!code.taints.includes('decoded') || code.taints.includes('download')) continue;
    let severity: Severity | undefined = grade(GRADES, loc.unit);
    if (!severity) continue;
    const danger = dangerInside(loc.facts, loc.unit);
    // Something dangerous inside raises it, unless the code is only shown under attack framing.
    if (danger && severity === 'high') severity = 'critical';
    // What it decodes to, when the decoding was static (not a `${…}` left for run time).
    // (a `$(openssl enc -d …)` summary is the command, not what it decodes to).
    const staticText = code.text.trim() !== '' && !/^\$\{[^}]*\}$|^\$\(/.test(code.text.trim());
    // Decoded at run time from data the skill does not hold (a cache entry in the home folder, an
    // argument, a response): no encoded text in the skill hides anything from its reviewer. A blob read
    // from a file that may be one the skill ships stays high.
    if (!staticText && !mayBeShipped(code) && severity === 'high') severity = 'medium';
    // A short decoded program that was read in full and does nothing (no behaviour at all, no address or
    // path in it) — an XSS probe's `alert(document.domain)` — hides nothing worth high; the message shows it.
    if (staticText && severity === 'high' && harmlessDecoded(loc.facts, loc.unit, code.text))
      severity = 'medium';
    // The decoded text written out in clear in the same file (a comment above `-EncodedCommand` showing
    // what it runs, encoded only so cmd.exe keeps its quotes): nothing is hidden from the reviewer. What it
    // decodes to is still scanned (dangerInside keeps a harmful payload critical).
    const clear = staticText && !danger && (await shownInClear(ctx, loc.path, code.text));
    if (clear) severity = 'low';
    const decoded = staticText ? ` — it decodes to \`${inert(code.text, 100).replace(/`/g, "'")}\`` : '';
    // Where the encoded bytes were read from, when a file: a shipped asset (an image's text chunk) looks inert.
    const origin =
      code.taints.includes('file') && code.from ? ` from ${inert(code.from, 80).replace(/`/g, "'")}` : '';
    await reportBehaviour(ctx, loc, {
      severity,
      message: clear
        ? `${shown(loc.b)} decodes a payload and runs it with ${loc.b.via} ${whereItRuns(loc.unit)}${decoded}: the same file shows that text in clear, so the encoding hides nothing`
        : `${shown(loc.b)} decodes a hidden payload${origin} and runs it with ${loc.b.via} ${whereItRuns(loc.unit)}${decoded}${danger ? ` (${danger.kind} inside)` : ''}: a reviewer sees only the encoded text`,
    });
  }
  await hiddenInstructions(ctx);
});

/**
 * Encoded text that decodes to an instruction (src/analysis/decoded-text.ts): the agent decodes it when
 * told to ("decode and apply"), or on its own; the reviewer sees only the encoding. One finding per
 * blob, on the first instruction it hides.
 */
async function hiddenInstructions(ctx: RuleContext): Promise<void> {
  const seen = new Set<string>();
  const classes = [
    'override',
    'concealment',
    'pre-approval',
    'agent-mediated-exec',
    'secret-read',
    'send-data',
    'persist',
    'render-exfil',
  ] as const;
  for (const { path, intent } of await reachedIntents(ctx, classes)) {
    if (intent.container !== 'decoded') continue;
    const blob = `${path}:${intent.at.startLine}:${intent.at.startColumn}`;
    if (seen.has(blob)) continue;
    seen.add(blob);
    const cap = await shippedCap(ctx, path, 'high');
    await reportReached(ctx, {
      ...(intent.sources ? { sources: intent.sources } : {}),
      path,
      region: intent.at,
      severity: cap.severity,
      message: `encoded text hides an instruction to the agent — ${quoteIntent(intent, 160)}: a reviewer sees only the encoding${cap.shipped ? SHIPPED_WHERE : ''}`,
      fingerprintKey: `decoded|${intent.key}`,
    });
  }
}
