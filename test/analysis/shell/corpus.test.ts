import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sniffContent } from '../../../src/analysis/code/sniff.js';
import { ROOT } from '../../helpers.js';
import { factsOf } from '../../support/code.js';

/**
 * Every shell script of the real corpus (../shared/corpus/real: 18 public repositories) is analysed
 * without throwing and within a time bound. The behaviours found there were reviewed one by one
 * (corpus-review.md beside this file); set SKILLSCAN_REVIEW=1 to print them again.
 */

const CORPUS = join(ROOT, '..', 'shared', 'corpus', 'real');
const present = existsSync(CORPUS);

function shellScripts(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) shellScripts(p, out);
    else if (e.isFile() && statSync(p).size < 1 << 20) {
      if (/\.(?:sh|bash|zsh)$/.test(e.name)) out.push(p);
      else if (!e.name.includes('.') && sniffContent(readFileSync(p, 'utf8').slice(0, 256)) === 'shell')
        out.push(p);
    }
  }
  return out.sort();
}

describe.skipIf(!present)(
  'shell analyzer on the real corpus (skipped: ../shared/corpus/real is absent)',
  () => {
    it('analyses every shell script without throwing, within a time bound', async () => {
      const files = shellScripts(CORPUS);
      expect(files.length).toBeGreaterThan(20);
      let bytes = 0;
      const started = performance.now();
      const review = process.env.SKILLSCAN_REVIEW === '1';
      for (const f of files) {
        const text = readFileSync(f, 'utf8');
        bytes += text.length;
        const r = await factsOf('shell', text);
        expect(r.units[0]?.parse).not.toBe('gave-up');
        if (review)
          for (const b of r.behaviours) {
            const { at, key, evidence, unit, ...rest } = b;
            console.log(`${relative(CORPUS, f)}:${at.startLine} ${JSON.stringify(rest)} | ${evidence}`);
          }
      }
      const ms = performance.now() - started;
      if (review) console.log(`${files.length} scripts, ${bytes} chars, ${ms.toFixed(0)} ms`);
      // About 130 KB of scripts: generous for a loaded CI machine, far below what a quadratic walk would take.
      expect(ms).toBeLessThan(15_000);
    });
  },
);
