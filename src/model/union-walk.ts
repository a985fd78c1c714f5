import { cmp } from '../findings.js';
import type { Neighbours } from './closure-walk.js';
import type { FileStore } from './files.js';
import type { Edge, Reach } from './graph.js';

/**
 * One breadth-first pass from every entry point at once over references and skill folders: the fewest
 * hops from any entry to each file, and each file's predecessors. Linear in files and references, where
 * the per-entry closures grow with entries × closure size. It answers two questions without walking
 * every closure: is a file scanned at all (some entry reaches it within the depth limit), and which
 * entries can reach a changed file (a pull-request scan walks only those).
 */
export interface UnionWalk {
  /** Fewest hops from any entry point, by real path; absent when no entry reaches the file. */
  depth: ReadonlyMap<string, number>;
  /** The files with a reference or folder edge to each file (by path). */
  preds: ReadonlyMap<string, readonly string[]>;
}

/** Bounds the pass like the closures: files in the tree are finite, but the edges per file are not. */
const MAX_VISITS = 5_000_000;

export async function unionWalk(
  entries: readonly string[],
  files: FileStore,
  next: Neighbours,
  /** Record predecessors too (a pull-request scan walks them back); a full scan needs the depths only. */
  withPreds: boolean,
): Promise<UnionWalk> {
  const depth = new Map<string, number>();
  const preds = new Map<string, string[]>();
  const seen = new Set<string>(entries);
  let frontier = [...entries];
  for (const e of entries) {
    const real = files.realOf(e) ?? e;
    if (!depth.has(real)) depth.set(real, 0);
  }
  let visits = 0;
  for (let d = 1; frontier.length > 0 && visits < MAX_VISITS; d++) {
    const reached: string[] = [];
    const step = (from: string, to: string, real: string) => {
      visits++;
      if (withPreds) {
        const list = preds.get(to);
        if (!list) preds.set(to, [from]);
        else if (list.at(-1) !== from) list.push(from);
      }
      if (seen.has(to)) return;
      seen.add(to);
      reached.push(to);
      if (!depth.has(real)) depth.set(real, d);
    };
    for (const from of frontier) {
      const refs = next.refs(from);
      for (const s of Array.isArray(refs) ? refs : await refs) step(from, s.to, s.real);
      for (const e of next.folder(from)) step(from, e.to!, files.realOf(e.to!) ?? e.to!);
    }
    frontier = reached.sort(cmp);
  }
  return { depth, preds };
}

/** The real paths of `paths` (a file reached through a symlinked folder is changed when its real path is). */
function realPaths(paths: ReadonlySet<string>, files: FileStore): Set<string> {
  const out = new Set<string>();
  for (const p of paths) out.add(files.realOf(p) ?? p);
  return out;
}

/**
 * The entry points that can reach one of `changed` (matched by path and by real path), found by walking
 * the union's predecessors back from the changed files: a superset of the entries whose closure holds a
 * changed file (the depth limit is not applied here; the closures decide).
 */
export function entriesReaching(
  union: UnionWalk,
  entries: readonly string[],
  changed: ReadonlySet<string>,
  files: FileStore,
): Set<string> {
  const isEntry = new Set(entries);
  const changedReal = realPaths(changed, files);
  const seen = new Set<string>();
  const stack: string[] = [];
  const seed = (p: string) => {
    if (!seen.has(p)) {
      seen.add(p);
      stack.push(p);
    }
  };
  for (const p of changed) seed(p);
  for (const p of union.preds.keys()) if (changedReal.has(files.realOf(p) ?? p)) seed(p);
  const out = new Set<string>();
  while (stack.length > 0) {
    const p = stack.pop()!;
    if (isEntry.has(p)) out.add(p);
    for (const q of union.preds.get(p) ?? []) seed(q);
  }
  return out;
}

/**
 * The changed paths, plus every file with a reference that no longer resolves to a deleted one (same
 * file name): deleting a file a skill links to changes what that skill's scan reports (a broken
 * reference), though the deleted file is in no closure.
 */
export function changedWithDanglers(
  changed: ReadonlySet<string>,
  files: FileStore,
  edges: ReadonlyMap<string, readonly Edge[]>,
): Set<string> {
  const out = new Set(changed);
  const deleted = new Set<string>();
  for (const p of changed) if (!files.isFile(p)) deleted.add(baseName(p));
  if (deleted.size === 0) return out;
  for (const [from, list] of edges)
    if (list.some((e) => e.status !== 'ok' && deleted.has(baseName(e.raw.replace(/[#?].*$/, '')))))
      out.add(from);
  return out;
}

function baseName(p: string): string {
  return p.slice(p.lastIndexOf('/') + 1);
}

/** The entries whose closure holds a changed file (by path or real path). */
export function entriesTouching(
  closures: ReadonlyMap<string, ReadonlyMap<string, Reach>>,
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
