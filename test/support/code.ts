import { type AnalyzeCodeResult, analyzeUnits, prepareAnalyzers } from '../../src/analysis/code/index.js';
import type { Behaviour, Lang, Placement, UnitOrigin } from '../../src/analysis/facts.js';
import { LineMap } from '../../src/analysis/lines.js';

/** Analyses `code` as one unit of `lang` (a script by default) and returns the facts. */
export async function factsOf(
  lang: Lang,
  code: string,
  opts: {
    origin?: UnitOrigin;
    placement?: Placement;
    trustedInstallers?: string[];
    /** Set before the unit runs, as a sourced file's assignments and aliases are (UnitSpec.vars). */
    vars?: Record<string, string>;
    /** JSON files the script loads as modules, by specifier (UnitSpec.jsonModules). */
    jsonModules?: Record<string, string>;
    /** Sourced files that define shell functions (UnitSpec.libraries). */
    libraries?: string[];
    /** JSON files the script hands to jq, by the path as written (UnitSpec.dataFiles). */
    dataFiles?: Record<string, string>;
  } = {},
): Promise<AnalyzeCodeResult> {
  await prepareAnalyzers();
  return analyzeUnits(
    new LineMap(code),
    [
      {
        lang,
        text: code,
        origin: opts.origin ?? 'script',
        placement: opts.placement ?? 'script',
        base: 0,
        ...(opts.vars ? { vars: opts.vars } : {}),
        ...(opts.jsonModules ? { jsonModules: opts.jsonModules } : {}),
        ...(opts.libraries ? { libraries: opts.libraries } : {}),
        ...(opts.dataFiles ? { dataFiles: opts.dataFiles } : {}),
      },
    ],
    opts.trustedInstallers ? { trustedInstallers: opts.trustedInstallers } : {},
  );
}

/** Behaviours of one kind. */
export function ofKind<K extends Behaviour['kind']>(
  r: AnalyzeCodeResult,
  kind: K,
): Extract<Behaviour, { kind: K }>[] {
  return r.behaviours.filter((b): b is Extract<Behaviour, { kind: K }> => b.kind === kind);
}
