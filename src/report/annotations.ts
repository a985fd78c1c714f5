import { compareFindings, type Finding, type Severity, severityRank } from '../findings.js';
import { repoPath } from './sarif.js';

/**
 * Pull-request annotations. GitHub shows at most 10 errors, 10 warnings and 10 notices per step and drops
 * the rest silently in print order (docs/github.md §2), so the ones printed must be the ones that
 * matter: most severe first, and among equals those in files the pull request changed. One notice at the
 * end says how many were not shown and where to read them.
 */

export type AnnotationLevel = 'error' | 'warning' | 'notice';

export interface AnnotationProps {
  title: string;
  file: string;
  startLine: number;
  endLine: number;
  startColumn?: number;
  endColumn?: number;
}

export interface Annotation {
  level: AnnotationLevel;
  message: string;
  props?: AnnotationProps;
}

export const ANNOTATIONS_PER_LEVEL = 10;

export const LEVEL_OF: Record<Severity, AnnotationLevel> = {
  critical: 'error',
  high: 'error',
  medium: 'warning',
  low: 'notice',
  info: 'notice',
};

export interface AnnotationOptions {
  /** Folder of the scanned root inside the repository, so annotation paths are repository-relative. */
  pathPrefix?: string;
  /** Repository-relative paths the pull request changed (undefined: not known). */
  changed?: ReadonlySet<string>;
  /** Rule titles by id, for the annotation title. */
  titles?: Readonly<Record<string, string>>;
  /** Slots already used by other annotations in this step (the failure message, operational warnings). */
  reserved?: Partial<Record<AnnotationLevel, number>>;
  /** Where the full list lives, named in the overflow notice. */
  moreAt?: string;
}

export function annotationFor(f: Finding, options: AnnotationOptions = {}): Annotation {
  const r = f.location.region;
  const startLine = r?.startLine ?? 1;
  const endLine = Math.max(r?.endLine ?? startLine, startLine);
  const props: AnnotationProps = {
    title: `${f.severity}: ${options.titles?.[f.ruleId] ?? f.ruleId} (${f.ruleId})`,
    file: repoPath(options.pathPrefix, f.location.path),
    startLine,
    endLine,
  };
  // GitHub rejects columns on an annotation that spans several lines.
  if (r && endLine === startLine) {
    props.startColumn = r.startColumn;
    props.endColumn = Math.max(r.endColumn, r.startColumn + 1);
  }
  const others = f.entries.filter((e) => e !== f.location.path && e !== f.entry).length;
  const entry = f.entry
    ? `\nReached from ${repoPath(options.pathPrefix, f.entry)}${others ? ` and ${others} other entry point${others > 1 ? 's' : ''}` : ''}.`
    : '';
  return { level: LEVEL_OF[f.severity], message: `${f.message}${entry}`, props };
}

/** Annotations to print, in print order, with the overflow notice last when some did not fit. */
export function planAnnotations(findings: readonly Finding[], options: AnnotationOptions = {}): Annotation[] {
  const inDiff = (f: Finding) =>
    options.changed?.has(repoPath(options.pathPrefix, f.location.path)) ||
    f.entries.some((e) => options.changed?.has(repoPath(options.pathPrefix, e))) ||
    false;
  const ordered = findings
    .filter((f) => !f.suppression)
    .map((f) => ({ f, diff: inDiff(f) }))
    .sort(
      (a, b) =>
        severityRank(b.f.severity) - severityRank(a.f.severity) ||
        Number(b.diff) - Number(a.diff) ||
        compareFindings(a.f, b.f),
    );
  const free: Record<AnnotationLevel, number> = { error: 0, warning: 0, notice: 0 };
  for (const level of Object.keys(free) as AnnotationLevel[])
    free[level] = Math.max(0, ANNOTATIONS_PER_LEVEL - (options.reserved?.[level] ?? 0));
  const byLevel: Record<AnnotationLevel, Annotation[]> = { error: [], warning: [], notice: [] };
  for (const { f } of ordered) byLevel[LEVEL_OF[f.severity]].push(annotationFor(f, options));
  const overflow = (lv: AnnotationLevel) => Math.max(0, byLevel[lv].length - free[lv]);
  // The overflow notice takes the last notice slot, so one fewer finding notice fits when it is needed.
  if (overflow('error') + overflow('warning') + overflow('notice') > 0)
    free.notice = Math.max(0, free.notice - 1);
  const out: Annotation[] = [];
  let hidden = 0;
  for (const level of ['error', 'warning', 'notice'] as const) {
    out.push(...byLevel[level].slice(0, free[level]));
    hidden += Math.max(0, byLevel[level].length - free[level]);
  }
  if (hidden > 0) {
    out.push({
      level: 'notice',
      message:
        `${hidden} more finding${hidden === 1 ? ' is' : 's are'} not shown as annotations (GitHub shows 10 per ` +
        `level per step). Read them all in ${options.moreAt ?? 'the job summary and the SARIF log'}.`,
    });
  }
  return out;
}
