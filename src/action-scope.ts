import { CONFIG_FILE_NAMES } from './config.js';
import type { ScanResult } from './scan.js';

/**
 * What an Action run scans. `full`: everything. `changed`: on a pull request, the skills and other entry
 * points whose closure holds a file the pull request changed, plus the catalogue-wide checks (names,
 * listing budget, conflicts) over every skill. `auto` (the default) is `changed` on a pull request whose
 * changed files are known, unless the run uploads to code scanning (an upload from a partial scan would
 * show every alert outside the change as fixed) or the change touches the configuration (which can change
 * any finding); otherwise `full`.
 */
export type Scope = 'auto' | 'full' | 'changed';

export const SCOPES: readonly Scope[] = ['auto', 'full', 'changed'];

export interface ScopeDecision {
  /** Root-relative changed paths to focus on; undefined for a full scan. */
  changed?: Set<string>;
  /** Why the scan is full or focused, for the job summary. */
  note?: string;
}

export function decideScope(o: {
  scope: Scope;
  pullRequest: boolean;
  /** Repository-relative paths the pull request changed; undefined when unknown. */
  changedFiles: ReadonlySet<string> | undefined;
  /** The scanned folder relative to the repository ('' for its root). */
  prefix: string;
  /** The `config` input, relative to the workspace, when given. */
  configInput: string;
  uploadSarif: boolean;
}): ScopeDecision {
  if (o.scope === 'full') return {};
  if (!o.pullRequest)
    return o.scope === 'changed'
      ? { note: 'scope changed applies to pull requests; the whole folder was scanned.' }
      : {};
  if (!o.changedFiles)
    return { note: "The pull request's changed files are unknown, so the whole folder was scanned." };
  if (o.scope === 'auto' && o.uploadSarif) return {};
  const within = new Set<string>();
  const base = o.prefix === '' ? '' : `${o.prefix}/`;
  for (const p of o.changedFiles) if (p.startsWith(base)) within.add(p.slice(base.length));
  const config = [...CONFIG_FILE_NAMES, ...(o.configInput ? [o.configInput.replace(/^\.\//, '')] : [])];
  if (config.some((c) => within.has(c) || o.changedFiles!.has(c)))
    return { note: 'The pull request changes the skillscan configuration, so the whole folder was scanned.' };
  return { changed: within };
}

/** The summary's sentence about a focused scan. */
export function focusNote(focus: NonNullable<ScanResult['focus']>): string {
  const { changed, followed, entryPoints, outside } = focus;
  const left =
    outside > 0
      ? ` ${outside} of their finding${outside === 1 ? '' : 's'} concern only unchanged skills and are not reported here (a full scan reports them).`
      : '';
  return (
    `Pull-request scan: ${changed} changed file${changed === 1 ? '' : 's'} in the scanned folder; ` +
    `followed ${followed} of ${entryPoints} entry point${entryPoints === 1 ? '' : 's'} (those whose files include a changed one). ` +
    `Catalogue checks (names, listing budget, conflicts) covered every skill.${left} Set \`scope: full\` to scan everything.`
  );
}
