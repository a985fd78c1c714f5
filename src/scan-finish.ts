import type { Finding } from './findings.js';
import type { EntryAnalysability } from './model/analysability.js';
import type { FactStore } from './model/facts.js';
import type { FileStore } from './model/files.js';
import type { ReferenceGraph } from './model/graph.js';
import type { ScanModel } from './model/model.js';
import type { Blindspot, SkillDoc } from './model/skill.js';
import { parseDirectives, suppressionFor } from './suppress.js';

/** The last steps of a scan over its files and findings: blind spots, duplicates, suppressions, release. */

export function blindspotsOf(files: FileStore): Blindspot[] {
  const out: Blindspot[] = files.index.problems.map((p) => ({
    kind: p.kind,
    path: p.path,
    detail: p.detail,
    ...(p.target !== undefined ? { target: p.target } : {}),
  }));
  for (const p of files.readProblems) out.push({ kind: 'unreadable', path: p.path, detail: p.detail });
  for (const f of files.truncated()) {
    out.push({
      kind: 'truncated',
      path: f.path,
      detail: `is ${f.size} bytes; only the first ${files.maxFileBytes} were scanned`,
    });
  }
  return out;
}

export function dedupe(findings: Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const r = f.location.region;
    const key = `${f.fingerprint}|${f.location.path}|${r?.startLine}:${r?.startColumn}|${f.entry ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export async function applySuppressions(findings: Finding[], files: FileStore): Promise<void> {
  const byPath = new Map<string, ReturnType<typeof parseDirectives>>();
  for (const f of findings) {
    let directives = byPath.get(f.location.path);
    if (!directives) {
      const t = files.isFile(f.location.path) ? await files.text(f.location.path) : undefined;
      directives = t ? parseDirectives(t.lines) : [];
      byPath.set(f.location.path, directives);
    }
    const s = suppressionFor(f, directives);
    if (s) f.suppression = s;
  }
}

/**
 * What only the rules read goes once they have run: every reached file's text, its facts and what rules
 * derived from them were held while the report was written (on 10,000 skills the peak of the scan). The
 * model stays whole for its readers after the scan (the job summary, `--graph`, the library): each of
 * these is computed again on demand, to the same value.
 */
export function releaseRuleState(model: ScanModel, factStore: FactStore): void {
  factStore.releaseFacts();
  model.derived.clear();
  model.files.releaseTexts();
}

/** What a pull-request scan followed and left out (`ScanResult.focus`). */
export interface ScanFocus {
  /** Changed paths it was given. */
  changed: number;
  /** Entry points followed: those whose closure holds a changed file. */
  followed: number;
  /** Entry points the repository has. */
  entryPoints: number;
  /** Findings of the catalogue checks about unchanged files only, left out of the findings. */
  outside: number;
}

/** The changed paths and every file a followed entry point reaches: where a kept finding can sit. */
export function touchedPaths(graph: ReferenceGraph, changed: ReadonlySet<string>): Set<string> {
  const touched = new Set<string>(changed);
  for (const entry of graph.entries) for (const path of graph.closure(entry).keys()) touched.add(path);
  return touched;
}

/**
 * The skills whose own document a pull-request scan can report on (`ScanModel.skillsInFocus`): a finding
 * located in a document outside `touchedPaths`, with no entry or related location elsewhere, is left out
 * by `withinChange`, so a check that looks at one document at a time need not look at it.
 */
export function skillsInFocus(skills: readonly SkillDoc[], touched: ReadonlySet<string>): SkillDoc[] {
  return skills.filter(
    (s) => touched.has(s.path) || touched.has(s.real) || s.paths.some((p) => touched.has(p)),
  );
}

/** `ScanModel.skillsInFocus`: every skill without a change, else those `skillsInFocus` keeps, once. */
export function focusOf(
  skills: readonly SkillDoc[],
  graph: () => Promise<ReferenceGraph>,
  changed: ReadonlySet<string> | undefined,
): () => Promise<readonly SkillDoc[]> {
  let kept: Promise<readonly SkillDoc[]> | undefined;
  return () => {
    kept ??= changed
      ? graph().then((g) => skillsInFocus(skills, touchedPaths(g, changed)))
      : Promise.resolve(skills);
    return kept;
  };
}

/**
 * A pull-request scan reports what the change can have affected: a finding in a file that some followed entry
 * point reaches, reached from one, or naming such a file among its related locations (the other half of a
 * conflict). The catalogue checks still run over every skill, because a changed skill's listing cut or name
 * clash depends on all the others; their findings about unchanged skills only (on a large repository thousands
 * of listing cuts the base branch already had) are counted, not reported: a full scan reports them.
 */
export function withinChange(
  findings: Finding[],
  graph: ReferenceGraph,
  changed: ReadonlySet<string>,
): { kept: Finding[]; focus: ScanFocus } {
  const touched = touchedPaths(graph, changed);
  const about = (f: Finding) =>
    touched.has(f.location.path) ||
    f.entries.some((e) => touched.has(e)) ||
    (!f.relatedAreContext && f.related.some((r) => touched.has(r.path)));
  const kept = findings.filter(about);
  const focus = {
    changed: changed.size,
    followed: graph.entries.length,
    entryPoints: graph.unfocusedEntries ?? graph.entries.length,
    outside: findings.length - kept.length,
  };
  return { kept, focus };
}

/** After the rules, so that every file they read is classified once and the score sees the same content. */
export async function analysabilityAfterRules(
  model: ScanModel,
  ruleErrors: { ruleId: string; message: string }[],
): Promise<EntryAnalysability[]> {
  try {
    return await model.analysability();
  } catch (e) {
    ruleErrors.push({ ruleId: 'analysability', message: (e as Error).stack ?? String(e) });
    return [];
  }
}
