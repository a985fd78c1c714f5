import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FindingInput } from '../../src/findings.js';
import { buildFinding } from '../../src/findings.js';
import { RULE_META } from '../../src/rules/meta.generated.js';
import { scanMemory, skillMd } from '../helpers.js';

/**
 * Identity that survives rewording: a finding's fingerprint is built from the rule, the entry, the file and
 * the evidence (normalised content), never from the message and never from line numbers — so improving a
 * message does not reset `only-new` baselines or code-scanning alert history.
 */

// Every report goes through buildFinding; this records what rules pass and can reword messages on the way.
const seen: { inputs: Array<{ rule: string; input: FindingInput }>; reword: boolean } = {
  inputs: [],
  reword: false,
};
vi.mock('../../src/findings.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/findings.js')>();
  return {
    ...actual,
    buildFinding: (origin: Parameters<typeof actual.buildFinding>[0], input: FindingInput) => {
      seen.inputs.push({ rule: origin.id, input });
      const said = seen.reword
        ? { ...input, message: `Reworded: ${input.message.toUpperCase()} (see the docs)` }
        : input;
      return actual.buildFinding(origin, said);
    },
  };
});

afterEach(() => {
  seen.inputs = [];
  seen.reword = false;
});

/** A tree that makes most conformance rules speak. */
function tree(shift = ''): Record<string, string> {
  return {
    '.claude/skills/Bad_Name/SKILL.md': skillMd(
      [
        'name: Bad_Name',
        'description: Does things.',
        'descripton: typo',
        'metadata: [1, 2]',
        "compatibility: ''",
        'model: 3',
        'allowed-tools: Bsh, MultiEdit',
        'version: 1.0.0',
      ].join('\n'),
    ),
    '.claude/skills/broken/SKILL.md': '---\nname: broken\ndescription: [unclosed\n---\nBody.\n',
    '.claude/agents/helper.md':
      '---\nname: helper\ndescription: Helps.\npermissionMode: sometimes\ntools: Bash, Raed\n---\nHelp.\n',
    '.codex/skills/c/SKILL.md': skillMd('name: c\ndescription: Codex skill. Use when asked.'),
    '.codex/skills/c/agents/openai.yaml': `${shift}interface:\n  brand_color: red\n  colour: blue\npolicy:\n  allow_implicit_invocation: "false"\n`,
    'p/.claude-plugin/plugin.json': `${shift}{"name": "Bad Name", "version": "x", "commands": "/abs", "homepage": "ftp://x"}`,
    '.claude-plugin/marketplace.json': `${shift}{"name": "Bad", "owner": {"name": "o"}, "plugins": [{"name": "q", "source": "./missing"}, {"name": "q", "source": "./p"}]}`,
    '.claude/settings.json': `${shift}{"hooks": {"preToolUse": [{"hooks": [{"type": "command", "command": "x"}]}], "Stop": [{"type": "command"}]}}`,
    '.agents/skills/dup/SKILL.md': skillMd('name: dup\ndescription: One copy. Use when asked.'),
    '.claude/skills/dup/SKILL.md': skillMd('name: dup\ndescription: Another copy. Use when asked.'),
  };
}

const ALL_RULES = Object.keys(RULE_META);

describe('fingerprints', () => {
  it('buildFinding: the message does not count, the evidence and the entry do, lines do not', () => {
    const meta = RULE_META['name-format']!;
    const base: FindingInput = {
      message: "skill name 'X' must be lowercase",
      location: { path: 's/SKILL.md', region: { startLine: 2, startColumn: 7, endLine: 2, endColumn: 8 } },
      fingerprintKey: 'name:X',
    };
    const fp = (i: Partial<FindingInput>) => buildFinding(meta, { ...base, ...i }).fingerprint;
    expect(fp({ message: 'the name X has capital letters; write it in lower case' })).toBe(fp({}));
    expect(
      fp({
        location: { ...base.location, region: { ...base.location.region!, startLine: 40, endLine: 40 } },
      }),
    ).toBe(fp({}));
    expect(fp({ fingerprintKey: 'name:Y' })).not.toBe(fp({}));
    expect(fp({ entry: 'other/SKILL.md' })).not.toBe(fp({}));
  });

  it('no rule builds its evidence key from its message', async () => {
    await scanMemory(tree(), { only: ALL_RULES });
    const rules = new Set(seen.inputs.map((s) => s.rule));
    expect(seen.inputs.length).toBeGreaterThan(20);
    expect(rules.size).toBeGreaterThanOrEqual(10);
    const fromMessage = seen.inputs
      .filter(
        ({ input }) =>
          input.message.length >= 24 && input.fingerprintKey.includes(input.message.slice(0, 24)),
      )
      .map(({ rule, input }) => `${rule}: ${input.fingerprintKey}`);
    expect(fromMessage).toEqual([]);
  });

  it('rewording every message keeps every fingerprint', async () => {
    const before = await scanMemory(tree(), { only: ALL_RULES });
    seen.reword = true;
    const after = await scanMemory(tree(), { only: ALL_RULES });
    expect(after.findings.map((f) => f.message)).not.toEqual(before.findings.map((f) => f.message));
    const ids = (r: typeof before) => r.findings.map((f) => `${f.ruleId} ${f.fingerprint}`).sort();
    expect(ids(after)).toEqual(ids(before));
  });

  it('moving the evidence to other lines keeps the fingerprints', async () => {
    const before = await scanMemory(tree(), { only: ALL_RULES });
    const after = await scanMemory(tree('\n\n\n'), { only: ALL_RULES });
    const moved = after.findings.filter((f) => /\.(json|yaml)$/.test(f.location.path));
    expect(moved.length).toBeGreaterThan(5);
    const lines = (r: typeof before) => r.findings.map((f) => f.location.region?.startLine).join(',');
    expect(lines(after)).not.toBe(lines(before));
    const ids = (r: typeof before) => r.findings.map((f) => `${f.ruleId} ${f.fingerprint}`).sort();
    expect(ids(after)).toEqual(ids(before));
  });
});
