import { lstatSync } from 'node:fs';
import { join } from 'node:path';
import { gitViaFile } from './git.js';
import type { DirEntry, EntryKind, SourceTree } from './tree.js';

/**
 * A git work tree's folders listed from git instead of by reading every folder (`skillscan --changed-since`):
 * the walk of a 10,000-skill checkout spent half a second of the scan's thread in readdir, while git, which
 * reads the same folders in C on another core, answers with one buffer. What the walk records (links,
 * skipped folders, limits, problems, order) does not change: `listedTree` only answers the walk's `listSync`
 * for the folders git lists whole, and every other folder is read as before.
 */

/**
 * Every index entry with its tag, mode and stage (`-v -s`: `H 100644 <object> 0\tpath`), the entries deleted
 * (`R`) or changed (`C`: content or type) in the work tree, and what git does not track (`? path`), ignored
 * files included: the walk reads ignored files too (a runtime loads a skill whether or not git ignores it).
 * A folder git does not track at all, a nested repository among them, is one `? dir/` line (`--directory`).
 */
const LISTING_ARGS = [
  'ls-files',
  '-z',
  '-v',
  '-s',
  '--cached',
  '--deleted',
  '--modified',
  '--others',
  '--directory',
  '--',
  '.',
];

/** The index of a large monorepo lists every tracked path; this bounds what one listing may hold. */
const LISTING_MAX_BYTES = 256 * 1024 * 1024;

/** `git ls-files` of the work tree at `dir` as `foldersOf` reads it (also what `notInIndex` reads). */
export function listWorkTree(dir: string): Promise<Buffer> {
  return gitViaFile(dir, LISTING_ARGS, LISTING_MAX_BYTES);
}

/** Folder path ('' = the root) → its entries, for the folders whose every entry git listed. */
export type ListedFolders = Map<string, DirEntry[]>;

interface Parsed {
  /** Tracked paths (stage 0) and their kinds by mode, in git's order (sorted by path). */
  tracked: string[];
  kinds: EntryKind[];
  deleted: Set<string>;
  changed: Set<string>;
  /** Untracked paths; a folder git lists whole ends with '/'. */
  others: string[];
}

/**
 * An index entry's kind from its mode's bytes at `at` (no string per line: 40,000 lines on the scan's
 * thread): 100644 and 100755 a file, 120000 a link, 160000 a submodule (on disk a folder, its work tree or
 * empty when not checked out, which the walk reads itself); undefined for any other mode (a sparse
 * index's folder entry, 040000).
 */
function kindOfMode(listing: Buffer, at: number): EntryKind | undefined {
  for (const [mode, kind] of MODES) {
    let i = 0;
    while (i < mode.length && listing[at + i] === mode[i]) i++;
    if (i === mode.length) return kind;
  }
  return undefined;
}

const MODES: ReadonlyArray<readonly [Buffer, EntryKind]> = [
  [Buffer.from('100644 '), 'file'],
  [Buffer.from('100755 '), 'file'],
  [Buffer.from('120000 '), 'symlink'],
  [Buffer.from('160000 '), 'dir'],
];

/**
 * Reads the tagged listing, or undefined when git's index cannot vouch for the work tree: an entry git does
 * not check against the disk (assume-unchanged: a lower-case tag; skip-worktree `S`: a sparse checkout), an
 * unmerged path (`M`, stages 1-3), a mode that is not a file's, a link's or a submodule's.
 */
function parse(listing: Buffer): Parsed | undefined {
  const out: Parsed = { tracked: [], kinds: [], deleted: new Set(), changed: new Set(), others: [] };
  for (let at = 0; at < listing.length; ) {
    const nul = listing.indexOf(0, at);
    const end = nul < 0 ? listing.length : nul;
    const tag = listing[at];
    if (listing[at + 1] !== 0x20) return undefined;
    if (tag === 0x3f /* ? */) {
      out.others.push(listing.toString('utf8', at + 2, end));
    } else {
      // `<tag> <mode> <object> <stage>\t<path>`: the path may hold a tab, the head never does.
      const tab = listing.indexOf(9, at);
      if (tab < 0 || tab > end || listing[tab - 1] !== 0x30 || listing[tab - 2] !== 0x20) return undefined;
      const path = listing.toString('utf8', tab + 1, end);
      if (tag === 0x48 /* H */) {
        const kind = kindOfMode(listing, at + 2);
        if (kind === undefined) return undefined;
        out.tracked.push(path);
        out.kinds.push(kind);
      } else if (tag === 0x52 /* R */) out.deleted.add(path);
      else if (tag === 0x43 /* C */) out.changed.add(path);
      else return undefined;
    }
    at = end + 1;
  }
  return out;
}

/** What is at `abs` now, as the walk's readdir would say (d_type is lstat's type); undefined when nothing. */
function kindOnDisk(abs: string): EntryKind | undefined {
  const st = lstatSync(abs, { throwIfNoEntry: false });
  if (!st) return undefined;
  return st.isSymbolicLink() ? 'symlink' : st.isFile() ? 'file' : st.isDirectory() ? 'dir' : 'other';
}

/**
 * Folders with their entries, built path by path. git lists a folder's files one after the other, so the
 * last folder is kept at hand: most paths are added without slicing out or looking up their folder.
 */
class FolderBuilder {
  readonly folders: ListedFolders = new Map([['', []]]);
  private last = '';
  private lastEntries: DirEntry[] = this.folders.get('')!;

  add(path: string, kind: EntryKind): void {
    const slash = path.lastIndexOf('/');
    if (slash < 0 ? this.last === '' : slash === this.last.length && path.startsWith(this.last)) {
      this.lastEntries.push({ name: path.slice(slash + 1), kind });
      return;
    }
    const folder = slash < 0 ? '' : path.slice(0, slash);
    let entries = this.folders.get(folder);
    if (entries === undefined) {
      entries = [];
      this.folders.set(folder, entries);
      // A new folder is an entry of its own folder, created in turn when new.
      this.add(folder, 'dir');
    }
    entries.push({ name: path.slice(slash + 1), kind });
    this.last = folder;
    this.lastEntries = entries;
  }
}

/**
 * The folders git lists whole, with their entries as a readdir would give them, from `listWorkTree`'s output
 * for the work tree whose real path is `rootReal`; undefined when the listing cannot stand for a readdir
 * (then the walk reads every folder). Why each case is what it is:
 * - A tracked entry is on disk as its mode says unless git names it deleted (`R`: left out) or changed (`C`:
 *   its type may differ, so it is asked of the disk; a file become a folder falls back to the readdir walk).
 * - An untracked path is asked of the disk (git lists files and links, never their kind).
 * - An untracked or ignored folder, a nested repository and a submodule are entries of kind `dir` whose
 *   content git does not list (`dir/`, mode 160000): the walk reads them, and skips `node_modules` and `.git`
 *   by name as always.
 * - A tracked folder replaced by a link or a file is listed as untracked (`? a/b`) while the index still
 *   holds `a/b/…` (git does not look for links above an indexed path): the readdir walk is used.
 * - git never lists a `.git` entry: the root's is asked of the disk (a worktree's or a submodule's `.git`
 *   file, which the walk records as a file; a `.git` folder is skipped by the walk). Deeper, a folder holding
 *   a `.git` is a nested repository, read by the walk.
 * - Not seen: a FIFO, socket or device in a folder git lists (git lists no such file; the readdir walk
 *   reported it as a problem), and a `.git` file that is not a repository's in a folder git lists.
 */
export function foldersOf(listing: Buffer, rootReal: string): ListedFolders | undefined {
  const parsed = parse(listing);
  if (!parsed) return undefined;
  const built = new FolderBuilder();
  const { tracked, kinds, deleted, changed, others } = parsed;
  const checked = deleted.size > 0 || changed.size > 0;
  for (let i = 0; i < tracked.length; i++) {
    const path = tracked[i]!;
    let kind = kinds[i]!;
    if (checked && deleted.has(path)) continue;
    if (checked && changed.has(path)) {
      const now = kindOnDisk(join(rootReal, path));
      if (now === undefined) continue;
      if (now === 'dir' && kind !== 'dir') return undefined;
      kind = now;
    }
    built.add(path, kind);
  }
  const { folders } = built;
  const untrackedFiles: string[] = [];
  for (const path of others) {
    if (path.endsWith('/')) {
      built.add(path.slice(0, -1), 'dir');
      continue;
    }
    const kind = kindOnDisk(join(rootReal, path));
    if (kind === undefined) continue;
    if (kind === 'dir') return undefined;
    built.add(path, kind);
    untrackedFiles.push(path);
  }
  for (const path of untrackedFiles) if (folders.has(path)) return undefined;
  for (const path of others) if (path.endsWith('/') && folders.has(path.slice(0, -1))) return undefined;
  const dotGit = kindOnDisk(join(rootReal, '.git'));
  if (dotGit !== undefined && dotGit !== 'dir') built.add('.git', dotGit);
  return folders;
}

/**
 * `source` with the folders git listed answered from `folders` (each once: the walk lists a folder once),
 * every other folder listed by `source` itself.
 */
export function listedTree(
  source: SourceTree & Required<Pick<SourceTree, 'listSync'>>,
  folders: ListedFolders,
): SourceTree {
  const listSync = (dir: string): DirEntry[] => {
    const known = folders.get(dir);
    if (known === undefined) return source.listSync(dir);
    folders.delete(dir);
    return known;
  };
  return {
    description: source.description,
    ...(source.rootName !== undefined ? { rootName: source.rootName } : {}),
    list: async (dir) => listSync(dir),
    listSync,
    stat: (path) => source.stat(path),
    read: (path, maxBytes) => source.read(path, maxBytes),
    resolveLink: (path) => source.resolveLink(path),
    knowDirs: (dirs) => source.knowDirs?.(dirs),
  };
}

/** A local root's folders as git lists them, given the root's real path; undefined where git cannot say. */
export type FoldersOfRoot = (rootReal: string) => Promise<ListedFolders | undefined>;

/** `foldersOf` a listing that may fail (not a git work tree, no git): undefined then, as when git cannot say. */
export function foldersFrom(listing: Promise<Buffer>): FoldersOfRoot {
  return async (rootReal) => {
    try {
      return foldersOf(await listing, rootReal);
    } catch {
      return undefined;
    }
  };
}
