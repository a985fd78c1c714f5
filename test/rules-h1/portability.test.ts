import { describe, expect, it } from 'vitest';
import { positions, scanMemory, skillMd } from '../helpers.js';

async function run(rule: string, files: Record<string, string>) {
  return (await scanMemory(files, { only: [rule] })).findings;
}

describe('unknown-keys', () => {
  it('suggests the real key for a typo, as medium', async () => {
    const P = '.claude/skills/deploy/SKILL.md';
    const f = await run('unknown-keys', {
      [P]: skillMd('name: deploy\ndescripton: Deploys.\nallowed_tools: Read\nuser-invokable: false'),
    });
    expect(positions(f)).toEqual([
      `${P}:3:1 unknown-keys medium`,
      `${P}:4:1 unknown-keys medium`,
      `${P}:5:1 unknown-keys medium`,
    ]);
    expect(f.map((x) => x.message.match(/did you mean '([^']+)'/)?.[1])).toEqual([
      'description',
      'allowed-tools',
      'user-invocable',
    ]);
  });
  it('judges Claude Code keys per runtime: quiet under .claude, info under .github, low under .agents and in a collection', async () => {
    const fm = 'name: deploy\ndescription: Deploys.\ncontext: fork\nargument-hint: "[env]"';
    const f = await run('unknown-keys', {
      '.claude/skills/deploy/SKILL.md': skillMd(fm),
      '.agents/skills/deploy/SKILL.md': skillMd(fm),
      '.github/skills/deploy/SKILL.md': skillMd(fm),
      'skills/deploy/SKILL.md': skillMd(fm),
    });
    // Copilot and VS Code read argument-hint, so only context is reported under .github/skills.
    expect(positions(f)).toEqual([
      '.agents/skills/deploy/SKILL.md:4:1 unknown-keys low',
      '.agents/skills/deploy/SKILL.md:5:1 unknown-keys low',
      '.github/skills/deploy/SKILL.md:4:1 unknown-keys info',
      'skills/deploy/SKILL.md:4:1 unknown-keys low',
      'skills/deploy/SKILL.md:5:1 unknown-keys low',
    ]);
    // argument-hint is read by Copilot and VS Code too: the message must not call it Claude-only.
    expect(f[4]!.message).toMatch(/only Claude Code, GitHub Copilot, VS Code act on it/);
    expect(f[0]!.message).toMatch(/spec validator rejects/);
  });
  it('reports a key no runtime reads as low in a collection and info under .claude', async () => {
    const fm = 'name: deploy\ndescription: Deploys.\nauthor: someone';
    const f = await run('unknown-keys', {
      '.claude/skills/deploy/SKILL.md': skillMd(fm),
      'skills/deploy/SKILL.md': skillMd(fm),
    });
    expect(positions(f)).toEqual([
      '.claude/skills/deploy/SKILL.md:4:1 unknown-keys info',
      'skills/deploy/SKILL.md:4:1 unknown-keys low',
    ]);
  });
  it('is quiet on the spec keys anywhere', async () => {
    const fm =
      'name: deploy\ndescription: Deploys.\nlicense: MIT\ncompatibility: git\nmetadata:\n  a: b\nallowed-tools: Read';
    const f = await run('unknown-keys', {
      '.agents/skills/deploy/SKILL.md': skillMd(fm),
      'skills/deploy/SKILL.md': skillMd(fm),
    });
    expect(f).toEqual([]);
  });
});

describe('tool-names', () => {
  it('flags unknown Claude tool names with a suggestion, and legacy names as info', async () => {
    const P = '.claude/skills/lint/SKILL.md';
    const f = await run('tool-names', {
      [P]: skillMd(
        'name: lint\ndescription: Lints.\nallowed-tools: Bassh(npm run lint) Read MultiEdit Frobnicate',
      ),
    });
    // value starts at col 16: Bassh(npm run lint) 16–34, Read 36, MultiEdit 41, Frobnicate 51
    expect(positions(f)).toEqual([
      `${P}:4:16 tool-names medium`,
      `${P}:4:41 tool-names info`,
      `${P}:4:51 tool-names low`,
    ]);
    expect(f[0]!.message).toMatch(/did you mean 'Bash'/);
  });
  it('flags MCP tools not written mcp__server__tool', async () => {
    const P = '.claude/skills/gh/SKILL.md';
    const f = await run('tool-names', {
      [P]: skillMd('name: gh\ndescription: d\nallowed-tools:\n  - mcp_github_get_issue'),
    });
    expect(positions(f)).toEqual([`${P}:5:5 tool-names medium`]);
  });
  it('flags Claude names in a folder only Gemini/OpenCode/Copilot read, with their names', async () => {
    const P = '.agents/skills/lint/SKILL.md';
    const f = await run('tool-names', {
      [P]: skillMd('name: lint\ndescription: d\nallowed-tools: Bash Read'),
    });
    expect(positions(f)).toEqual([`${P}:4:16 tool-names low`, `${P}:4:21 tool-names low`]);
    expect(f[0]!.message).toMatch(/Gemini CLI calls it 'run_shell_command'/);
  });
  it('reports allowed-tools as inert where no loading runtime acts on it', async () => {
    const P = '.codex/skills/lint/SKILL.md';
    const f = await run('tool-names', { [P]: skillMd('name: lint\ndescription: d\nallowed-tools: shell') });
    expect(positions(f)).toEqual([`${P}:4:1 tool-names info`]);
  });
  it('is quiet on valid Claude tool lists', async () => {
    const f = await run('tool-names', {
      '.claude/skills/lint/SKILL.md': skillMd(
        'name: lint\ndescription: d\nallowed-tools: Bash(git *) Read Edit mcp__github__get_issue mcp__linear__* WebFetch(domain:x.com) Agent',
      ),
    });
    expect(f).toEqual([]);
  });
});

describe('codex-openai-yaml', () => {
  const S = '.agents/skills/deploy/SKILL.md';
  const Y = '.agents/skills/deploy/agents/openai.yaml';
  const skill = skillMd('name: deploy\ndescription: Deploys.');
  it('flags bad icons, colour, unknown keys and a string policy value', async () => {
    const yaml = [
      'interface:',
      '  display_name: "Deploy"',
      '  icon_small: "../shared/icon.png"',
      '  brand_color: blue',
      '  tagline: "x"',
      'policy:',
      '  allow_implicit_invocation: "false"',
      '',
    ].join('\n');
    const f = await run('codex-openai-yaml', { [S]: skill, [Y]: yaml });
    expect(positions(f)).toEqual([
      `${Y}:3:15 codex-openai-yaml medium`,
      `${Y}:4:16 codex-openai-yaml low`,
      `${Y}:5:3 codex-openai-yaml low`,
      `${Y}:7:30 codex-openai-yaml high`,
    ]);
    expect(f[3]!.message).toMatch(/opposite of what is written/);
  });
  it('flags a parse error and bad dependency entries', async () => {
    const f1 = await run('codex-openai-yaml', { [S]: skill, [Y]: 'interface:\n  display_name: "x\n' });
    expect(f1.map((x) => x.severity)).toEqual(['high']);
    const deps =
      'dependencies:\n  tools:\n    - type: mcp\n      value: github\n      transport: websocket\n    - value: x\n';
    const f2 = await run('codex-openai-yaml', { [S]: skill, [Y]: deps });
    expect(positions(f2)).toEqual([
      `${Y}:5:18 codex-openai-yaml medium`,
      `${Y}:6:7 codex-openai-yaml medium`,
    ]);
  });
  it('is quiet on a valid file with an existing icon', async () => {
    const yaml =
      'interface:\n  display_name: "Deploy"\n  short_description: "Ship it"\n  icon_small: "./assets/icon.png"\n  brand_color: "#1F6FEB"\npolicy:\n  allow_implicit_invocation: false\n';
    const f = await run('codex-openai-yaml', {
      [S]: skill,
      [Y]: yaml,
      '.agents/skills/deploy/assets/icon.png': 'png',
    });
    expect(f).toEqual([]);
  });
});

describe('sidecar-metadata', () => {
  const S = 'skills/deploy/SKILL.md';
  const skill = skillMd('name: deploy\ndescription: Deploys the app.');
  it('reports a sidecar as low and a divergent one as medium naming the field', async () => {
    const f = await run('sidecar-metadata', {
      [S]: skill,
      'skills/deploy/metadata.json': '{"version": "1.0.0"}',
      'skills/deploy/skill.yaml': 'name: deployer\ndescription: Deploys the app.\n',
    });
    expect(positions(f)).toEqual([
      'skills/deploy/metadata.json:1:1 sidecar-metadata low',
      'skills/deploy/skill.yaml:1:1 sidecar-metadata medium',
    ]);
    expect(f[1]!.message).toMatch(/name 'deployer' \(frontmatter: 'deploy'\)/);
    expect(f[1]!.message).not.toMatch(/description/);
  });
  it('is quiet on a skill with only SKILL.md and its resources', async () => {
    const f = await run('sidecar-metadata', { [S]: skill, 'skills/deploy/references/api.md': '# API\n' });
    expect(f).toEqual([]);
  });
});
