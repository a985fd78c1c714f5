import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { parseConfig } from '../../src/config.js';
import { type Finding, SEVERITIES, type Severity, severityRank } from '../../src/findings.js';
import { RULES } from '../../src/rules/registry.js';
import { type ScanResult, scan } from '../../src/scan.js';
import { ROOT } from '../helpers.js';
import { GENERATORS, TreeWriter } from './generators.js';

/**
 * The per-rule test harness (in the manner of ESLint's RuleTester and actionlint's testdata/*.out):
 *
 *   test/rules/<rule-id>/<group>/<case>/        a small repository tree, scanned as the root
 *   test/rules/<rule-id>/<group>/<case>.out     the expected findings, one line each (formatOut)
 *   test/rules/<rule-id>/<group>/<case>.json    optional: what the case needs beyond a tree (CaseSpec)
 *
 * Groups say what the cases show: `attack/` and `benign/` for detectors, `invalid/` and `valid/` for
 * conformance rules. Only the rule under test runs unless the case's `only` says otherwise.
 */

export const RULE_TESTS = join(ROOT, 'test/rules');
export const RULE_IDS: readonly string[] = RULES.map((r) => r.id).sort();

/** What a case may declare in `<case>.json`; every key is optional and unknown keys are an error. */
export interface CaseSpec {
  /** One sentence on what the case shows, when its name is not enough. */
  description?: string;
  /** Rules to run: the rule under test by default, some rule ids, or `"all"` for a full scan. */
  only?: string[] | 'all';
  /** A configuration, written as in `.skillscan.yml` and validated by the same schema. */
  config?: Record<string, unknown>;
  /** Build the tree with this generator from generators.ts (links, invalid bytes, huge files, secrets). */
  generate?: string;
  /** Every finding must stay at or below this severity, whatever the `.out` says (benign look-alikes). */
  maxSeverity?: Severity;
}

const SPEC_KEYS = new Set(['description', 'only', 'config', 'generate', 'maxSeverity']);

export interface RuleCase {
  ruleId: string;
  group: string;
  name: string;
  /** `<group>/<name>`, as the case is named in test titles and in `scanCase`. */
  label: string;
  /** The checked-in tree, when there is one (a generated case may have none). */
  treeDir?: string;
  outPath: string;
  specPath?: string;
  spec: CaseSpec;
}

/** Case-folder parse errors name the file and say what to do: a harness must fail clearly, never skip. */
export class CaseError extends Error {
  constructor(where: string, message: string) {
    super(`${relative(ROOT, where).split(sep).join('/')}: ${message}`);
    this.name = 'CaseError';
  }
}

const isDir = (p: string) => statSync(p, { throwIfNoEntry: false })?.isDirectory() === true;

/** The folders under test/rules, one per rule (anything else is reported by the coverage test). */
export function ruleTestDirs(): string[] {
  return readdirSync(RULE_TESTS, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

/** Every case of one rule, in a stable order. */
export function casesOf(ruleId: string): RuleCase[] {
  const dir = join(RULE_TESTS, ruleId);
  if (!isDir(dir)) return [];
  const cases: RuleCase[] = [];
  for (const group of readdirSync(dir).sort()) {
    const groupDir = join(dir, group);
    if (!isDir(groupDir)) continue;
    const names = new Set<string>();
    for (const entry of readdirSync(groupDir)) {
      if (isDir(join(groupDir, entry))) names.add(entry);
      else if (entry.endsWith('.json')) names.add(entry.slice(0, -'.json'.length));
      else if (!entry.endsWith('.out'))
        throw new CaseError(join(groupDir, entry), 'neither a case folder, a .out nor a .json');
    }
    for (const name of [...names].sort()) cases.push(loadCase(ruleId, group, name));
  }
  return cases;
}

function loadCase(ruleId: string, group: string, name: string): RuleCase {
  const base = join(RULE_TESTS, ruleId, group, name);
  const specPath = existsSync(`${base}.json`) ? `${base}.json` : undefined;
  const spec = specPath ? readSpec(specPath) : {};
  const treeDir = isDir(base) ? base : undefined;
  if (!treeDir && !spec.generate)
    throw new CaseError(specPath ?? base, 'a case needs a tree folder or "generate"');
  return { ruleId, group, name, label: `${group}/${name}`, treeDir, outPath: `${base}.out`, specPath, spec };
}

function readSpec(path: string): CaseSpec {
  return parseCaseSpec(readFileSync(path, 'utf8'), path);
}

/** Parses and checks the text of a `<case>.json`; `path` names it in errors. */
export function parseCaseSpec(text: string, path: string): CaseSpec {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new CaseError(path, `invalid JSON: ${(e as Error).message}`);
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new CaseError(path, 'must be an object');
  const spec = raw as Record<string, unknown>;
  for (const key of Object.keys(spec)) {
    if (!SPEC_KEYS.has(key))
      throw new CaseError(path, `unknown key '${key}' (known: ${[...SPEC_KEYS].join(', ')})`);
  }
  if (spec.only !== undefined && spec.only !== 'all') {
    if (!Array.isArray(spec.only) || spec.only.length === 0)
      throw new CaseError(path, '"only" must list rule ids or be "all"');
    for (const id of spec.only)
      if (!RULE_IDS.includes(id as string))
        throw new CaseError(path, `"only" names no rule: '${String(id)}'`);
  }
  if (spec.generate !== undefined && !(String(spec.generate) in GENERATORS))
    throw new CaseError(path, `no generator '${String(spec.generate)}' in test/rules/generators.ts`);
  if (spec.maxSeverity !== undefined && !SEVERITIES.includes(spec.maxSeverity as Severity))
    throw new CaseError(path, `"maxSeverity" must be one of ${SEVERITIES.join(', ')}`);
  if (spec.config !== undefined && (typeof spec.config !== 'object' || spec.config === null))
    throw new CaseError(path, '"config" must be an object');
  return spec as CaseSpec;
}

// Generated trees live in one temp folder per process, removed by removeGeneratedTrees (tests call it in
// afterAll) and on exit as a fallback. The case folder keeps the case's name: a root plugin without a
// manifest name is named after its folder, so the name must not be random.
let tempRoot: string | undefined;
function generatedRoot(): string {
  if (!tempRoot) {
    tempRoot = mkdtempSync(join(tmpdir(), 'skillscan-rule-cases-'));
    process.once('exit', removeGeneratedTrees);
  }
  return tempRoot;
}

export function removeGeneratedTrees(): void {
  if (tempRoot) rmSync(tempRoot, { recursive: true, force: true });
  tempRoot = undefined;
}

/** The folder to scan: the checked-in tree, or a temp copy of it that the case's generator completes. */
function rootOf(c: RuleCase): string {
  if (!c.spec.generate) return c.treeDir!;
  const base = join(generatedRoot(), c.ruleId, c.group);
  const root = join(base, c.name);
  if (existsSync(root)) return root; // built already by an earlier scan of this case in this process
  mkdirSync(root, { recursive: true });
  if (c.treeDir) cpSync(c.treeDir, root, { recursive: true, verbatimSymlinks: true });
  // `outside` is a sibling of the root inside the temp folder, for links that leave the scanned tree.
  GENERATORS[c.spec.generate]!.build(new TreeWriter(root), new TreeWriter(`${root}.outside`));
  return root;
}

/** Scans one case the way its `.out` was produced. */
export async function runCase(c: RuleCase): Promise<ScanResult> {
  const origin = c.specPath ? relative(ROOT, c.specPath) : c.label;
  const config = c.spec.config ? parseConfig(JSON.stringify(c.spec.config), origin) : undefined;
  const only = c.spec.only === 'all' ? undefined : (c.spec.only ?? [c.ruleId]);
  return scan({ root: rootOf(c), ...(only ? { only } : {}), ...(config ? { config } : {}) });
}

const scans = new Map<string, Promise<ScanResult>>();
/** A case's scan for focused tests (`test/rules/<id>/<id>.test.ts`), shared by every test that asks. */
export function scanCase(ruleId: string, label: string): Promise<ScanResult> {
  const key = `${ruleId}/${label}`;
  let p = scans.get(key);
  if (!p) {
    const c = casesOf(ruleId).find((x) => x.label === label);
    if (!c) throw new Error(`no case test/rules/${key}`);
    p = runCase(c);
    scans.set(key, p);
  }
  return p;
}

/**
 * One line per finding: `path:line:col severity rule-id`, then `via <entries>` when entry points other than
 * its own file reach it (every entry, primary first: one finding per evidence, docs/taxonomy.md), and
 * `suppressed` when an inline directive covers it. A finding without a region shows `path:-:-`. Lines are
 * sorted by path, line, column, then text, and never show the message, so that rewording one changes nothing.
 */
export function outLines(findings: readonly Finding[]): string[] {
  const rows = findings.map((f) => {
    const r = f.location.region;
    const at = r ? `${r.startLine}:${r.startColumn}` : '-:-';
    const via = viaOf(f);
    const line = `${f.location.path}:${at} ${f.severity} ${f.ruleId}${via}${f.suppression ? ' suppressed' : ''}`;
    return { path: f.location.path, l: r?.startLine ?? 0, c: r?.startColumn ?? 0, line };
  });
  rows.sort((a, b) => cmp(a.path, b.path) || a.l - b.l || a.c - b.c || cmp(a.line, b.line));
  return rows.map((r) => r.line);
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** ` via e1, e2` when entry points other than the file itself reach the finding (primary entry first). */
function viaOf(f: Finding): string {
  const entries = f.entries.length > 0 ? f.entries : f.entry ? [f.entry] : [];
  if (entries.length === 0 || (entries.length === 1 && entries[0] === f.location.path)) return '';
  return ` via ${entries.join(', ')}`;
}

export function formatOut(findings: readonly Finding[]): string {
  const lines = outLines(findings);
  return lines.length ? `${lines.join('\n')}\n` : '';
}

/** The expected lines of a case, or undefined when its `.out` does not exist yet. */
export function readOut(c: RuleCase): string[] | undefined {
  if (!existsSync(c.outPath)) return undefined;
  return readFileSync(c.outPath, 'utf8')
    .split('\n')
    .filter((l) => l !== '');
}

/** The rules a case runs. */
export function rulesRunBy(c: RuleCase): readonly string[] {
  return c.spec.only === 'all' ? RULE_IDS : (c.spec.only ?? [c.ruleId]);
}

/** Findings above a case's `maxSeverity`. */
export function aboveMax(c: RuleCase, findings: readonly Finding[]): Finding[] {
  const max = c.spec.maxSeverity;
  return max ? findings.filter((f) => severityRank(f.severity) > severityRank(max)) : [];
}

const placeOf = (f: Finding) => {
  const r = f.location.region;
  return `${f.location.path}:${r ? `${r.startLine}:${r.startColumn}` : '-:-'}`;
};

/** The findings at `path:line:col` (as the `.out` writes it), optionally only those `entry` reaches. */
export function findingsAt(r: ScanResult, where: string, entry?: string): Finding[] {
  return r.findings.filter(
    (f) => placeOf(f) === where && (entry === undefined || f.entry === entry || f.entries.includes(entry)),
  );
}

/** The chain from `entry` to a finding's evidence, as paths. */
export function chainFrom(f: Finding, entry: string): string[] | undefined {
  return f.chains.find((c) => c[0]?.path === entry)?.map((l) => l.path);
}

/** The one finding at `where` (from `entry`); fails when there is none or more than one. */
export function findingAt(r: ScanResult, where: string, entry?: string): Finding {
  const found = findingsAt(r, where, entry);
  if (found.length !== 1)
    throw new Error(`${found.length} findings at ${where}${entry ? ` via ${entry}` : ''}, expected 1`);
  return found[0]!;
}

/** The message of the one finding at `where`. */
export function messageAt(r: ScanResult, where: string, entry?: string): string {
  return findingAt(r, where, entry).message;
}
