import { describe, expect, it } from 'vitest';
import { messageAt, scanCase } from '../harness.js';

const run = (label: string) => scanCase('frontmatter-invalid', label);

describe('frontmatter-invalid', () => {
  it('tells the author to quote a value holding a colon', async () => {
    const r = await run('invalid/unquoted-colon-in-value');
    expect(messageAt(r, 'skills/triage/SKILL.md:3:14')).toMatch(/quote the value/);
  });
  it('reports the first YAML error of a file and counts the rest', async () => {
    const r = await run('invalid/several-yaml-errors');
    expect(messageAt(r, 'skills/a/SKILL.md:3:14')).toMatch(/and \d+ more YAML errors? after it/);
  });
});
