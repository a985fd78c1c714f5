import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers.js';

/**
 * The README's architecture section names every folder of src/ (two levels deep: deeper folders belong to
 * the one above, which says what they hold) and every folder it names exists.
 */

function folders(dir: string, depth: number, prefix = 'src'): string[] {
  if (depth === 0) return [];
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    if (!statSync(join(dir, name)).isDirectory()) continue;
    out.push(`${prefix}/${name}`, ...folders(join(dir, name), depth - 1, `${prefix}/${name}`));
  }
  return out;
}

function architectureSection(): string {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const start = readme.indexOf('\n## Architecture\n');
  const end = readme.indexOf('\n## ', start + 1);
  expect(start).toBeGreaterThan(0);
  return readme.slice(start, end);
}

describe("the README's architecture section", () => {
  const section = architectureSection();

  it('names every folder of src/', () => {
    const present = folders(join(ROOT, 'src'), 2);
    expect(present).toContain('src/discovery/runtimes');
    expect(present.filter((f) => !section.includes(`\`${f}/`))).toEqual([]);
  });

  it('names only folders that exist', () => {
    const named = [...section.matchAll(/`(src\/[A-Za-z0-9_/-]+)\/`/g)].map((m) => m.at(1)!);
    expect(named.length).toBeGreaterThan(5);
    const missing = named.filter((f) => {
      try {
        return !statSync(join(ROOT, f)).isDirectory();
      } catch {
        return true;
      }
    });
    expect(missing).toEqual([]);
  });

  it('names only top-level modules that exist', () => {
    const named = [...section.matchAll(/`(src\/[A-Za-z0-9_*-]+\.ts)`/g)].map((m) => m.at(1)!);
    const missing = named.filter((f) => {
      if (f.includes('*')) {
        const re = new RegExp(`^${f.slice(4).replace('*', '[a-z-]+')}$`);
        return !readdirSync(join(ROOT, 'src')).some((x) => re.test(x));
      }
      try {
        return !statSync(join(ROOT, f)).isFile();
      } catch {
        return true;
      }
    });
    expect(missing).toEqual([]);
  });
});
