import { cmp } from '../findings.js';
import type { Neighbours } from './closure-walk.js';
import type { FileStore } from './files.js';
import type { ClosureView } from './graph.js';

/**
 * One breadth-first pass from every entry point at once over references and skill folders: the fewest
 * hops from any entry to each file. Linear in files and references, where the per-entry closures grow
 * with entries × closure size. It answers without walking every closure whether a file is scanned at
 * all (some entry reaches it within the depth limit).
 */
export interface UnionWalk {
  /** Fewest hops from any entry point, by real path; absent when no entry reaches the file. */
  depth: ReadonlyMap<string, number>;
}

/** Bounds the pass like the closures: files in the tree are finite, but the edges per file are not. */
const MAX_VISITS = 5_000_000;

export async function unionWalk(
  entries: readonly string[],
  files: FileStore,
  next: Neighbours,
): Promise<UnionWalk> {
  const depth = new Map<string, number>();
  const seen = new Set<string>(entries);
  let frontier = [...entries];
  for (const e of entries) {
    const real = files.realOf(e) ?? e;
    if (!depth.has(real)) depth.set(real, 0);
  }
  let visits = 0;
  for (let d = 1; frontier.length > 0 && visits < MAX_VISITS; d++) {
    const reached: string[] = [];
    const step = (to: string, real: string) => {
      visits++;
      if (seen.has(to)) return;
      seen.add(to);
      reached.push(to);
      if (!depth.has(real)) depth.set(real, d);
    };
    for (const from of frontier) {
      const refs = next.refs(from);
      for (const s of Array.isArray(refs) ? refs : await refs) step(s.to, s.real);
      for (const f of next.folderFiles(from)) step(f.path, f.real);
    }
    frontier = reached.sort(cmp);
  }
  return { depth };
}

/** The real paths of `paths` (a file reached through a symlinked folder is changed when its real path is). */
function realPaths(paths: ReadonlySet<string>, files: FileStore): Set<string> {
  const out = new Set<string>();
  for (const p of paths) out.add(files.realOf(p) ?? p);
  return out;
}

/** The entries whose closure holds a changed file (by path or real path). */
export function entriesTouching(
  closures: ReadonlyMap<string, ClosureView>,
  changed: ReadonlySet<string>,
  files: FileStore,
): Set<string> {
  const changedReal = realPaths(changed, files);
  const out = new Set<string>();
  for (const [entry, closure] of closures) {
    for (const p of closure.keys()) {
      if (changed.has(p) || changedReal.has(files.realOf(p) ?? p)) {
        out.add(entry);
        break;
      }
    }
  }
  return out;
}
