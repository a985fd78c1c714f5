import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config.js';
import { RUNTIMES, type RuntimeProfile } from '../../src/discovery/runtimes/index.js';
import { scan } from '../../src/scan.js';
import { MemorySource } from '../../src/source/memory.js';
import { ROOT, skillMd } from '../helpers.js';

/**
 * A new runtime is one module in src/discovery/runtimes/ and nothing else. This test writes one — a fake
 * runtime with its own folders, commands, precedence, listing budget, frontmatter keys and tool names —
 * and shows that (1) discovery, the listing simulator and the rules act on it with no other change, and
 * (2) `npm run gen` picks the module up into the registry and the schemas' runtime enums.
 */

const fake: RuntimeProfile = {
  id: 'fake',
  name: 'Fake Agent',
  listOrder: 95,
  skills: {
    project: ['.fake/skills'],
    personal: ['.config/fake/skills'],
    managed: [],
    maxDepth: 1,
    nested: { naming: 'qualified' },
    invokedBy: 'name',
  },
  precedence: {
    order: ['project', 'personal'],
    rule: 'the workspace wins',
    withinScope: null,
    onTie: 'Fake Agent picks one at random',
    skillBeatsCommand: true,
    overridesBundled: false,
  },
  commands: { dir: '.fake/commands', keys: ['description', 'fake-mode'] },
  agents: null,
  settingsFiles: null,
  mcpConfigFiles: null,
  plugins: null,
  frontmatter: {
    skill: ['name', 'description', 'fake-mode'],
    unknownKeys: 'ignored',
    claudeExtensions: false,
  },
  tools: {
    exact: null,
    legacy: {},
    mcp: null,
    claudeEquivalents: { Bash: 'fake_shell' },
    readsAllowedTools: false,
  },
  interfaceFile: null,
  listing: {
    budgetFraction: 0.01,
    fallbackChars: 120,
    maxDescChars: 60,
    versions: [],
    baseMaxDescChars: null,
    minDescChars: 20,
    envBudget: null,
    triggerField: false,
    overflow: 'omit',
    collapseWhitespace: true,
    listsCommands: false,
    bodyAsDescription: false,
    source: 'a test',
  },
};

// Every field is required: a profile that forgets one does not compile (`npm test` typechecks this file).
const { listing: _forgotten, ...withoutListing } = fake;
// @ts-expect-error `listing` is missing: say `null` when the runtime documents no budget
const _incomplete: RuntimeProfile = withoutListing;

const LONG =
  'Deploys the service to the staging cluster and reports the rollout status. Use when asked to deploy.';

describe('a fake runtime, described in one profile, is emulated end to end', () => {
  const files = {
    '.fake/skills/deploy/SKILL.md': skillMd(
      `name: deploy\ndescription: ${LONG}\nfake-mode: fast\nallowed-tools: Bash`,
    ),
    '.config/fake/skills/deploy/SKILL.md': skillMd(
      'name: deploy\ndescription: A personal copy. Use when asked.',
    ),
    // Longer than the fake runtime's 60-character cap per description: the listing cuts it.
    'apps/web/.fake/skills/lint/SKILL.md': skillMd(`name: lint\ndescription: ${LONG}`),
    '.fake/commands/hello.md': '---\ndescription: Says hello\n---\nHello.\n',
  };
  const run = (only: string[]) =>
    scan({
      source: new MemorySource(files),
      registry: [...RUNTIMES, fake],
      config: { ...defaultConfig(), runtimes: ['fake'], layout: 'project' },
      only,
    });

  it('discovery finds its skills (project, nested with qualified names) and its commands', async () => {
    const r = await run([]);
    const seen = r.model.skills.map(
      (d) => `${d.kind} ${d.path} ${d.invocations.map((i) => `${i.runtime}:${i.name}:${i.scope}`).join(',')}`,
    );
    expect(seen).toEqual([
      'skill .config/fake/skills/deploy/SKILL.md fake:deploy:personal',
      'command .fake/commands/hello.md fake:hello:project',
      'skill .fake/skills/deploy/SKILL.md fake:deploy:project',
      'skill apps/web/.fake/skills/lint/SKILL.md fake:apps/web:lint:nested',
    ]);
    expect(r.model.profiles.map((p) => p.id)).toEqual(['fake']);
  });

  it('the rules read its keys, tool names, precedence and listing budget', async () => {
    const r = await run(['unknown-keys', 'tool-names', 'listing-overflow', 'skill-conflict']);
    const byRule = (id: string) => r.findings.filter((f) => f.ruleId === id).map((f) => f.message);
    // `fake-mode` is a key this runtime reads: not unknown.
    expect(byRule('unknown-keys').join('\n')).not.toContain('fake-mode');
    expect(byRule('tool-names')).toEqual([
      "'Bash' is a Claude Code tool name, and Claude Code does not load this skill from this folder: Fake Agent calls it 'fake_shell'",
    ]);
    expect(byRule('listing-overflow').some((m) => m.startsWith('Fake Agent '))).toBe(true);
    expect(byRule('skill-conflict').join('\n')).toMatch(/Fake Agent .*the workspace wins/);
  });

  it('the layout is told from its personal-only folders', async () => {
    const r = await scan({
      source: new MemorySource({ '.config/fake/skills/x/SKILL.md': skillMd('name: x\ndescription: d') }),
      registry: [...RUNTIMES, fake],
      config: { ...defaultConfig(), runtimes: ['fake'] },
      only: [],
    });
    expect(r.model.layout).toBe('home');
    expect(r.model.skills[0]?.scope).toBe('personal');
  });
});

describe('npm run gen registers a new runtime module with nothing else to edit', () => {
  const work = mkdtempSync(join(tmpdir(), 'skillscan-fake-runtime-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('the registry and the runtime enums of both schemas include it', () => {
    for (const d of ['scripts', 'schemas', 'rules', 'src/discovery/runtimes', 'src/rules'])
      cpSync(join(ROOT, d), join(work, d), { recursive: true });
    cpSync(join(ROOT, 'README.md'), join(work, 'README.md'));
    symlinkSync(join(ROOT, 'node_modules'), join(work, 'node_modules'));
    const module = `import type { RuntimeProfile } from './types.js';\n\nconst fake: RuntimeProfile = ${JSON.stringify(fake, null, 2)};\nexport default fake;\n`;
    writeFileSync(join(work, 'src/discovery/runtimes/fake.ts'), module);
    // Stale until generated: the check path (`npm test`) would say so.
    expect(() =>
      execFileSync(process.execPath, [join(work, 'scripts/gen-rules.mjs'), '--check'], { stdio: 'pipe' }),
    ).toThrow(/registry\.generated\.ts is stale/);
    execFileSync(process.execPath, [join(work, 'scripts/gen-rules.mjs')], { stdio: 'pipe' });
    const registry = readFileSync(join(work, 'src/discovery/runtimes/registry.generated.ts'), 'utf8');
    expect(registry).toContain("import runtime_fake from './fake.js';");
    const config = JSON.parse(readFileSync(join(work, 'schemas/config.schema.json'), 'utf8'));
    expect(config.properties.runtimes.items.enum).toContain('fake');
    expect(Object.keys(config.definitions.listing.properties.runtimes.properties)).toEqual([
      'claude-code',
      'codex',
      'fake',
    ]);
    const meta = JSON.parse(readFileSync(join(work, 'schemas/rule-meta.schema.json'), 'utf8'));
    expect(meta.properties.runtimes.items.enum).toContain('fake');
    execFileSync(process.execPath, [join(work, 'scripts/gen-rules.mjs'), '--check'], { stdio: 'pipe' });
  });
});
