import { describe, expect, it } from 'vitest';
import { ConfigError, defaultConfig, parseConfig } from '../src/config.js';
import { positions, scanMemory, skillMd } from './helpers.js';

const bad = skillMd('name: Bad_Name\ndescription: d');

describe('configuration', () => {
  it('parses rule settings, ignore globs, runtimes and limits', () => {
    const c = parseConfig(
      'rules:\n  name-format: off\n  name-mismatch: low\n  required-fields: { severity: info }\nignore: ["vendor/**"]\nruntimes: [codex]\nlimits: { maxFileBytes: 4096 }\n',
      '.skillscan.yml',
    );
    expect(c.rules['name-format']).toEqual({ enabled: false });
    expect(c.rules['name-mismatch']).toEqual({ severity: 'low' });
    expect(c.rules['required-fields']).toEqual({ severity: 'info' });
    expect(c.ignore).toEqual(['vendor/**']);
    expect(c.runtimes).toEqual(['codex']);
    expect(c.limits.maxFileBytes).toBe(4096);
    expect(c.limits.maxDepth).toBe(defaultConfig().limits.maxDepth);
  });
  it('rejects unknown keys and bad values with a message naming the file and path', () => {
    expect(() => parseConfig('rulez: {}\n', 'x.yml')).toThrow(ConfigError);
    expect(() => parseConfig('failOn: severe\n', 'x.yml')).toThrow(
      /x\.yml: \/failOn must be equal to one of the allowed values/,
    );
    expect(() => parseConfig('rules: [\n', 'x.yml')).toThrow(/invalid YAML/);
  });
  it('disables rules, overrides severity and ignores paths during a scan', async () => {
    const files = { 'skills/Bad_Name/SKILL.md': bad, 'vendor/skills/Bad_Name/SKILL.md': bad };
    const base = await scanMemory(files, { only: ['name-format'] });
    expect(positions(base.findings)).toEqual([
      'skills/Bad_Name/SKILL.md:2:7 name-format medium',
      'vendor/skills/Bad_Name/SKILL.md:2:7 name-format medium',
    ]);
    const cfg = parseConfig('rules: { name-format: critical }\nignore: ["vendor/**"]\n', 'c');
    const r = await scanMemory(files, { only: ['name-format'], config: cfg });
    expect(positions(r.findings)).toEqual(['skills/Bad_Name/SKILL.md:2:7 name-format critical']);
    const off = await scanMemory(files, { config: parseConfig('rules: { name-format: off }\n', 'c') });
    expect(off.findings.filter((f) => f.ruleId === 'name-format')).toEqual([]);
  });
  it('reads .skillscan.yml from the scanned root', async () => {
    const { scan } = await import('../src/scan.js');
    const { MemorySource } = await import('../src/source/memory.js');
    const r = await scan({
      source: new MemorySource({
        '.skillscan.yml': 'rules: { name-format: off }\n',
        'skills/Bad_Name/SKILL.md': bad,
      }),
    });
    expect(r.findings.filter((f) => f.ruleId === 'name-format')).toEqual([]);
  });
});

describe('inline suppressions', () => {
  it('suppress with a reason on the same or previous line, and not without a reason', async () => {
    const withReason = skillMd(
      '# skillscan-ignore name-format -- legacy name kept for existing users\nname: Bad_Name\ndescription: d',
    );
    const noReason = skillMd('# skillscan-ignore name-format\nname: Bad_Name\ndescription: d');
    const r = await scanMemory(
      { 'skills/Bad_Name/SKILL.md': withReason, 'other/Bad_Name/SKILL.md': noReason },
      { only: ['name-format'] },
    );
    const sup = r.findings.find((f) => f.location.path === 'skills/Bad_Name/SKILL.md')!;
    expect(sup.suppression?.reason).toBe('legacy name kept for existing users');
    expect(
      r.findings.find((f) => f.location.path === 'other/Bad_Name/SKILL.md')!.suppression,
    ).toBeUndefined();
  });
  it('a file-wide suppression in a Markdown comment covers the whole file', async () => {
    const text = `${skillMd('name: Bad_Name\ndescription: d')}\n<!-- skillscan-ignore-file name-format -- vendored from upstream -->\n`;
    const r = await scanMemory({ 'skills/Bad_Name/SKILL.md': text }, { only: ['name-format'] });
    expect(r.findings[0]!.suppression?.reason).toBe('vendored from upstream');
  });
});
