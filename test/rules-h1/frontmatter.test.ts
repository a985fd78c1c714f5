import { describe, expect, it } from 'vitest';
import { positions, scanMemory, skillMd } from '../helpers.js';

const good = skillMd('name: deploy\ndescription: Deploys the app. Use when the user asks to deploy.');
const P = '.claude/skills/deploy/SKILL.md';

async function run(rule: string, files: Record<string, string>) {
  return (await scanMemory(files, { only: [rule] })).findings;
}

describe('frontmatter-types', () => {
  it('flags a non-map metadata at its value', async () => {
    const f = await run('frontmatter-types', {
      [P]: skillMd('name: deploy\ndescription: d\nmetadata: internal'),
    });
    expect(positions(f)).toEqual([`${P}:4:11 frontmatter-types medium`]);
    expect(f[0]!.message).toMatch(/Claude Code drops it/);
  });
  it('flags non-string metadata values at each value (low for scalars, medium for nested)', async () => {
    const fm = 'name: deploy\ndescription: d\nmetadata:\n  internal: true\n  owners: [a, b]\n  team: infra';
    const f = await run('frontmatter-types', { [P]: skillMd(fm) });
    expect(positions(f)).toEqual([`${P}:5:13 frontmatter-types low`, `${P}:6:11 frontmatter-types medium`]);
  });
  it('flags empty, overlong and non-string compatibility, and a non-string license', async () => {
    const long = 'x'.repeat(501);
    const f1 = await run('frontmatter-types', {
      [P]: skillMd(`name: deploy\ndescription: d\ncompatibility: ""`),
    });
    expect(positions(f1)).toEqual([`${P}:4:16 frontmatter-types low`]);
    const f2 = await run('frontmatter-types', {
      [P]: skillMd(`name: deploy\ndescription: d\ncompatibility: ${long}`),
    });
    expect(f2[0]!.message).toMatch(/501 characters/);
    const f3 = await run('frontmatter-types', {
      [P]: skillMd('name: deploy\ndescription: d\ncompatibility: [linux]\nlicense: 3'),
    });
    expect(positions(f3)).toEqual([`${P}:4:16 frontmatter-types medium`, `${P}:5:10 frontmatter-types low`]);
  });
  it('points at the exact allowed-tools entry that is malformed', async () => {
    const f = await run('frontmatter-types', {
      [P]: skillMd('name: deploy\ndescription: d\nallowed-tools: Read,,Write Bash(git add *'),
    });
    // col 16 = start of the value; ',,' empty slot at +5, unbalanced '(' entry starts at +12.
    expect(positions(f)).toEqual([`${P}:4:21 frontmatter-types low`, `${P}:4:28 frontmatter-types medium`]);
    expect(f.map((x) => x.message).join('\n')).toMatch(/empty entry[\s\S]*unbalanced parentheses/);
  });
  it('flags list entries that are not strings or hold several tools, and a mapping value', async () => {
    const f = await run('frontmatter-types', {
      [P]: skillMd(
        'name: deploy\ndescription: d\nallowed-tools:\n  - Read Write\n  - 3\ndisallowed-tools: {Bash: true}',
      ),
    });
    expect(positions(f)).toEqual([
      `${P}:5:5 frontmatter-types low`,
      `${P}:6:5 frontmatter-types medium`,
      `${P}:7:19 frontmatter-types medium`,
    ]);
  });
  it('accepts the documented tool-list forms', async () => {
    const forms = [
      'allowed-tools: Bash(git add *) Bash(git commit:*) Read',
      'allowed-tools: Read, Grep, Glob',
      'allowed-tools: "Bash(npm run *), mcp__github__get_issue"',
      'allowed-tools:\n  - Read\n  - Bash(git log --oneline *)',
    ];
    for (const form of forms) {
      const f = await run('frontmatter-types', { [P]: skillMd(`name: deploy\ndescription: d\n${form}`) });
      expect(f, form).toEqual([]);
    }
  });
  it('flags effort, shell and model values Claude Code cannot use', async () => {
    const f = await run('frontmatter-types', {
      [P]: skillMd('name: deploy\ndescription: d\neffort: extreme\nshell: zsh\nmodel: gpt-4o'),
    });
    expect(positions(f)).toEqual([
      `${P}:4:9 frontmatter-types medium`,
      `${P}:5:8 frontmatter-types medium`,
      `${P}:6:8 frontmatter-types low`,
    ]);
    const ok = await run('frontmatter-types', {
      [P]: skillMd('name: deploy\ndescription: d\neffort: high\nshell: powershell\nmodel: claude-opus-4-5'),
    });
    expect(ok).toEqual([]);
  });
  it('reports version (info under .claude, low elsewhere) and name in a legacy command', async () => {
    const f = await run('frontmatter-types', {
      [P]: skillMd('name: deploy\ndescription: d\nversion: 1.0.0'),
      'skills/deploy/SKILL.md': skillMd('name: deploy\ndescription: d\nversion: 1.0.0'),
      '.claude/commands/ship.md': '---\nname: shipit\ndescription: Ships.\n---\nShip it.\n',
    });
    expect(positions(f)).toEqual([
      '.claude/commands/ship.md:2:1 frontmatter-types info',
      `${P}:4:1 frontmatter-types info`,
      'skills/deploy/SKILL.md:4:1 frontmatter-types low',
    ]);
    expect(f[0]!.message).toMatch(/invoked as \/ship/);
  });
  it('is quiet on a valid skill with every spec field', async () => {
    const fm =
      'name: deploy\ndescription: Deploys. Use when asked.\nlicense: MIT\ncompatibility: Needs git\nmetadata:\n  version: "1.0"\nallowed-tools: Read Grep';
    expect(await run('frontmatter-types', { [P]: skillMd(fm) })).toEqual([]);
  });
});

describe('frontmatter-split', () => {
  it('reports a --- inside a value where skills-ref would close the frontmatter', async () => {
    const text = skillMd('name: deploy\ndescription: Deploys the app --- safely. Use when asked.');
    const f = await run('frontmatter-split', { [P]: text });
    expect(positions(f)).toEqual([`${P}:3:30 frontmatter-split medium`]);
    expect(f[0]!.message).toMatch(/skills-ref/);
  });
  it('reports an opener with trailing text at the trailing text', async () => {
    const f = await run('frontmatter-split', { [P]: '--- name: deploy\ndescription: d\n---\nBody\n' });
    expect(positions(f)).toEqual([`${P}:1:4 frontmatter-split medium`]);
  });
  it('is quiet on --- used as a horizontal rule in the body and on a clean file', async () => {
    const f = await run('frontmatter-split', { [P]: `${good}\n---\n\nMore.\n` });
    expect(f).toEqual([]);
  });
});

describe('skill-file-name', () => {
  it('reports skill.md in a runtime folder as high and in a collection as medium', async () => {
    const f = await run('skill-file-name', {
      '.claude/skills/deploy/skill.md': good,
      'skills/lint/Skill.md': skillMd('name: lint\ndescription: Lints.'),
    });
    expect(positions(f)).toEqual([
      '.claude/skills/deploy/skill.md:1:1 skill-file-name high',
      'skills/lint/Skill.md:1:1 skill-file-name medium',
    ]);
  });
  it('reports a SKILL.md directly in the skills root and one nested too deep', async () => {
    const f = await run('skill-file-name', {
      '.claude/skills/SKILL.md': good,
      '.claude/skills/group/deploy/SKILL.md': good,
    });
    expect(positions(f)).toEqual([
      '.claude/skills/SKILL.md:1:1 skill-file-name high',
      '.claude/skills/group/deploy/SKILL.md:1:1 skill-file-name medium',
    ]);
    expect(f[0]!.message).toMatch(/directly in the skills folder/);
  });
  it('is quiet when some runtime loads the nested skill (Codex looks six levels deep)', async () => {
    const f = await run('skill-file-name', {
      '.agents/skills/group/deploy/SKILL.md': good,
      [P]: good,
      // A sub-project's .github/skills is not scanned by Copilot from the root: nothing to say about depth.
      'packages/web/.github/skills/deploy/SKILL.md': good,
    });
    expect(f).toEqual([]);
  });
});

describe('hostile input', () => {
  it('parses a huge garbled tool list and a --- heavy value in linear time', async () => {
    const tools = `${'Bash('.repeat(6000)}${'a,'.repeat(6000)}${')'.repeat(3000)}`;
    const dashes = '-- '.repeat(15000);
    const started = Date.now();
    const r = await scanMemory(
      {
        'skills/x/SKILL.md': skillMd(`name: x\ndescription: "${dashes}"\nallowed-tools: ${tools}`),
        '.claude/agents/a.md': `---\nname: a\ndescription: a\ntools: ${tools}\n---\n`,
      },
      {
        only: [
          'frontmatter-types',
          'tool-names',
          'subagent-frontmatter',
          'frontmatter-split',
          'unknown-keys',
        ],
      },
    );
    expect(Date.now() - started).toBeLessThan(5000);
    expect(r.findings.some((f) => /unbalanced/.test(f.message))).toBe(true);
  });
});
