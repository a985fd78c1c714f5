import { checkRevision, git, gitViaFile } from './git.js';

/**
 * What changed in a git work tree since a revision (`skillscan --changed-since REF`, the Action's cache of
 * a pull request's base). Kept apart from the GitHub API client (src/github/changes.ts) so that the CLI
 * loads it with the rest of the scan and git starts before the walk: imported on demand, the module's load
 * waited for the first turn of the event loop, which the synchronous walk and discovery held for ~0.8 s on
 * 10,000 skills, and the scan then waited ~0.13 s for git.
 */

/** The index of a large monorepo lists every tracked path; this bounds what one listing may hold. */
const INDEX_MAX_BYTES = 256 * 1024 * 1024;

/**
 * Files changed in the working tree at `dir` since revision `rev` (committed, staged or not), plus new
 * files git does not ignore, relative to `dir` (`skillscan --changed-since REF`). Rejects when `dir` is
 * not in a git work tree or `rev` does not resolve.
 *
 * Asked in two steps so that git never walks the tree the scan walks anyway: the diff and the index
 * listing start now (they overlap the walk), and the new files are the walked files the index does not
 * hold, less those git ignores (`git ls-files --others` walked the whole tree again: 2.3 s on 10,000
 * skills, against 0.1 s for the index). Files inside a submodule are the submodule's to track, so they
 * are never new; a folder that is its own repository without being a submodule is new to this one.
 */
export function changedSince(
  dir: string,
  rev: string,
  /** The index as `listWorkTree` lists it (src/source/git-listing.ts), when the caller asked already. */
  listing?: Promise<Buffer>,
  /** `diffSince(dir, rev)`, when the caller asked already. */
  diff: Promise<string[]> = diffSince(dir, rev),
): (walked: readonly string[]) => Promise<Set<string>> {
  const index = listing ?? gitViaFile(dir, ['ls-files', '-s', '-z', '--', '.'], INDEX_MAX_BYTES);
  // Awaited when the walk is done; until then a failure must not count as unhandled.
  index.catch(() => undefined);
  return async (walked) => {
    // The diff's error first when both fail, so the message does not depend on which finished first.
    const [d, i] = await Promise.allSettled([diff, index]);
    if (d.status === 'rejected') throw d.reason;
    if (i.status === 'rejected') throw i.reason;
    const untracked = notInIndex(walked, i.value);
    const ignored = new Set(
      untracked.length === 0
        ? []
        : nulSeparated(
            await git(dir, ['check-ignore', '-z', '--stdin'], INDEX_MAX_BYTES, undefined, {
              input: `${untracked.join('\0')}\0`,
              // 1: none of them is ignored.
              okExitCodes: [1],
            }),
          ),
    );
    return new Set([...d.value, ...untracked.filter((p) => !ignored.has(p))]);
  };
}

/**
 * The paths `git diff REV` names under `dir`, asked now; a failure is kept as a rejection for whoever
 * awaits it, and does not count as unhandled meanwhile.
 */
export function diffSince(dir: string, rev: string): Promise<string[]> {
  // Async so that a revision refused by checkRevision is a rejection like git's own failures.
  const diff = (async () => diffNames(dir, ['--relative', checkRevision(rev)]))();
  diff.catch(() => undefined);
  return diff;
}

/**
 * The files under `dir` whose work-tree content is not revision `rev`'s (`git diff REV`, relative to
 * `dir`): what a name search must read although the cache holds a digest of its base blob.
 */
export function differingFrom(dir: string, rev: string): Promise<Set<string>> {
  return (async () => new Set(await diffNames(dir, ['--relative', checkRevision(rev)])))();
}

/**
 * The walked paths `git ls-files -s -z` does not list, leaving out those inside a submodule (mode 160000).
 * The listing may carry `-v`'s tags (`listWorkTree`): `H <mode> …` for an index entry, `? <path>` for an
 * untracked one, which is not in the index (and may hold a tab).
 */
export function notInIndex(walked: readonly string[], listing: Buffer): string[] {
  const tracked = new Set<string>();
  const submodules = new Set<string>();
  for (const entry of nulSeparated(listing)) {
    // `<mode> <object> <stage>\t<path>`, or `<tag> <mode> <object> <stage>\t<path>`
    if (entry.startsWith('? ')) continue;
    const tab = entry.indexOf('\t');
    if (tab < 0) continue;
    const path = entry.slice(tab + 1);
    tracked.add(path);
    const head = entry.charCodeAt(0) >= 0x30 && entry.charCodeAt(0) <= 0x39 ? entry : entry.slice(2);
    if (head.startsWith('160000 ')) submodules.add(path);
  }
  const inSubmodule = (path: string) => {
    if (submodules.size === 0) return false;
    for (let cut = path.lastIndexOf('/'); cut > 0; cut = path.lastIndexOf('/', cut - 1))
      if (submodules.has(path.slice(0, cut))) return true;
    return false;
  };
  return walked.filter((p) => !tracked.has(p) && !inSubmodule(p));
}

/**
 * The paths `git diff … <rest> --` names. Names only, NUL-separated (any byte may stand in a path); no
 * external diff driver or text conversion (the repository's configuration could name a program to run);
 * a rename is its two paths.
 */
export async function diffNames(dir: string, rest: readonly string[]): Promise<string[]> {
  const fixed = ['diff', '--name-only', '-z', '--no-ext-diff', '--no-textconv', '--no-renames'];
  return nulSeparated(await git(dir, [...fixed, ...rest, '--']));
}

function nulSeparated(out: Buffer): string[] {
  return out
    .toString('utf8')
    .split('\0')
    .filter((f) => f !== '');
}
