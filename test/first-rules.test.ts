import { describe, expect, it } from 'vitest';
import { positions, scanMemory, skillMd } from './helpers.js';

const good = skillMd('name: deploy\ndescription: Deploys the app. Use when the user asks to deploy.');

describe('frontmatter-missing', () => {
  it('flags a skill without frontmatter at 1:1', async () => {
    const r = await scanMemory(
      { '.claude/skills/a/SKILL.md': '# A\n\nDoes things.\n' },
      { only: ['frontmatter-missing'] },
    );
    expect(positions(r.findings)).toEqual(['.claude/skills/a/SKILL.md:1:1 frontmatter-missing high']);
  });
  it('flags unclosed frontmatter', async () => {
    const r = await scanMemory(
      { '.claude/skills/a/SKILL.md': '---\nname: a\n# body\n' },
      { only: ['frontmatter-missing'] },
    );
    expect(r.findings[0]?.message).toMatch(/never closed/);
  });
  it('accepts a BOM and CRLF line endings', async () => {
    const crlf = `\uFEFF${good.replace(/\n/g, '\r\n')}`;
    const r = await scanMemory({ '.claude/skills/deploy/SKILL.md': crlf });
    expect(positions(r.findings)).toEqual([]);
  });
  it('is quiet on a valid skill', async () => {
    const r = await scanMemory({ '.claude/skills/deploy/SKILL.md': good });
    expect(r.findings).toEqual([]);
  });
});

describe('frontmatter-invalid', () => {
  it('points at the unquoted colon value', async () => {
    const text = skillMd('name: triage\ndescription: Use this skill when: an issue needs a label');
    const r = await scanMemory({ 'skills/triage/SKILL.md': text }, { only: ['frontmatter-invalid'] });
    expect(positions(r.findings)).toEqual(['skills/triage/SKILL.md:3:14 frontmatter-invalid high']);
    expect(r.findings[0]!.message).toMatch(/quote the value/);
  });
  it('flags a list instead of a mapping', async () => {
    const r = await scanMemory(
      { 'skills/x/SKILL.md': '---\n- a\n- b\n---\n' },
      { only: ['frontmatter-invalid'] },
    );
    expect(positions(r.findings)).toEqual(['skills/x/SKILL.md:2:1 frontmatter-invalid high']);
  });
});

describe('yaml-abuse', () => {
  it('stops an alias bomb', async () => {
    const bomb = [
      'a: &a ["x","x","x","x","x","x","x","x","x"]',
      'b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]',
      'c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]',
      'd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]',
      'e: [*d,*d,*d,*d,*d,*d,*d,*d,*d]',
    ].join('\n');
    const r = await scanMemory({ 'skills/x/SKILL.md': `---\n${bomb}\n---\n` }, { only: ['yaml-abuse'] });
    expect(positions(r.findings)).toEqual(['skills/x/SKILL.md:2:1 yaml-abuse medium']);
    expect(r.findings[0]!.message).toMatch(/alias/);
  });
  it('reports duplicate keys at the second key, as low', async () => {
    const text = skillMd('name: x\ndescription: d\nallowed-tools: Read\nallowed-tools: Bash');
    const r = await scanMemory({ 'skills/x/SKILL.md': text }, { only: ['yaml-abuse'] });
    expect(positions(r.findings)).toEqual(['skills/x/SKILL.md:5:1 yaml-abuse low']);
  });
  it('refuses deep nesting before parsing', async () => {
    const deep = `a: ${'['.repeat(5000)}${']'.repeat(5000)}`;
    const r = await scanMemory({ 'skills/x/SKILL.md': `---\n${deep}\n---\n` }, { only: ['yaml-abuse'] });
    expect(r.findings[0]?.message).toMatch(/nests 5000 levels/);
  });
});

describe('required-fields', () => {
  it('reports a missing description at the frontmatter opener', async () => {
    const r = await scanMemory({ 'skills/x/SKILL.md': skillMd('name: x') }, { only: ['required-fields'] });
    expect(positions(r.findings)).toEqual(['skills/x/SKILL.md:1:1 required-fields high']);
  });
  it('reports a non-string name at its value', async () => {
    const r = await scanMemory(
      { 'skills/x/SKILL.md': skillMd('name: [a]\ndescription: d') },
      { only: ['required-fields'] },
    );
    expect(positions(r.findings)).toEqual(['skills/x/SKILL.md:2:7 required-fields high']);
  });
  it('reports a subagent without a description', async () => {
    const r = await scanMemory(
      { '.claude/agents/rev.md': skillMd('name: rev') },
      { only: ['required-fields'] },
    );
    expect(r.findings[0]?.message).toMatch(/never delegates/);
  });
  it('does not require frontmatter fields in legacy commands', async () => {
    const r = await scanMemory(
      { '.claude/commands/go.md': skillMd('argument-hint: x') },
      { only: ['required-fields'] },
    );
    expect(r.findings).toEqual([]);
  });
});

describe('name-format and name-mismatch', () => {
  it('flags uppercase and double hyphens at the value', async () => {
    const r = await scanMemory(
      { 'skills/PDF--x/SKILL.md': skillMd('name: PDF--x\ndescription: d') },
      { only: ['name-format'] },
    );
    expect(positions(r.findings)).toEqual(['skills/PDF--x/SKILL.md:2:7 name-format medium']);
    expect(r.findings[0]!.message).toMatch(/lowercase.*consecutive hyphens/);
  });
  it('accepts unicode lowercase names the spec validator accepts, but warns about Copilot', async () => {
    const r = await scanMemory(
      { 'skills/навык/SKILL.md': skillMd('name: навык\ndescription: d') },
      { only: ['name-format'] },
    );
    expect(r.findings[0]?.message).toMatch(/non-ASCII/);
  });
  it('flags a name that differs from the folder and names the Claude Code command', async () => {
    const r = await scanMemory(
      { '.claude/skills/deploy-app/SKILL.md': skillMd('name: deploy\ndescription: d') },
      { only: ['name-mismatch'] },
    );
    expect(positions(r.findings)).toEqual(['.claude/skills/deploy-app/SKILL.md:2:7 name-mismatch medium']);
    expect(r.findings[0]!.message).toMatch(/invokes it as \/deploy-app/);
  });
  it('does not check a plugin-root SKILL.md', async () => {
    const r = await scanMemory(
      {
        'plug/.claude-plugin/plugin.json': '{"name":"plug"}',
        'plug/SKILL.md': skillMd('name: something\ndescription: d'),
      },
      { only: ['name-mismatch'] },
    );
    expect(r.findings).toEqual([]);
  });
});

describe('description-length', () => {
  it('flags 1,025 characters and not 1,024', async () => {
    const r = await scanMemory(
      {
        'skills/a/SKILL.md': skillMd(`name: a\ndescription: ${'x'.repeat(1025)}`),
        'skills/b/SKILL.md': skillMd(`name: b\ndescription: ${'x'.repeat(1024)}`),
      },
      { only: ['description-length'] },
    );
    expect(positions(r.findings)).toEqual(['skills/a/SKILL.md:3:14 description-length medium']);
  });
});

describe('name-format: reserved words', () => {
  it('reports claude as a name part at low severity, not as a substring', async () => {
    const r = await scanMemory(
      {
        'skills/claude-helper/SKILL.md': skillMd('name: claude-helper\ndescription: d'),
        'skills/claudette/SKILL.md': skillMd('name: claudette\ndescription: d'),
      },
      { only: ['name-format'] },
    );
    expect(positions(r.findings)).toEqual(['skills/claude-helper/SKILL.md:2:7 name-format low']);
    expect(r.findings[0]!.message).toMatch(/reserved word 'claude'/);
  });
});

describe('frontmatter-invalid: one finding per file', () => {
  it('reports the first error and counts the rest', async () => {
    const text = '---\nname: a\ndescription: Use when: x\nother: b: c\n---\n';
    const r = await scanMemory({ 'skills/a/SKILL.md': text }, { only: ['frontmatter-invalid'] });
    expect(positions(r.findings)).toEqual(['skills/a/SKILL.md:3:14 frontmatter-invalid high']);
    expect(r.findings[0]!.message).toMatch(/and \d+ more YAML errors? after it/);
  });
});
