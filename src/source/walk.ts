import { joinPath } from '../analysis/repo-paths.js';
import { type FoldersOfRoot, listedTree } from './git-listing.js';
import { LocalSource } from './local.js';
import type { DirEntry, LinkResolution, SourceTree } from './tree.js';

export interface WalkLimits {
  /** Deepest directory level listed below the root. */
  maxDepth: number;
  /** Files and directories recorded before the walk stops. */
  maxEntries: number;
}

export const DEFAULT_WALK_LIMITS: WalkLimits = { maxDepth: 48, maxEntries: 250_000 };

/** Directories no runtime loads skills from and that only cost time. */
const SKIPPED_DIRS = new Set(['.git', 'node_modules']);

export interface IndexedFile {
  /** The path as a runtime reaches it (may go through a symlinked directory). */
  path: string;
  /** The canonical path after resolving links: the identity runtimes dedupe on. */
  real: string;
  /** True when some component of `path` is a symlink. */
  viaLink: boolean;
}

export type WalkProblemKind =
  | 'symlink-outside'
  | 'symlink-loop'
  | 'symlink-broken'
  | 'depth-limit'
  | 'entry-limit'
  | 'unlistable'
  | 'special-file';

export interface WalkProblem {
  kind: WalkProblemKind;
  path: string;
  detail: string;
  /** For a link out of the root: what it points at, as written in the link. */
  target?: string;
}

export interface TreeIndex {
  files: IndexedFile[];
  /** Directory paths (as reached) with their real path. */
  dirs: Map<string, string>;
  problems: WalkProblem[];
}

/** Folders listed at once: the walk is I/O-bound, and one folder at a time leaves the disk idle. */
const LIST_CONCURRENCY = 16;

/**
 * A folder to list; `parent` is the folder it was entered from (undefined at the root). A link to a folder is
 * a loop when it points at one of the real paths on the way back up, or above one: a chain of parents
 * instead of a copied list of ancestors per folder (24,284 arrays on the 10,000-skill tree), walked only
 * for links.
 */
type DirTask = { path: string; real: string; depth: number; viaLink: boolean; parent?: DirTask };
type Listed = {
  dir: DirTask;
  entries?: Array<DirEntry & { link?: LinkResolution }>;
  error?: string;
};

/** Whether a link from inside `dir` to the folder `target` points at `dir` or a folder above it. */
function pointsUp(dir: DirTask, target: string): boolean {
  if (target === '') return true;
  for (let d: DirTask | undefined = dir; d !== undefined; d = d.parent) {
    if (d.real === target || d.real.startsWith(`${target}/`)) return true;
  }
  return false;
}

/** Lists one folder and resolves its links, so the sequential pass below does no I/O. */
async function listDir(source: SourceTree, dir: DirTask): Promise<Listed> {
  try {
    return await withLinks(source, dir, await source.list(dir.path));
  } catch (e) {
    return { dir, error: (e as Error).message };
  }
}

/**
 * `listDir` without a promise where the tree lists synchronously (a local folder) and the folder holds no
 * link: a promise and two awaits per folder were a tenth of the 10,000-skill walk's own work.
 */
function listDirNow(source: SourceTree, dir: DirTask): Listed | Promise<Listed> {
  if (!source.listSync) return listDir(source, dir);
  let entries: Listed['entries'];
  try {
    entries = source.listSync(dir.path);
  } catch (e) {
    return { dir, error: (e as Error).message };
  }
  for (const e of entries)
    if (e.kind === 'symlink')
      return withLinks(source, dir, entries).catch((error: Error) => ({ dir, error: error.message }));
  return { dir, entries: inNameOrder(entries) };
}

/** A folder's entries in name order, each link resolved. */
async function withLinks(
  source: SourceTree,
  dir: DirTask,
  entries: NonNullable<Listed['entries']>,
): Promise<Listed> {
  for (const e of entries)
    if (e.kind === 'symlink') e.link = await source.resolveLink(joinPath(dir.path, e.name));
  return { dir, entries: inNameOrder(entries) };
}

const byName = (a: DirEntry, b: DirEntry) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/**
 * `entries` sorted by name, in place. A folder listed from git's index (src/source/git-listing.ts) mostly
 * comes in order already: checked first, since `sort` copies each array into a work area (27,000 folders
 * of a 10,000-skill tree).
 */
function inNameOrder<T extends DirEntry>(entries: T[]): T[] {
  for (let i = 1; i < entries.length; i++)
    if (entries[i - 1]!.name > entries[i]!.name) return entries.sort(byName);
  return entries;
}

/** What the walk has recorded so far. */
interface WalkState {
  limits: WalkLimits;
  files: IndexedFile[];
  problems: WalkProblem[];
  entries: number;
  limitReported: boolean;
  /** The folders to list at the next level, in order. */
  nextLevel: DirTask[];
}

/** Records one listed folder's entries (in name order), and queues its folders for the next level. */
function record(state: WalkState, { dir, entries: listing, error }: Listed): void {
  const { files, problems, nextLevel, limits } = state;
  if (!listing) {
    problems.push({ kind: 'unlistable', path: dir.path, detail: error ?? 'could not be listed' });
    return;
  }
  for (const entry of listing) {
    if (state.entries >= limits.maxEntries) {
      if (!state.limitReported) {
        problems.push({
          kind: 'entry-limit',
          path: dir.path,
          detail: `stopped after ${limits.maxEntries} files and folders; the rest of the tree was not scanned`,
        });
        state.limitReported = true;
      }
      break;
    }
    const path = joinPath(dir.path, entry.name);
    // Outside linked folders the real path is the path: one string, not two equal ones (40,000 files).
    const real = dir.real === dir.path ? path : joinPath(dir.real, entry.name);
    if (entry.kind === 'dir') {
      if (SKIPPED_DIRS.has(entry.name)) continue;
      state.entries++;
      nextLevel.push({ path, real, depth: dir.depth + 1, viaLink: dir.viaLink, parent: dir });
    } else if (entry.kind === 'file') {
      state.entries++;
      files.push({ path, real, viaLink: dir.viaLink });
    } else if (entry.kind === 'symlink') {
      state.entries++;
      const link = entry.link!;
      if (link.status === 'outside') {
        problems.push({
          kind: 'symlink-outside',
          path,
          detail: `points outside the scanned root (${link.target})`,
          target: link.target,
        });
      } else if (link.status === 'loop') {
        problems.push({ kind: 'symlink-loop', path, detail: 'is part of a symlink loop' });
      } else if (link.status === 'broken') {
        problems.push({
          kind: 'symlink-broken',
          path,
          detail: `points at ${link.target}, which does not exist`,
        });
      } else if (link.kind === 'file') {
        files.push({ path, real: link.target, viaLink: true });
      } else if (link.kind === 'dir') {
        if (pointsUp(dir, link.target)) {
          problems.push({
            kind: 'symlink-loop',
            path,
            detail: `points back at its own ancestor ${link.target || '.'}`,
          });
        } else {
          nextLevel.push({ path, real: link.target, depth: dir.depth + 1, viaLink: true, parent: dir });
        }
      } else {
        problems.push({ kind: 'special-file', path, detail: 'points at a device, socket or pipe' });
      }
    } else {
      state.entries++;
      problems.push({
        kind: 'special-file',
        path,
        detail: `is ${entry.note ?? 'a device, socket or pipe'} and was not read`,
      });
    }
  }
}

/**
 * Lists the whole tree once, the way runtimes see it: symlinked directories inside the root are
 * entered (a skill folder may be a link), links out of the root and link loops are recorded as
 * problems and never entered. Every limit hit is recorded, never silently skipped.
 *
 * Breadth-first, one level at a time: the folders of a level are listed concurrently (bounded), and
 * recorded in path order, each as soon as those before it are, so what is counted, cut and reported never
 * depends on I/O timing, and a level's listings are not all held until the last one is in (they outlived
 * young-generation collections and were copied by each: the 10,000-skill tree has levels of 10,000 folders).
 */
export async function indexTree(
  source: SourceTree,
  limits: WalkLimits = DEFAULT_WALK_LIMITS,
): Promise<TreeIndex> {
  const dirs = new Map<string, string>([['', '']]);
  const state: WalkState = {
    limits,
    files: [],
    problems: [],
    entries: 0,
    limitReported: false,
    nextLevel: [],
  };
  // Each folder keeps the way back up (`parent`), so a link pointing back up (a loop that realpath alone
  // would not see) is caught.
  let level: DirTask[] = [{ path: '', real: '', depth: 0, viaLink: false }];
  while (level.length > 0) {
    const listed: Array<Listed | undefined> = new Array(level.length);
    let next = 0;
    let recorded = 0;
    const worker = async () => {
      while (next < level.length) {
        const i = next++;
        const got = listDirNow(source, level[i]!);
        listed[i] = got instanceof Promise ? await got : got;
        for (; recorded < level.length && listed[recorded] !== undefined; recorded++) {
          record(state, listed[recorded]!);
          listed[recorded] = undefined;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(LIST_CONCURRENCY, level.length) }, worker));
    level = [];
    for (const sub of state.nextLevel) {
      if (sub.depth > limits.maxDepth) {
        state.problems.push({
          kind: 'depth-limit',
          path: sub.path,
          detail: `is nested deeper than ${limits.maxDepth} folders; its content was not scanned`,
        });
        continue;
      }
      dirs.set(sub.path, sub.real);
      level.push(sub);
    }
    state.nextLevel = [];
  }
  const { files, problems } = state;
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  problems.sort((a, b) =>
    a.path < b.path ? -1 : a.path > b.path ? 1 : a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0,
  );
  // A local folder reads the files of the folders listed here without resolving them again.
  source.knowDirs?.(dirs);
  return { files, dirs, problems };
}

/**
 * The tree the walk lists: `source`, answered from git's listing where a pull-request scan of a local git
 * work tree has one (`changed` carries it: `ChangedAfterWalk.folders`, set by the CLI's `--changed-since`).
 * Never rejects: without a listing the walk reads every folder.
 */
export async function walkedSource(
  source: SourceTree,
  changed: unknown,
  /** Work for this thread while git has not answered. */
  meanwhile?: () => void,
): Promise<SourceTree> {
  const folders =
    typeof changed === 'function' ? (changed as { folders?: FoldersOfRoot }).folders : undefined;
  if (!folders || !(source instanceof LocalSource)) return source;
  const asked = folders(source.rootReal);
  meanwhile?.();
  const listed = await asked;
  return listed ? listedTree(source, listed) : source;
}
