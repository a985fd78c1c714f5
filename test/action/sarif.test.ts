import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildSarif, formatSarif } from '../../src/report/sarif.js';
import { RULE_META } from '../../src/rules/meta.generated.js';
import { scan } from '../../src/scan.js';
import { MemorySource } from '../../src/source/memory.js';
import { TOOL } from '../../src/version.js';
import { skillMd } from '../helpers.js';
import {
  finding,
  HAS_MULTITOOL,
  HAS_SCHEMA,
  multitool,
  region,
  sampleFindings,
  schemaErrors,
} from './support.js';

const rules = Object.values(RULE_META);
/** Rules of the first engine commit: other rules are being written in parallel and may be mid-edit. */
const STABLE_RULES = ['frontmatter-missing', 'name-mismatch', 'required-fields'];
const input = (findings = sampleFindings()) => ({
  tool: TOOL,
  rules,
  findings,
  pathPrefix: 'repo sub',
  category: 'skills/pr',
});

type Log = ReturnType<typeof buildSarif>;
const run0 = (log: Log) => log.runs[0]!;

describe('SARIF for GitHub code scanning', () => {
  it('fills the descriptor properties GitHub reads', () => {
    const log = buildSarif(input());
    const rule = run0(log).tool.driver.rules.find((r) => r.id === 'symlink-escape')!;
    expect(rule.shortDescription.text).toBe(RULE_META['symlink-escape']!.title);
    expect(rule.fullDescription.text.length).toBeGreaterThan(10);
    expect(rule.help.markdown).toContain('## Why it matters');
    expect(rule.helpUri).toMatch(/rules\/symlink-escape\.md$/);
    expect(rule.properties).toMatchObject({
      category: 'symlink-escape',
      precision: 'very-high',
      'security-severity': '8.0',
    });
    expect(rule.properties.tags.slice(0, 2)).toEqual(['security', 'symlink-escape']);
    const conformance = run0(log).tool.driver.rules.find((r) => r.id === 'name-mismatch')!;
    expect(conformance.properties).not.toHaveProperty('security-severity');
    expect(conformance.properties['problem.severity' as never]).toBe('warning');
  });

  it('writes repository-relative URIs, exact regions, code flows, related locations and the category', () => {
    const log = buildSarif(input());
    const run = run0(log);
    expect(run.automationDetails).toEqual({ id: 'skills/pr/' });
    const [chained, related, whole, multi, suppressed] = run.results;
    expect(chained!.locations[0]!.physicalLocation).toEqual({
      artifactLocation: { uri: 'repo%20sub/skills/a/refs/deep.md', uriBaseId: '%SRCROOT%' },
      region: { startLine: 4, startColumn: 2, endLine: 4, endColumn: 5 },
    });
    const flow = chained!.codeFlows![0]!.threadFlows[0]!.locations.map(
      (l) => l.location.physicalLocation.artifactLocation.uri,
    );
    expect(flow).toEqual([
      'repo%20sub/skills/a/SKILL.md',
      'repo%20sub/skills/a/guide.md',
      'repo%20sub/skills/a/refs/deep.md',
    ]);
    expect(chained!.relatedLocations![0]!.physicalLocation.artifactLocation.uri).toBe(
      'repo%20sub/skills/a/SKILL.md',
    );
    expect(related!.relatedLocations![0]!.message).toEqual({ text: 'the other skill' });
    expect(whole!.locations[0]!.physicalLocation.artifactLocation.uri).toBe(
      'repo%20sub/skills/d%20e/SKILL.md',
    );
    expect(whole!.locations[0]!.physicalLocation.region).toEqual({
      startLine: 1,
      startColumn: 1,
      endLine: 1,
      endColumn: 2,
    });
    expect(multi!.locations[0]!.physicalLocation.region).toEqual({
      startLine: 3,
      startColumn: 1,
      endLine: 5,
      endColumn: 2,
    });
    expect(suppressed!.suppressions).toEqual([{ kind: 'inSource', justification: 'known' }]);
    expect(chained!.properties).toEqual({
      severity: 'high',
      confidence: 'high',
      category: 'oversized-content',
    });
    expect(chained!.level).toBe('error');
  });

  it('keeps fingerprints when unrelated lines move', async () => {
    const body = skillMd('name: other\ndescription: Does things. Use when asked.');
    const moved = body.replace('# Title', '# Title\n\nA new paragraph.\n\nAnother one.\n');
    const shifted = skillMd(
      '# a comment line above\nname: other\ndescription: Does things. Use when asked.',
      '# Title\n',
    );
    const fp = async (text: string) => {
      const r = await scan({
        source: new MemorySource({ 'skills/x/SKILL.md': text }),
        only: ['name-mismatch'],
      });
      const log = buildSarif({ tool: TOOL, rules: r.rules, findings: r.findings });
      const res = run0(log).results[0]!;
      return { fp: res.partialFingerprints, line: res.locations[0]!.physicalLocation.region.startLine };
    };
    const a = await fp(body);
    const b = await fp(moved);
    const c = await fp(shifted);
    expect(a.line).toBe(2);
    expect(c.line).toBe(3); // the finding moved down a line …
    expect(b.fp).toEqual(a.fp);
    expect(c.fp).toEqual(a.fp); // … and kept its identity
    expect(a.fp.primaryLocationLineHash).toMatch(/^[0-9a-f]{32}:1$/);
  });

  it('numbers identical fingerprints so GitHub keeps them apart', () => {
    const same = [1, 2].map((line) =>
      finding('name-mismatch', {
        message: 'same',
        location: { path: 'a/SKILL.md', region: region(line, 1) },
      }),
    );
    const hashes = run0(buildSarif({ tool: TOOL, rules, findings: same })).results.map(
      (r) => r.partialFingerprints.primaryLocationLineHash,
    );
    expect(hashes[0]!.replace(/:1$/, '')).toBe(hashes[1]!.replace(/:2$/, ''));
    expect(new Set(hashes).size).toBe(2);
  });

  it('is byte-identical for the same tree', async () => {
    const files = {
      'skills/a/SKILL.md': skillMd('name: b\ndescription: d'),
      'skills/c/SKILL.md': '# no frontmatter\n',
      'skills/e/SKILL.md': skillMd('name: e'),
    };
    const once = async () => {
      const r = await scan({ source: new MemorySource(files), only: STABLE_RULES });
      return formatSarif({ tool: TOOL, rules: r.rules, findings: r.findings, category: 'x' });
    };
    const [a, b] = [await once(), await once()];
    expect(a).toBe(b);
    expect(JSON.parse(a).runs[0].results.length).toBeGreaterThan(2);
  });

  it('stays within GitHub limits by leaving results out with a note, most severe first', () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      finding(i % 3 === 0 ? 'required-fields' : 'name-mismatch', {
        message: `finding ${i}`,
        location: { path: `s/${i}/SKILL.md`, region: region(1, 1) },
      }),
    );
    const log = buildSarif({ tool: TOOL, rules, findings: many, limits: { resultsPerRun: 12 } });
    const run = run0(log);
    expect(run.results).toHaveLength(12);
    expect(run.results.filter((r) => r.level === 'error')).toHaveLength(10); // all 10 high ones kept
    expect(run.invocations![0]!.toolExecutionNotifications[0]!.message.text).toMatch(
      /^18 of 30 findings were left out/,
    );
  });

  it('caps thread-flow and related locations per result', () => {
    const chain = Array.from({ length: 50 }, (_, i) => ({ path: `f${i}.md`, region: region(1, 1) }));
    const f = finding('scan-limit', {
      message: 'deep',
      location: chain[49]!,
      chain,
      related: chain,
      entry: 'f0.md',
    });
    const run = run0(
      buildSarif({
        tool: TOOL,
        rules,
        findings: [f],
        limits: { threadFlowLocationsPerResult: 10, locationsPerResult: 5 },
      }),
    );
    const flow = run.results[0]!.codeFlows![0]!.threadFlows[0]!.locations;
    expect(flow).toHaveLength(10);
    expect(flow[9]!.location.physicalLocation.artifactLocation.uri).toBe('f49.md'); // the evidence stays
    expect(run.results[0]!.relatedLocations).toHaveLength(4);
    expect(run.invocations![0]!.toolExecutionNotifications.map((n) => n.message.text).join(' ')).toMatch(
      /related locations.*middle of the chain/,
    );
  });

  it('halves the results until the compressed log fits', () => {
    const many = Array.from({ length: 400 }, (_, i) =>
      finding('name-mismatch', {
        message: `m ${i} ${'x'.repeat(200)}${i * 7919}`,
        location: { path: `p${i}/SKILL.md`, region: region(1, 1) },
      }),
    );
    const full = gzipSync(formatSarif({ tool: TOOL, rules, findings: many })).length;
    const empty = gzipSync(formatSarif({ tool: TOOL, rules, findings: [] })).length;
    const limit = empty + Math.floor((full - empty) / 3);
    const text = formatSarif({ tool: TOOL, rules, findings: many, limits: { gzipBytes: limit } });
    expect(gzipSync(text).length).toBeLessThanOrEqual(limit);
    const run = JSON.parse(gunzipSync(gzipSync(text)).toString()).runs[0];
    expect(run.results.length).toBeGreaterThan(0);
    expect(run.results.length).toBeLessThan(400);
    expect(run.invocations[0].toolExecutionNotifications[0].message.text).toMatch(/left out/);
  });

  describe.skipIf(!HAS_SCHEMA)('against the OASIS SARIF 2.1.0 schema (ajv, draft-04)', () => {
    it('accepts every shape of result', () => {
      expect(schemaErrors(buildSarif(input()))).toEqual([]);
      expect(schemaErrors(buildSarif({ tool: TOOL, rules, findings: [], notes: ['a note'] }))).toEqual([]);
    });
    it('rejects a broken log (the validator is live)', () => {
      const log = buildSarif(input()) as unknown as { runs: Array<{ results: Array<{ level: string }> }> };
      log.runs[0]!.results[0]!.level = 'fatal';
      expect(schemaErrors(log).join()).toMatch(/level/);
    });
  });

  describe.skipIf(!HAS_MULTITOOL)('with @microsoft/sarif-multitool (--rule-kind "Gh;Sarif")', () => {
    it('reports no errors', () => {
      const result = multitool(formatSarif(input()));
      expect(result.errors).toEqual([]);
      expect(result.warnings).toEqual([]);
    });
    it('finds errors in a broken log (the validator is live)', () => {
      const log = buildSarif(input()) as unknown as {
        $schema?: string;
        runs: Array<{ results: Array<{ locations?: unknown }> }>;
      };
      delete log.$schema;
      delete log.runs[0]!.results[0]!.locations;
      expect(multitool(JSON.stringify(log)).errors.length).toBeGreaterThan(0);
    });
  });
});
