import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { cruise, type IForbiddenRuleType, type IReporterOutput } from 'dependency-cruiser';
import { transform } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers.js';

/**
 * Layering as the README's architecture section says, checked with dependency-cruiser: no import cycle
 * between modules of src/, and each layer imports only the layers below it.
 *
 * Why dependency-cruiser on transpiled files: madge cannot be installed beside TypeScript 7 (its peer
 * dependency asks for typescript ^5) and neither tool can parse TypeScript without the TypeScript 5 API,
 * which TypeScript 7 no longer ships. So each module is transpiled with esbuild (already a dev dependency)
 * into a temporary folder, `import type` statements kept as plain imports — a type-only import ties two
 * modules together for a reader as much as a value import does — and dependency-cruiser reads the result.
 */

/**
 * Folders whose modules import each other in a cycle, with the reason. None now: the Python analyzer,
 * which evaluates expressions by mutual recursion spread over modules, hands its evaluator to them
 * through the context (src/analysis/code/python/context.ts `Evaluator`) instead of importing it. Cycles
 * that leave the folder are never excepted.
 */
const CYCLES_WITHIN: string[] = [];

/** Layers, lowest first, as the README's architecture section lists them. */
const FORBIDDEN: IForbiddenRuleType[] = [
  {
    name: 'no-circular',
    comment: 'no import cycle between modules',
    severity: 'error',
    from: {},
    to: { circular: true },
  },
  {
    name: 'runtimes-are-the-bottom',
    comment: 'src/discovery/runtimes/ is data every layer reads; it imports nothing else',
    severity: 'error',
    from: { path: '^src/discovery/runtimes/' },
    to: { path: '^src/', pathNot: '^src/discovery/runtimes/' },
  },
  {
    name: 'findings-is-a-leaf',
    severity: 'error',
    from: { path: '^src/findings\\.[jt]s$' },
    to: { path: '^src/' },
  },
  {
    name: 'analysis-below-model',
    comment: 'analysis understands text; it never sees the scan model, discovery or rules',
    severity: 'error',
    from: { path: '^src/analysis/' },
    to: {
      path: '^src/(model|discovery|rules|report|source|github|scan|suppress|config|listing-settings|org|cli|action|index)',
    },
  },

  {
    name: 'source-below-model',
    severity: 'error',
    from: { path: '^src/source/' },
    to: {
      path: '^src/(model|discovery|rules|report|github|scan|suppress|config|listing-settings|org|cli|action)',
    },
  },
  {
    name: 'config-below-model',
    comment: 'configuration is read before the model exists',
    severity: 'error',
    from: { path: '^src/(config|listing-settings)\\.[jt]s$' },
    to: { path: '^src/(model|discovery/(?!runtimes/)|rules|report|source|scan|org|cli|action)' },
  },
  {
    name: 'model-below-discovery',
    severity: 'error',
    from: { path: '^src/model/' },
    to: { path: '^src/(discovery/(?!runtimes/)|rules|report|github|scan|suppress|org|cli|action)' },
  },
  {
    name: 'discovery-below-rules',
    severity: 'error',
    from: { path: '^src/discovery/' },
    to: { path: '^src/(rules|report|github|scan|suppress|org|cli|action)' },
  },
  {
    name: 'rules-read-the-model-only',
    comment: 'rules never touch the filesystem or a source tree, and never format output',
    severity: 'error',
    from: { path: '^src/rules/' },
    to: { path: '^src/(source|report|github|scan|suppress|org|cli|action)' },
  },
  {
    name: 'report-below-entry-points',
    severity: 'error',
    from: { path: '^src/(report|github)/' },
    to: { path: '^src/(scan|org|cli|action)' },
  },
  {
    name: 'scan-below-entry-points',
    severity: 'error',
    from: { path: '^src/(scan|suppress|org)\\.[jt]s$' },
    to: { path: '^src/(cli|action)' },
  },
];

function listTs(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...listTs(p));
    else if (name.endsWith('.ts')) out.push(p);
  }
  return out;
}

/** `import type … from 'x'` and `export type … from 'x'` become `import 'x'`, so the edge survives. */
function keepTypeImports(text: string): string {
  return text.replace(/^(?:import|export)\s+type\s[^;]*?\sfrom\s+('[^']+');/gm, 'import $1;');
}

let work: string;
let modules: Array<{ source: string; dependencies: Array<{ resolved: string }> }> = [];
let violations: Array<{ from: string; to: string; rule: { name: string }; cycle?: Array<{ name: string }> }> =
  [];

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'skillscan-imports-'));
  for (const file of listTs(join(ROOT, 'src'))) {
    const rel = relative(ROOT, file);
    const { code } = await transform(keepTypeImports(readFileSync(file, 'utf8')), {
      loader: 'ts',
      format: 'esm',
      tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true } },
    });
    const out = join(work, rel.replace(/\.ts$/, '.js'));
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, code);
  }
  // JSON imported by src/ (schemas) resolves from the copy too.
  mkdirSync(join(work, 'schemas'), { recursive: true });
  for (const f of readdirSync(join(ROOT, 'schemas')))
    writeFileSync(join(work, 'schemas', f), readFileSync(join(ROOT, 'schemas', f)));
  writeFileSync(join(work, 'package.json'), '{"type":"module"}');
  const cwd = process.cwd();
  process.chdir(work);
  try {
    const result: IReporterOutput = await cruise(['src'], {
      validate: true,
      ruleSet: { forbidden: FORBIDDEN },
      doNotFollow: { path: 'node_modules' },
      exclude: { path: 'node_modules' },
    });
    const output = result.output as Exclude<IReporterOutput['output'], string>;
    const ts = (p: string) => p.replace(/\.js$/, '.ts');
    modules = output.modules
      .filter((m) => m.source.startsWith('src/'))
      .map((m) => ({
        source: ts(m.source),
        dependencies: m.dependencies.map((d) => ({ resolved: ts(d.resolved) })),
      }));
    violations = output.summary.violations.map((v) => ({
      from: ts(v.from),
      to: ts(v.to),
      rule: { name: v.rule.name },
      ...(v.cycle ? { cycle: v.cycle.map((c) => ({ name: ts(c.name) })) } : {}),
    }));
  } finally {
    process.chdir(cwd);
  }
}, 120_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

const describeViolation = (v: (typeof violations)[number]) =>
  `${v.rule.name}: ${v.from} → ${v.to}${v.cycle ? ` (cycle ${v.cycle.map((c) => c.name).join(' → ')})` : ''}`;

describe('imports in src/', () => {
  it('reads every module of src/ (the check is not vacuous)', () => {
    expect(modules.length).toBe(listTs(join(ROOT, 'src')).length);
    const cli = modules.find((m) => m.source === 'src/cli.ts');
    expect(cli?.dependencies.map((d) => d.resolved)).toContain('src/cli-args.ts');
    // A type-only import is an edge too.
    const model = modules.find((m) => m.source === 'src/model/model.ts');
    expect(model?.dependencies.map((d) => d.resolved)).toContain('src/model/files.ts');
  });

  const within = (v: (typeof violations)[number]) =>
    CYCLES_WITHIN.find((d) => [v.from, ...(v.cycle ?? []).map((c) => c.name)].every((p) => p.startsWith(d)));

  it('has no import cycle', () => {
    const cycles = violations.filter((v) => v.rule.name === 'no-circular' && !within(v));
    expect(cycles.map(describeViolation)).toEqual([]);
  });

  it('excepts only folders that still have a cycle', () => {
    for (const d of CYCLES_WITHIN)
      expect(
        violations.some((v) => v.rule.name === 'no-circular' && within(v) === d),
        `${d} has no cycle any more: remove it from CYCLES_WITHIN`,
      ).toBe(true);
  });

  it('respects the layers', () => {
    expect(violations.filter((v) => v.rule.name !== 'no-circular').map(describeViolation)).toEqual([]);
  });

  it('has no cycle between folders either (a layer never imports one above it)', () => {
    const folderOf = (p: string) => {
      const parts = p.split('/');
      if (parts[1] === 'discovery' && parts[2] === 'runtimes') return 'discovery/runtimes';
      return parts.length > 2 ? parts[1]! : parts[1]!.replace(/\.ts$/, '');
    };
    const edges = new Map<string, Set<string>>();
    for (const m of modules) {
      for (const d of m.dependencies) {
        if (!d.resolved.startsWith('src/')) continue;
        const a = folderOf(m.source);
        const b = folderOf(d.resolved);
        if (a !== b) edges.set(a, new Set([...(edges.get(a) ?? []), b]));
      }
    }
    const cycles: string[] = [];
    for (const [a, targets] of edges)
      for (const b of targets) if (a < b && edges.get(b)?.has(a)) cycles.push(`${a} ↔ ${b}`);
    expect(cycles).toEqual([]);
  });
});
