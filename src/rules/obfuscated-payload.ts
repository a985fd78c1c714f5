import type { FileFacts } from '../analysis/extract.js';
import type { Behaviour, CodeUnit } from '../analysis/facts.js';
import { inert } from '../analysis/payloads.js';
import type { Severity } from '../findings.js';
import {
  grade,
  type PlacementGrades,
  reachedBehaviours,
  reportBehaviour,
  shown,
  whereItRuns,
} from './support/behaviour.js';
import { defineRule } from './types.js';

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
    const staticText = code.text.trim() !== '' && !/^\$\{[^}]*\}$/.test(code.text.trim());
    const decoded = staticText ? ` — it decodes to \`${inert(code.text, 100).replace(/`/g, "'")}\`` : '';
    await reportBehaviour(ctx, loc, {
      severity,
      message: `${shown(loc.b)} decodes a hidden payload and runs it with ${loc.b.via} ${whereItRuns(loc.unit)}${decoded}${danger ? ` (${danger.kind} inside)` : ''}: a reviewer sees only the encoded text`,
    });
  }
});
