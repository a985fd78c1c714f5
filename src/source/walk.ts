import { joinPath, type SourceTree } from './tree.js';

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
}

export interface TreeIndex {
  files: IndexedFile[];
  /** Directory paths (as reached) with their real path. */
  dirs: Map<string, string>;
  problems: WalkProblem[];
}

/**
 * Lists the whole tree once, the way runtimes see it: symlinked directories inside the root are
 * entered (a skill folder may be a link), links out of the root and link loops are recorded as
 * problems and never entered. Every limit hit is recorded, never silently skipped.
 */
export async function indexTree(
  source: SourceTree,
  limits: WalkLimits = DEFAULT_WALK_LIMITS,
): Promise<TreeIndex> {
  const files: IndexedFile[] = [];
  const dirs = new Map<string, string>([['', '']]);
  const problems: WalkProblem[] = [];
  let entries = 0;
  let limitReported = false;
  // Depth-first with an explicit stack; `ancestors` holds the real paths on the way down, so a link
  // pointing back up (a loop that realpath alone would not see) is caught.
  const stack: Array<{ path: string; real: string; depth: number; viaLink: boolean; ancestors: string[] }> = [
    { path: '', real: '', depth: 0, viaLink: false, ancestors: [] },
  ];
  while (stack.length > 0) {
    const dir = stack.pop()!;
    let listing: Awaited<ReturnType<SourceTree['list']>>;
    try {
      listing = await source.list(dir.path);
    } catch (e) {
      problems.push({ kind: 'unlistable', path: dir.path, detail: (e as Error).message });
      continue;
    }
    listing.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const pending: typeof stack = [];
    for (const entry of listing) {
      if (entries >= limits.maxEntries) {
        if (!limitReported) {
          problems.push({
            kind: 'entry-limit',
            path: dir.path,
            detail: `stopped after ${limits.maxEntries} files and folders; the rest of the tree was not scanned`,
          });
          limitReported = true;
        }
        break;
      }
      const path = joinPath(dir.path, entry.name);
      const real = joinPath(dir.real, entry.name);
      if (entry.kind === 'dir') {
        if (SKIPPED_DIRS.has(entry.name)) continue;
        entries++;
        pending.push({
          path,
          real,
          depth: dir.depth + 1,
          viaLink: dir.viaLink,
          ancestors: [...dir.ancestors, dir.real],
        });
      } else if (entry.kind === 'file') {
        entries++;
        files.push({ path, real, viaLink: dir.viaLink });
      } else if (entry.kind === 'symlink') {
        entries++;
        const link = await source.resolveLink(path);
        if (link.status === 'outside') {
          problems.push({
            kind: 'symlink-outside',
            path,
            detail: `points outside the scanned root (${link.target})`,
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
          const chain = [...dir.ancestors, dir.real];
          if (chain.some((a) => a === link.target || link.target === '' || a.startsWith(`${link.target}/`))) {
            problems.push({
              kind: 'symlink-loop',
              path,
              detail: `points back at its own ancestor ${link.target || '.'}`,
            });
          } else {
            pending.push({ path, real: link.target, depth: dir.depth + 1, viaLink: true, ancestors: chain });
          }
        } else {
          problems.push({ kind: 'special-file', path, detail: 'points at a device, socket or pipe' });
        }
      } else {
        entries++;
        problems.push({
          kind: 'special-file',
          path,
          detail: `is ${entry.note ?? 'a device, socket or pipe'} and was not read`,
        });
      }
    }
    for (const sub of pending.reverse()) {
      if (sub.depth > limits.maxDepth) {
        problems.push({
          kind: 'depth-limit',
          path: sub.path,
          detail: `is nested deeper than ${limits.maxDepth} folders; its content was not scanned`,
        });
        continue;
      }
      dirs.set(sub.path, sub.real);
      stack.push(sub);
    }
  }
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { files, dirs, problems };
}
