import type { CodeFacts, Lang } from '../facts.js';
import type { ClassifyOptions } from '../hosts.js';
import type { LineMap } from '../lines.js';
import { analyzeBatch } from './batch/index.js';
import {
  type CollectorLimits,
  DEFAULT_COLLECTOR_LIMITS,
  FactCollector,
  type UnitAnalyzer,
  type UnitSpec,
} from './collector.js';
import { analyzeGo } from './go/index.js';
import { type GrammarName, initGrammars } from './grammar.js';
import { addSettingsKeyEdits, withToolInputRewrites } from './hook-script-passes.js';
import { analyzeJavaScript } from './javascript/index.js';
import { analyzePowerShell } from './powershell/index.js';
import { analyzePython } from './python/index.js';
import { analyzeScripting } from './scripting/index.js';
import { analyzeShell } from './shell/index.js';

/**
 * The code-analysis entry point: one registry of language analyzers, and the function that runs a file's
 * code units through them. Analyzers never import each other; nested code in another language goes
 * through `UnitHandle.embed`, which comes back here.
 */

interface Registered {
  grammar?: GrammarName;
  analyze: UnitAnalyzer;
}

/**
 * One line per language. Each analyzer lives in src/analysis/code/<lang>/ and exports a `UnitAnalyzer`.
 */
const REGISTRY = new Map<Lang, Registered>([
  ['shell', { grammar: 'bash', analyze: analyzeShell }],
  ['batch', { analyze: analyzeBatch }],
  ['python', { grammar: 'python', analyze: analyzePython }],
  ['javascript', { grammar: 'tsx', analyze: analyzeJavaScript }],
  ['typescript', { grammar: 'tsx', analyze: analyzeJavaScript }],
  ['powershell', { grammar: 'powershell', analyze: analyzePowerShell }],
  ['go', { grammar: 'go', analyze: analyzeGo }],
  ['scripting', { analyze: analyzeScripting }],
]);

/** Registers (or replaces) a language analyzer: tests use it for fake languages. */
export function registerAnalyzer(lang: Lang, entry: Registered): void {
  REGISTRY.set(lang, entry);
}

export function hasAnalyzer(lang: Lang): boolean {
  return REGISTRY.has(lang);
}

/**
 * Starts the grammar runtime. Each grammar loads on its thread the first time a unit of its language is
 * parsed (src/analysis/code/grammar.ts `loadNow`): nested code can switch language (`python -c` in a shell
 * script), so the load happens at the parse, not per file; a tree with no code loads none.
 */
export function prepareAnalyzers(): Promise<void> {
  return initGrammars();
}

export interface AnalyzeCodeResult extends CodeFacts {
  /** Set when a bound stopped the analysis (turned into a blind-spot finding). */
  limitHit?: string;
}

/** Analyses the code units of one file. `prepareAnalyzers()` must have resolved. */
export function analyzeUnits(
  lines: LineMap,
  specs: readonly UnitSpec[],
  hosts: ClassifyOptions = {},
  limits: CollectorLimits = DEFAULT_COLLECTOR_LIMITS,
): AnalyzeCodeResult {
  const collector = new FactCollector(
    lines,
    (lang) => withToolInputRewrites(REGISTRY.get(lang)?.analyze),
    hosts,
    limits,
  );
  const added: Array<{ id: number; spec: UnitSpec }> = [];
  for (const spec of specs) {
    const id = collector.add(spec);
    if (id === undefined) break;
    added.push({ id, spec });
  }
  const out: AnalyzeCodeResult = collector.result();
  addSettingsKeyEdits(out, added, lines);
  if (collector.limitHit) out.limitHit = collector.limitHit;
  return out;
}

export type { UnitAnalyzer, UnitHandle, UnitSpec } from './collector.js';
