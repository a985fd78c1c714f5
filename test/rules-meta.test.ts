import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { RULE_META } from '../src/rules/meta.generated.js';
import { RULES } from '../src/rules/registry.js';
import { ROOT } from './helpers.js';

const mdIds = readdirSync(join(ROOT, 'rules'))
  .filter((f) => f.endsWith('.md'))
  .map((f) => f.slice(0, -3))
  .sort();
const moduleIds = readdirSync(join(ROOT, 'src/rules'))
  .filter((f) => f.endsWith('.ts') && !['registry.ts', 'types.ts', 'meta.generated.ts'].includes(f))
  .map((f) => f.slice(0, -3))
  .sort();

describe('rule metadata: rules/<id>.md is the single source', () => {
  it('every rule module has a doc and every doc has a module', () => {
    expect(moduleIds).toEqual(mdIds);
  });
  it('the registry lists every rule exactly once, under its own id', () => {
    const ids = RULES.map((r) => r.id);
    expect([...ids].sort()).toEqual(mdIds);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of moduleIds) {
      const src = readFileSync(join(ROOT, 'src/rules', `${id}.ts`), 'utf8');
      expect(src, `${id}.ts must define rule '${id}'`).toMatch(new RegExp(`defineRule\\(\\s*'${id}'`));
    }
  });
  it('every doc validates against the rule metadata schema and has help sections with examples', () => {
    const schema = JSON.parse(readFileSync(join(ROOT, 'schemas/rule-meta.schema.json'), 'utf8'));
    const validate = new Ajv({ allErrors: true }).compile(schema);
    for (const id of mdIds) {
      const text = readFileSync(join(ROOT, 'rules', `${id}.md`), 'utf8');
      const m = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
      expect(m, `${id}.md has frontmatter`).not.toBeNull();
      const meta = parse(m![1]!);
      expect(validate(meta), `${id}.md: ${JSON.stringify(validate.errors)}`).toBe(true);
      expect(meta.id).toBe(id);
      for (const section of ['## What it finds', '## Why it matters', '## Bad', '## Fixed']) {
        expect(m![2], `${id}.md lacks ${section}`).toContain(section);
      }
    }
  });
  it('the generated metadata and README table are fresh', () => {
    execFileSync(process.execPath, [join(ROOT, 'scripts/gen-rules.mjs'), '--check'], { cwd: ROOT });
    expect(Object.keys(RULE_META).sort()).toEqual(mdIds);
  });
});
