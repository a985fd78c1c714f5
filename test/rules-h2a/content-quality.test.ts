import { describe, expect, it } from 'vitest';
import { positions, scanMemory, skillMd } from '../helpers.js';

const RULE = 'content-quality';

async function one(frontmatter: string, body?: string, path = 'skills/pdf-forms/SKILL.md') {
  return scanMemory({ [path]: skillMd(frontmatter, body) }, { only: [RULE] });
}

describe('content-quality — trigger conditions', () => {
  it('flags a description that never says when to use the skill, at the value', async () => {
    const r = await one('name: pdf-forms\ndescription: Fills and extracts PDF form fields.');
    expect(positions(r.findings)).toEqual([`skills/pdf-forms/SKILL.md:3:14 ${RULE} info`]);
    expect(r.findings[0]!.message).toMatch(/not when to use it/);
  });

  it.each([
    'Fills PDF forms. Use when the user asks to fill a form.',
    'Fills PDF forms whenever a PDF form is mentioned.',
    'Fills PDF forms if the user uploads one.',
    'A skill for coding that should apply to all coding tasks.',
  ])('is quiet on trigger wording: %s', async (d) => {
    const r = await one(`name: pdf-forms\ndescription: ${d}`);
    expect(r.findings).toEqual([]);
  });

  it('accepts when_to_use and skips skills only the user can invoke', async () => {
    const base = 'name: pdf-forms\ndescription: Fills and extracts PDF form fields.';
    expect((await one(`${base}\nwhen_to_use: The user mentions a form.`)).findings).toEqual([]);
    expect((await one(`${base}\ndisable-model-invocation: true`)).findings).toEqual([]);
  });
});

describe('content-quality — Codex policy', () => {
  it('respects agents/openai.yaml allow_implicit_invocation: false', async () => {
    const skill = skillMd('name: pdf-forms\ndescription: Fills and extracts PDF form fields.');
    const off = await scanMemory(
      {
        '.agents/skills/pdf-forms/SKILL.md': skill,
        '.agents/skills/pdf-forms/agents/openai.yaml': 'policy:\n  allow_implicit_invocation: false\n',
      },
      { only: [RULE] },
    );
    expect(off.findings).toEqual([]);
    const on = await scanMemory({ '.agents/skills/pdf-forms/SKILL.md': skill }, { only: [RULE] });
    expect(positions(on.findings)).toEqual([`.agents/skills/pdf-forms/SKILL.md:3:14 ${RULE} info`]);
  });
});

describe('content-quality — names', () => {
  it('flags a vague name at its value, low', async () => {
    const r = await one(
      'name: helper\ndescription: Helps. Use when the user asks for help.',
      undefined,
      'skills/helper/SKILL.md',
    );
    expect(positions(r.findings)).toEqual([`skills/helper/SKILL.md:2:7 ${RULE} low`]);
  });
  it('is quiet on a specific name', async () => {
    const r = await one(
      'name: pdf-forms\ndescription: Fills forms. Use when the user asks to fill a PDF form.',
    );
    expect(r.findings).toEqual([]);
  });
});

describe('content-quality — placeholders', () => {
  it('flags a TODO description and a template slot in the description', async () => {
    const r = await one('name: pdf-forms\ndescription: "TODO: describe. Use when needed."');
    expect(positions(r.findings)).toEqual([`skills/pdf-forms/SKILL.md:3:14 ${RULE} low`]);
    const r2 = await one('name: pdf-forms\ndescription: Use when the user asks about {{topic}}.');
    expect(positions(r2.findings)).toEqual([`skills/pdf-forms/SKILL.md:3:14 ${RULE} low`]);
  });

  it('does not flag a description that talks about TODO markers', async () => {
    const r = await one('name: pdf-forms\ndescription: Use when a file has TODO markers to resolve.');
    expect(r.findings).toEqual([]);
  });

  it('flags TODO lines, lorem ipsum, [description] and a lone template slot in body prose', async () => {
    const body = [
      '# Forms', // 5
      '', // 6
      'TODO: write the steps', // 7
      'Lorem ipsum dolor sit amet.', // 8
      'Fill in [description] later.', // 9
      '{{task_description}}', // 10
      '',
    ].join('\n');
    const r = await one(
      'name: pdf-forms\ndescription: Fills forms. Use when the user asks to fill a form.',
      body,
    );
    expect(positions(r.findings)).toEqual([
      `skills/pdf-forms/SKILL.md:7:1 ${RULE} info`,
      `skills/pdf-forms/SKILL.md:8:1 ${RULE} info`,
      `skills/pdf-forms/SKILL.md:9:9 ${RULE} info`,
      `skills/pdf-forms/SKILL.md:10:1 ${RULE} info`,
    ]);
  });

  it('ignores placeholders in code, inline code, and fill-ins meant for the model', async () => {
    const body = [
      '# Forms',
      '',
      '```python',
      '# TODO: lorem ipsum {{x}}',
      '```',
      'Add a `TODO:` comment, then ask: "Is the base <your best guess>?"',
      'Open #file:{{file}} and convert it.',
      '',
    ].join('\n');
    const r = await one(
      'name: pdf-forms\ndescription: Fills forms. Use when the user asks to fill a form.',
      body,
    );
    expect(r.findings).toEqual([]);
  });
});

describe('h2a rules on hostile input', () => {
  it('stay fast on a 1 MB line of near-matches', async () => {
    const line = `${' '.repeat(300_000)}{{${'a'.repeat(200_000)} [your ${'x'.repeat(200_000)} $${'b'.repeat(300_000)}`;
    const started = Date.now();
    const r = await scanMemory(
      {
        '.claude/skills/x/SKILL.md': skillMd(
          `name: x\ndescription: "${'use '.repeat(1000)}"\narguments: [b]\nhooks:\n  PreToolUse:\n    - matcher: "${'(a|'.repeat(500)}"\n      hooks:\n        - type: command\n          command: x`,
          `${line}\n`,
        ),
      },
      { only: ['content-quality', 'invocation', 'progressive-disclosure', 'hook-misconfigured'] },
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(r.ruleErrors).toEqual([]);
  });
});
