import { describe, expect, it } from 'vitest';
import { positions, scanMemory } from '../helpers.js';

async function run(rule: string, files: Record<string, string>) {
  return (await scanMemory(files, { only: [rule] })).findings;
}

const agent = (fm: string) => `---\n${fm}\n---\nYou review code.\n`;

describe('subagent-frontmatter', () => {
  const A = '.claude/agents/review.md';
  it('reports names Claude Code skips silently as high, other name forms as low', async () => {
    const f = await run('subagent-frontmatter', {
      [A]: agent('name: review:security\ndescription: Reviews.'),
      '.claude/agents/b.md': agent('name: -b\ndescription: B.'),
      '.claude/agents/c.md': agent('name: Code_Reviewer\ndescription: C.'),
    });
    expect(positions(f)).toEqual([
      '.claude/agents/b.md:2:7 subagent-frontmatter high',
      '.claude/agents/c.md:2:7 subagent-frontmatter low',
      `${A}:2:7 subagent-frontmatter high`,
    ]);
  });
  it('checks tools, enums, maxTurns, background and unknown keys at their values', async () => {
    const fm = [
      'name: review',
      'description: Reviews.',
      'tools: Read, Grep, Bassh',
      'disallowedTools: Grep',
      'permissionMode: readonly',
      'maxTurns: "10"',
      'background: "true"',
      'color: magenta',
      'model: gpt-5',
      'memory: global',
      'isolation: container',
      'effort: extreme',
      'allowed-tools: Read',
    ].join('\n');
    const f = await run('subagent-frontmatter', { [A]: agent(fm) });
    expect(positions(f)).toEqual([
      `${A}:4:20 subagent-frontmatter medium`, // Bassh → Bash
      `${A}:5:1 subagent-frontmatter low`, // Grep in both lists
      `${A}:6:17 subagent-frontmatter medium`,
      `${A}:7:11 subagent-frontmatter medium`,
      `${A}:8:13 subagent-frontmatter low`,
      `${A}:9:8 subagent-frontmatter low`,
      `${A}:10:8 subagent-frontmatter medium`,
      `${A}:11:9 subagent-frontmatter medium`,
      `${A}:12:12 subagent-frontmatter medium`,
      `${A}:13:9 subagent-frontmatter medium`,
      `${A}:14:1 subagent-frontmatter medium`, // allowed-tools → tools
    ]);
    expect(f[0]!.message).toMatch(/did you mean 'Bash'/);
    expect(f[10]!.message).toMatch(/did you mean 'tools'/);
  });
  it('reports mcpServers and permissionMode in a plugin agent as ignored', async () => {
    const P = 'plug/agents/helper.md';
    const f = await run('subagent-frontmatter', {
      'plug/.claude-plugin/plugin.json': '{"name": "plug"}',
      [P]: agent('name: helper\ndescription: Helps.\npermissionMode: acceptEdits\nmcpServers:\n  gh: {}'),
    });
    expect(positions(f)).toEqual([
      `${P}:4:1 subagent-frontmatter medium`,
      `${P}:5:1 subagent-frontmatter medium`,
    ]);
    expect(f[0]!.message).toMatch(/for security reasons/);
  });
  it('is quiet on a valid agent', async () => {
    const fm =
      'name: code-reviewer\ndescription: Reviews code. Use after edits.\ntools: Read, Grep, Glob, Bash(git diff *)\nmodel: sonnet\npermissionMode: plan\nmaxTurns: 20\nmemory: project\ncolor: blue\neffort: high\nisolation: worktree\nbackground: false';
    expect(await run('subagent-frontmatter', { [A]: agent(fm) })).toEqual([]);
  });
});

describe('plugin-manifest', () => {
  const M = 'plug/.claude-plugin/plugin.json';
  it('reports invalid JSON as high', async () => {
    const f = await run('plugin-manifest', { [M]: '{"name": "plug",}' });
    expect(f.map((x) => `${x.location.path} ${x.severity}`)).toEqual([`${M} high`]);
  });
  it('checks name, field types, unknown fields, version and component paths at their values', async () => {
    const json = [
      '{',
      '  "name": "My Plug",',
      '  "version": "1",',
      '  "keywords": "x",',
      '  "category": "tools",',
      '  "skills": "skills/extra",',
      '  "agents": ["./agents", "../shared/agents"],',
      '  "commands": "./missing"',
      '}',
    ].join('\n');
    const f = await run('plugin-manifest', {
      [M]: json,
      'plug/agents/a.md': '# a',
      'plug/skills/extra/x/SKILL.md': '# x',
    });
    expect(positions(f)).toEqual([
      `${M}:2:11 plugin-manifest medium`, // not kebab-case
      `${M}:3:14 plugin-manifest low`, // not semver
      `${M}:4:15 plugin-manifest high`, // keywords wrong type
      `${M}:5:3 plugin-manifest low`, // unknown field
      `${M}:6:13 plugin-manifest medium`, // no ./
      `${M}:7:26 plugin-manifest medium`, // leaves the plugin
      `${M}:8:15 plugin-manifest medium`, // does not exist
    ]);
  });
  it('reports an author without a name and a homepage that is not a URL', async () => {
    const f = await run('plugin-manifest', {
      [M]: '{\n  "name": "plug",\n  "author": {"email": "a@b.c"},\n  "homepage": "example.com"\n}',
    });
    expect(positions(f)).toEqual([`${M}:3:13 plugin-manifest low`, `${M}:4:15 plugin-manifest low`]);
  });
  it('reports a missing name and component folders inside .claude-plugin/', async () => {
    const f = await run('plugin-manifest', {
      [M]: '{"description": "x"}',
      'plug/.claude-plugin/skills/a/SKILL.md': '---\nname: a\ndescription: a\n---\n',
    });
    expect(positions(f)).toEqual([
      'plug/.claude-plugin/plugin.json:1:1 plugin-manifest high',
      'plug/.claude-plugin/skills/a/SKILL.md:1:1 plugin-manifest medium',
    ]);
  });
  it('checks marketplaces: required fields, reserved names, entries, duplicates and sources', async () => {
    const K = '.claude-plugin/marketplace.json';
    const json = [
      '{',
      '  "name": "agent-skills",',
      '  "owner": {"name": "me"},',
      '  "plugins": [',
      '    {"name": "a", "source": "./plugins/a"},',
      '    {"name": "a", "source": "./plugins/b"},',
      '    {"name": "c"},',
      '    {"name": "d", "source": "../elsewhere"}',
      '  ]',
      '}',
    ].join('\n');
    const f = await run('plugin-manifest', { [K]: json, 'plugins/a/README.md': '# a' });
    expect(positions(f)).toEqual([
      `${K}:2:11 plugin-manifest low`, // reserved
      `${K}:6:14 plugin-manifest medium`, // duplicate name
      `${K}:6:29 plugin-manifest medium`, // ./plugins/b missing
      `${K}:7:5 plugin-manifest high`, // no source
      `${K}:8:29 plugin-manifest medium`, // leaves the repository
    ]);
    const missing = await run('plugin-manifest', { [K]: '{"name": "m", "plugins": []}' });
    expect(missing[0]!.message).toMatch(/missing required 'owner'/);
  });
  it('reports once when no local plugin source exists (partial tree)', async () => {
    const K = '.claude-plugin/marketplace.json';
    const json =
      '{"name": "m", "owner": {"name": "o"}, "plugins": [{"name": "a", "source": "./plugins/a"}, {"name": "b", "source": "./plugins/b"}]}';
    const f = await run('plugin-manifest', { [K]: json });
    expect(f).toHaveLength(1);
    expect(f[0]!.message).toMatch(/none of the 2 local plugin sources/);
  });
  it('is quiet on a valid plugin and marketplace', async () => {
    const f = await run('plugin-manifest', {
      '.claude-plugin/marketplace.json':
        '{"name": "tools", "owner": {"name": "o"}, "plugins": [{"name": "plug", "source": "./plug"}, {"name": "remote", "source": {"source": "github", "repo": "o/r"}}]}',
      [M]: '{"name": "plug", "version": "1.2.0", "author": {"name": "o"}, "keywords": ["x"], "skills": "./extra", "hooks": "./hooks/hooks.json"}',
      'plug/extra/x/SKILL.md': '---\nname: x\ndescription: x\n---\n',
      'plug/hooks/hooks.json': '{"hooks": {}}',
    });
    expect(f).toEqual([]);
  });
});
