import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RUNTIME_IDS } from '../../src/discovery/runtimes/index.js';
import { ROOT } from '../helpers.js';

/**
 * One place per runtime: no module outside src/discovery/runtimes/ names a runtime id in code — no
 * `=== 'claude-code'`, no `includes('codex')`, no table keyed by id. Behaviour that differs between runtimes
 * is a field of the runtime's profile; that is what lets a new runtime be one new module.
 */

const ALLOWED = [
  'src/discovery/runtimes/', // the runtime modules themselves
  'src/rules/meta.generated.ts', // generated from rules/*.md: the `runtimes:` a rule is about, as data
];

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...sources(p));
    else if (name.endsWith('.ts')) out.push(p);
  }
  return out;
}

/** Code without comments, so prose may still name a runtime ("Claude Code invokes it as …"). */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/[^\n]*/g, '$1');
}

describe('runtime ids outside src/discovery/runtimes/', () => {
  const files = sources(join(ROOT, 'src'))
    .map((f) => relative(ROOT, f))
    .filter((f) => !ALLOWED.some((a) => f.startsWith(a)));

  it('knows the ids it looks for', () => {
    expect(RUNTIME_IDS).toContain('claude-code');
    expect(RUNTIME_IDS.length).toBeGreaterThanOrEqual(10);
    expect(files.length).toBeGreaterThan(100);
  });

  it('no module compares with or looks up a runtime id literal', () => {
    const hits: string[] = [];
    for (const f of files) {
      const code = withoutComments(readFileSync(join(ROOT, f), 'utf8'));
      for (const id of RUNTIME_IDS) {
        const re = new RegExp(`['"\`]${id.replace(/-/g, '\\-')}['"\`]`, 'g');
        for (const m of code.matchAll(re)) hits.push(`${f}: ${m[0]}`);
      }
    }
    expect(hits).toEqual([]);
  });

  it('catches what it is meant to catch', () => {
    const sample =
      "if (rt === 'claude-code') x(); // 'codex' in a comment is prose\nconst y = ids.includes(\"gemini\");";
    const code = withoutComments(sample);
    expect(code).toContain("'claude-code'");
    expect(code).not.toContain("'codex'");
    expect(code).toContain('"gemini"');
  });
});
