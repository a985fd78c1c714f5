import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SkillDoc } from '../src/model/skill.js';
import { scan } from '../src/scan.js';
import { scanMemory, skillMd } from './helpers.js';

const sk = (name: string) => skillMd(`name: ${name}\ndescription: Does ${name}. Use when asked to ${name}.`);

async function discovered(files: Record<string, string | { symlink: string }>, layout?: 'home' | 'project') {
  const r = await scanMemory(files, { only: [], ...(layout ? { config: { layout } } : {}) });
  return r.model;
}

function byPath(skills: SkillDoc[], path: string): SkillDoc {
  const s = skills.find((x) => x.path === path);
  if (!s) throw new Error(`not discovered: ${path}; have ${skills.map((x) => x.path).join(', ')}`);
  return s;
}

function names(doc: SkillDoc): string[] {
  return [...new Set(doc.invocations.map((i) => `${i.runtime}=${i.name}`))].sort();
}

describe('discovery: project layout (skills.md §2.1, §3)', () => {
  it('maps each runtime folder to the runtimes that read it', async () => {
    const m = await discovered({
      '.claude/skills/a/SKILL.md': sk('a'),
      '.agents/skills/b/SKILL.md': sk('b'),
      '.github/skills/c/SKILL.md': sk('c'),
      '.codex/skills/d/SKILL.md': sk('d'),
      '.cursor/skills/e/SKILL.md': sk('e'),
      '.gemini/skills/f/SKILL.md': sk('f'),
      '.opencode/skills/g/SKILL.md': sk('g'),
      '.goose/skills/h/SKILL.md': sk('h'),
    });
    const rt = (p: string) => byPath(m.skills, p).runtimes;
    expect(rt('.claude/skills/a/SKILL.md')).toEqual([
      'claude-code',
      'copilot',
      'cursor',
      'goose',
      'opencode',
      'vscode',
    ]);
    expect(rt('.agents/skills/b/SKILL.md')).toEqual([
      'agentskills',
      'amp',
      'codex',
      'copilot',
      'cursor',
      'gemini',
      'goose',
      'opencode',
      'vscode',
    ]);
    expect(rt('.github/skills/c/SKILL.md')).toEqual(['copilot', 'vscode']);
    expect(rt('.codex/skills/d/SKILL.md')).toEqual(['codex', 'cursor']);
    expect(rt('.cursor/skills/e/SKILL.md')).toEqual(['cursor']);
    expect(rt('.gemini/skills/f/SKILL.md')).toEqual(['gemini']);
    expect(rt('.opencode/skills/g/SKILL.md')).toEqual(['opencode']);
    expect(rt('.goose/skills/h/SKILL.md')).toEqual(['goose']);
    expect(m.skills.every((s) => s.scope === 'project')).toBe(true);
  });

  it('invokes Claude Code skills by folder and others by frontmatter name', async () => {
    const m = await discovered({ '.claude/skills/deploy-app/SKILL.md': sk('deploy') });
    const doc = byPath(m.skills, '.claude/skills/deploy-app/SKILL.md');
    expect(names(doc)).toContain('claude-code=deploy-app');
    expect(names(doc)).toContain('copilot=deploy');
  });

  it('gives nested .claude/skills directory-qualified names (lazy nested loading)', async () => {
    const m = await discovered({ 'apps/web/.claude/skills/deploy/SKILL.md': sk('deploy') });
    const doc = byPath(m.skills, 'apps/web/.claude/skills/deploy/SKILL.md');
    expect(doc.scope).toBe('nested');
    expect(names(doc)).toContain('claude-code=apps/web:deploy');
    // Copilot reads only the project root's folders.
    expect(doc.runtimes).not.toContain('copilot');
  });

  it('lets Codex find skills up to six levels below its root, Claude Code only one', async () => {
    const m = await discovered({
      '.agents/skills/group/tool/SKILL.md': sk('tool'),
      '.claude/skills/g/t/SKILL.md': sk('t'),
    });
    expect(byPath(m.skills, '.agents/skills/group/tool/SKILL.md').runtimes).toEqual(['codex']);
    expect(byPath(m.skills, '.claude/skills/g/t/SKILL.md').scope).toBe('collection');
  });

  it('records plain collections at any depth, loaded by no runtime directly', async () => {
    const m = await discovered({ 'packages/x/skills/pdf/SKILL.md': sk('pdf'), 'SKILL.md': sk('root') });
    const doc = byPath(m.skills, 'packages/x/skills/pdf/SKILL.md');
    expect(doc.scope).toBe('collection');
    expect(doc.runtimes).toEqual([]);
    expect(byPath(m.skills, 'SKILL.md').scope).toBe('collection');
  });

  it('records lowercase skill.md but no runtime loads it', async () => {
    const m = await discovered({ '.claude/skills/a/skill.md': sk('a') });
    const doc = byPath(m.skills, '.claude/skills/a/skill.md');
    expect(doc.fileNameExact).toBe(false);
    expect(doc.runtimes).toEqual([]);
  });

  it('reads managed skills under etc/claude-code', async () => {
    const m = await discovered({ 'etc/claude-code/.claude/skills/policy/SKILL.md': sk('policy') });
    expect(byPath(m.skills, 'etc/claude-code/.claude/skills/policy/SKILL.md').scope).toBe('managed');
  });
});

describe('discovery: home layout (dotfiles repositories)', () => {
  it('detects a dotfiles tree from user-only folders and marks skills personal', async () => {
    const m = await discovered({
      '.config/opencode/skills/o/SKILL.md': sk('o'),
      '.copilot/skills/c/SKILL.md': sk('c'),
      '.claude/skills/a/SKILL.md': sk('a'),
    });
    expect(m.layout).toBe('home');
    expect(byPath(m.skills, '.config/opencode/skills/o/SKILL.md').runtimes).toEqual(['opencode']);
    expect(byPath(m.skills, '.copilot/skills/c/SKILL.md').runtimes).toEqual(['copilot', 'vscode']);
    expect(m.skills.every((s) => s.scope === 'personal')).toBe(true);
  });
  it('honours an explicit home layout', async () => {
    const m = await discovered({ '.claude/skills/a/SKILL.md': sk('a') }, 'home');
    expect(byPath(m.skills, '.claude/skills/a/SKILL.md').scope).toBe('personal');
  });
});

describe('discovery: commands, subagents, settings (§2.1, §2.6)', () => {
  it('finds legacy commands, recursive subagents and settings files with hooks', async () => {
    const m = await discovered({
      '.claude/commands/release.md': '---\ndescription: Release\n---\nDo it.\n',
      '.claude/agents/team/reviewer.md': skillMd('name: reviewer\ndescription: Reviews code.'),
      '.claude/settings.json': '{"hooks":{}}',
    });
    expect(byPath(m.skills, '.claude/commands/release.md').kind).toBe('command');
    expect(names(byPath(m.skills, '.claude/commands/release.md'))).toEqual(['claude-code=release']);
    const agent = byPath(m.skills, '.claude/agents/team/reviewer.md');
    expect(agent.kind).toBe('agent');
    expect(names(agent)).toEqual(['claude-code=reviewer']);
    expect(m.hooksFiles.map((h) => `${h.kind}:${h.path}`)).toEqual(['settings:.claude/settings.json']);
  });
});

describe('discovery: plugins and marketplaces (§2.7)', () => {
  const plugin = {
    '.claude-plugin/marketplace.json': JSON.stringify({
      name: 'tools',
      owner: { name: 'me' },
      plugins: [
        { name: 'lint', source: './plugins/lint' },
        { name: 'bare', source: './plugins/bare' },
      ],
    }),
    'plugins/lint/.claude-plugin/plugin.json': JSON.stringify({ name: 'linter', skills: './extra' }),
    'plugins/lint/skills/check/SKILL.md': sk('check'),
    'plugins/lint/extra/more/SKILL.md': sk('more'),
    'plugins/lint/commands/fix.md': '---\ndescription: Fix\n---\n',
    'plugins/lint/agents/helper.md': skillMd('name: helper\ndescription: Helps.'),
    'plugins/lint/hooks/hooks.json': '{"hooks":{}}',
    'plugins/bare/SKILL.md': sk('bare-root'),
  };
  it('namespaces plugin skills and commands with the manifest name', async () => {
    const m = await discovered(plugin);
    expect(names(byPath(m.skills, 'plugins/lint/skills/check/SKILL.md'))).toEqual([
      'claude-code=linter:check',
    ]);
    expect(names(byPath(m.skills, 'plugins/lint/extra/more/SKILL.md'))).toEqual(['claude-code=linter:more']);
    expect(names(byPath(m.skills, 'plugins/lint/commands/fix.md'))).toEqual(['claude-code=linter:fix']);
    expect(byPath(m.skills, 'plugins/lint/agents/helper.md').kind).toBe('agent');
    expect(m.hooksFiles.map((h) => h.path)).toEqual(['plugins/lint/hooks/hooks.json']);
  });
  it('treats marketplace sources without a manifest as plugins, and a root SKILL.md as the plugin skill', async () => {
    const m = await discovered(plugin);
    const root = byPath(m.skills, 'plugins/bare/SKILL.md');
    expect(root.scope).toBe('plugin');
    expect(names(root)).toEqual(['claude-code=bare-root']);
    expect(m.marketplaces[0]!.pluginRoots).toEqual(['plugins/lint', 'plugins/bare']);
  });
  it('gives a skill to the deepest plugin above it, the repository root included', async () => {
    const manifest = (name: string) => JSON.stringify({ name });
    const m = await discovered({
      '.claude-plugin/plugin.json': manifest('top'),
      'skills/a/SKILL.md': sk('a'),
      'outer/.claude-plugin/plugin.json': manifest('outer'),
      'outer/skills/b/SKILL.md': sk('b'),
      'outer/inner/.claude-plugin/plugin.json': manifest('inner'),
      'outer/inner/skills/c/SKILL.md': sk('c'),
      // A sibling whose name extends a plugin root's is not inside it.
      'outer-x/skills/d/SKILL.md': sk('d'),
    });
    const plugin = (p: string) => byPath(m.skills, p).plugin;
    expect(plugin('skills/a/SKILL.md')).toBe('');
    expect(plugin('outer/skills/b/SKILL.md')).toBe('outer');
    expect(plugin('outer/inner/skills/c/SKILL.md')).toBe('outer/inner');
    expect(names(byPath(m.skills, 'outer/inner/skills/c/SKILL.md'))).toEqual(['claude-code=inner:c']);
    expect(byPath(m.skills, 'outer-x/skills/d/SKILL.md').scope).not.toBe('plugin');
  });
  it('loads the agent and command files a manifest lists, and only those (the list replaces agents/)', async () => {
    const agent = (name: string) => skillMd(`name: ${name}\ndescription: Works on ${name}.`);
    const m = await discovered({
      'kit/.claude-plugin/plugin.json': JSON.stringify({
        name: 'kit',
        agents: ['./agents/scout.md', './extra/agents/'],
        commands: ['./cmds/run.md'],
      }),
      'kit/agents/scout.md': agent('scout'),
      // Not listed: the manifest's list replaces the default folder, so Claude Code does not load it.
      'kit/agents/stray.md': agent('stray'),
      'kit/extra/agents/helper.md': agent('helper'),
      'kit/cmds/run.md': '---\ndescription: Runs it\n---\n',
      'kit/commands/old.md': '---\ndescription: Not loaded\n---\n',
    });
    const scout = byPath(m.skills, 'kit/agents/scout.md');
    expect(scout.kind).toBe('agent');
    expect(scout.scope).toBe('plugin');
    expect(names(scout)).toEqual(['claude-code=scout']);
    expect(byPath(m.skills, 'kit/extra/agents/helper.md').kind).toBe('agent');
    expect(names(byPath(m.skills, 'kit/cmds/run.md'))).toEqual(['claude-code=kit:run']);
    const paths = m.skills.map((s) => s.path);
    expect(paths).not.toContain('kit/agents/stray.md');
    expect(paths).not.toContain('kit/commands/old.md');
  });
});

describe('discovery: symlinks (realpath dedupe)', () => {
  it('loads a symlinked skill folder once and records both paths', async () => {
    const m = await discovered({
      '.agents/skills/x/SKILL.md': sk('x'),
      '.claude/skills/x': { symlink: '../../.agents/skills/x' },
    });
    const skills = m.skills.filter((s) => s.kind === 'skill');
    expect(skills).toHaveLength(1);
    expect(skills[0]!.path).toBe('.agents/skills/x/SKILL.md');
    expect(skills[0]!.paths).toEqual(['.agents/skills/x/SKILL.md', '.claude/skills/x/SKILL.md']);
    expect(skills[0]!.runtimes).toContain('claude-code');
    expect(skills[0]!.runtimes).toContain('codex');
  });

  describe('on disk', () => {
    const base = mkdtempSync(join(tmpdir(), 'skillscan-disc-'));
    afterAll(() => rmSync(base, { recursive: true, force: true }));
    it('reports a link out of the root without reading it, and dedupes an inside link', async () => {
      const root = join(base, 'repo');
      const outside = join(base, 'outside');
      mkdirSync(join(root, '.agents/skills/x'), { recursive: true });
      mkdirSync(join(root, '.claude/skills'), { recursive: true });
      mkdirSync(outside, { recursive: true });
      writeFileSync(join(root, '.agents/skills/x/SKILL.md'), sk('x'));
      writeFileSync(join(outside, 'SKILL.md'), sk('evil'));
      symlinkSync('../../.agents/skills/x', join(root, '.claude/skills/x'));
      symlinkSync(outside, join(root, '.claude/skills/evil'));
      symlinkSync('loop-b', join(root, 'loop-a'));
      symlinkSync('loop-a', join(root, 'loop-b'));
      const r = await scan({ root });
      const skills = r.model.skills;
      expect(skills.map((s) => s.paths)).toEqual([
        ['.agents/skills/x/SKILL.md', '.claude/skills/x/SKILL.md'],
      ]);
      const esc = r.findings
        .filter((f) => f.ruleId === 'symlink-escape')
        .map((f) => `${f.location.path} ${f.severity}`);
      expect(esc).toEqual(['.claude/skills/evil high', 'loop-a medium', 'loop-b medium']);
      expect(r.model.files.readReal.has('.claude/skills/evil/SKILL.md')).toBe(false);
    });
  });
});
