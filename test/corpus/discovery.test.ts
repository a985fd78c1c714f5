import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect } from 'vitest';
import { scan } from '../../src/scan.js';
import { CORPUS } from '../helpers.js';
import { corpusIt } from './corpus.js';

/** Every file named exactly SKILL.md below `root`, as `find -name SKILL.md` lists them. */
function findSkillFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory() && e.name !== '.git' && e.name !== 'node_modules') walk(p);
      else if (e.isFile() && e.name === 'SKILL.md') out.push(relative(root, p).split(sep).join('/'));
    }
  };
  walk(root);
  return out.sort();
}

describe('the real corpus', () => {
  corpusIt('discovers every SKILL.md of the corpus and scans it without a crash', 600_000, async () => {
    const r = await scan({ root: CORPUS });
    expect(r.ruleErrors).toEqual([]);
    const found = [
      ...new Set(r.model.skills.filter((s) => s.kind === 'skill').flatMap((s) => s.paths)),
    ].sort();
    expect(found).toEqual(findSkillFiles(CORPUS));
  });

  corpusIt('scans each repository on its own without a crash', 600_000, async () => {
    for (const repo of readdirSync(CORPUS).sort()) {
      const r = await scan({ root: join(CORPUS, repo) });
      expect(r.ruleErrors, repo).toEqual([]);
      expect(r.model.skills.filter((s) => s.kind === 'skill').length, repo).toBeGreaterThan(0);
    }
  });
});
