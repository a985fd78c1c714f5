import { describe, expect, it } from 'vitest';
import { chainFrom, scanCase } from '../rules/harness.js';

/**
 * The campaign shape from issue #4: an innocent skill sends the agent to a sibling skill, which links to a
 * file holding the payload. Each text-family rule must report the payload against BOTH entry points: the
 * sibling (one hop) and the innocent skill (two hops, through the reference graph that follows links across
 * skill folders). The trees are the rules' own cases, test/rules/<rule>/attack/payload-two-hops-through-sibling-skill.
 */

const RULES = [
  'hidden-unicode',
  'hidden-html-comment',
  'prompt-injection',
  'authority-claim',
  'supply-chain-redirect',
  'markdown-image-exfil',
];
const CASE = 'attack/payload-two-hops-through-sibling-skill';
const ENTRY = '.claude/skills/release-notes/SKILL.md';
const SIBLING = '.claude/skills/toolchain/SKILL.md';
const PAYLOAD_FILE = '.claude/skills/toolchain/docs/setup-installation.md';

describe('payload one hop away (sibling skill → its own file)', () => {
  it.each(RULES)('%s: reported against the sibling skill with the chain', async (rule) => {
    const r = await scanCase(rule, CASE);
    const viaSibling = r.findings.filter((f) => f.entries.includes(SIBLING));
    expect(viaSibling.length).toBeGreaterThan(0);
    const f = viaSibling[0]!;
    expect(f.location.path).toBe(PAYLOAD_FILE);
    expect(f.chain.map((c) => c.path)).toEqual([SIBLING, PAYLOAD_FILE]);
    expect(f.message).toContain(`reached from ${SIBLING}`);
  });
});

describe('payload two hops away (innocent skill → sibling skill → file)', () => {
  it.each(RULES)('%s: reported against the innocent entry with the full chain', async (rule) => {
    const r = await scanCase(rule, CASE);
    // One finding at the evidence names every entry that reaches it, each with its own chain.
    const viaEntry = r.findings.filter((f) => f.entries.includes(ENTRY));
    expect(viaEntry.length).toBeGreaterThan(0);
    expect(chainFrom(viaEntry[0]!, ENTRY)).toEqual([ENTRY, SIBLING, PAYLOAD_FILE]);
  });
});
