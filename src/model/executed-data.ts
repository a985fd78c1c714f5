import { scriptRelativeSource } from '../analysis/copy-sources.js';
import type { Behaviour, BehaviourOf } from '../analysis/facts.js';
import type { RawRef } from '../analysis/references.js';
import { dirname, resolveUpward } from '../analysis/repo-paths.js';
import type { Region } from '../findings.js';
import type { FileStore } from './files.js';

/**
 * The repository file whose text a program hands to an execution sink: an `execute` whose code carries the
 * `file` taint with the path it was read from (`section probe | sh` over `$HERE/rules/blocklist.conf`,
 * `Invoke-Expression` of a regex match in `docs/pitfalls.md`, `pickle.load` of `samples/x.pkl`). The path
 * as the analyzers rebuilt it starts with the program's own folder in some spelling (`$(pwd)/`,
 * `${split-path}/`, `$(git rev-parse --show-toplevel)/`): the rest is looked up from the program's folder
 * up to the root, nearest first, in the scanned tree only. The program's own source (`$0`,
 * `${BASH_SOURCE}`, `__file__`, `$PSCommandPath`) is itself. Nothing is run.
 */

/** Paths that name the program's own source file. */
const SELF =
  /^(?:\$\{?(?:0|BASH_SOURCE(?:\[0\])?|__file__|PSCommandPath)\}?|\$\{?MyInvocation\.MyCommand\.Path\}?)$/;
/** The user's or the machine's files, never one the repository ships. */
const OUTSIDE = /^(?:~|\$\{?(?:HOME|USERPROFILE|TMPDIR|XDG_\w{1,20})\b|\/)/;
const MAX_UP = 6;

export function executesFileText(b: Behaviour): b is BehaviourOf<'execute'> {
  return (
    b.kind === 'execute' &&
    b.code.taints.includes('file') &&
    !!b.code.from &&
    !b.code.taints.includes('download')
  );
}

/** The tree file `from` names, read by the program at `reader`; undefined when it is not one. */
export function executedDataFile(
  files: Pick<FileStore, 'isFile'>,
  reader: string,
  from: string,
): string | undefined {
  const written = from.trim().replace(/^["']|["']$/g, '');
  if (SELF.test(written)) return reader;
  if (OUTSIDE.test(written)) return undefined;
  const rel = scriptRelativeSource(written) ?? written;
  // Still a computed part (an argument, a setting): not a file the text names.
  if (rel === '' || /[$`*?\n]/.test(rel) || rel.startsWith('/')) return undefined;
  return resolveUpward(dirname(reader), rel, (p) => p !== reader && files.isFile(p), MAX_UP);
}

/** Script references from `reader` to the tree files its sinks run the text of (not seen yet: `seen` grows). */
export function executedDataRefs(
  files: Pick<FileStore, 'isFile'>,
  reader: string,
  behaviours: readonly Behaviour[],
  seen: Set<string>,
): Array<RawRef & { region: Region }> {
  const out: Array<RawRef & { region: Region }> = [];
  for (const b of behaviours) {
    if (!executesFileText(b) || out.length >= 16) continue;
    const data = executedDataFile(files, reader, b.code.from!);
    const target = data && data !== reader ? relativeTo(reader, data) : undefined;
    if (!target || seen.has(target)) continue;
    seen.add(target);
    out.push({ kind: 'script-source', target, start: 0, end: 0, certainty: 'candidate', region: b.at });
  }
  return out;
}

/** `to` as a path relative to the folder of `from` (both relative to the root), for a script reference. */
export function relativeTo(from: string, to: string): string {
  const a = dirname(from)
    .split('/')
    .filter((s) => s !== '' && s !== '.');
  const b = to.split('/');
  let i = 0;
  while (i < a.length && i < b.length - 1 && a[i] === b[i]) i++;
  return `${'../'.repeat(a.length - i)}${b.slice(i).join('/')}` || to;
}
