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
  /** Fewest hops from any entry point to the file with this real path; undefined when none reaches it. */
  depth(real: string): number | undefined;
}

/**
 * Files queued ahead of the pass: enough to keep a worker busy while this thread analyses its share, few
 * enough that the texts queued jobs hold stay small (as `SKILL_FILES_IN_FLIGHT` in fact-prefetch.ts).
 */
const QUEUED_AHEAD = 64;

function uncached(ids: readonly number[], next: Neighbours): string[] {
  return ids.filter((id) => !next.cached(id)).map((id) => next.ids.pathOf(id));
}

/** Bounds the pass like the closures: files in the tree are finite, but the edges per file are not. */
const MAX_VISITS = 5_000_000;

/**
 * `queue` is told a frontier's files, a bounded share at a time, before the pass asks for their references
 * in order: asked one by one, each file's facts were extracted while the other thread waited (a Markdown
 * file's in this thread while the fact workers idled: a sixth of the worker's time on the real corpus,
 * whose references leave the skill folders). Queued first, a worker takes some while this thread takes
 * the others.
 */
export async function unionWalk(
  entries: readonly string[],
  next: Neighbours,
  queue?: (paths: readonly string[]) => void,
): Promise<UnionWalk> {
  const { ids } = next;
  const entryIds = entries.map((e) => ids.idOf(e));
  // Fewest hops per real id (-1: not reached); every path a walk meets has its id by now.
  const depthByReal = new Int32Array(ids.realCount).fill(-1);
  const seen = new Set<number>(entryIds);
  for (const id of entryIds) if (depthByReal[ids.realIdOf(id)] === -1) depthByReal[ids.realIdOf(id)] = 0;
  let frontier = entryIds;
  let visits = 0;
  for (let d = 1; frontier.length > 0 && visits < MAX_VISITS; d++) {
    const reached: number[] = [];
    const step = (to: number) => {
      visits++;
      if (seen.has(to)) return;
      seen.add(to);
      reached.push(to);
      const real = ids.realIdOf(to);
      if (depthByReal[real] === -1) depthByReal[real] = d;
    };
    for (let i = 0; i < frontier.length; i++) {
      const from = frontier[i]!;
      if (queue && i % QUEUED_AHEAD === 0) queue(uncached(frontier.slice(i, i + QUEUED_AHEAD), next));
      const refs = next.refs(from);
      for (const s of Array.isArray(refs) ? refs : await refs) step(s.id);
      for (const id of next.folder(from)) step(id);
    }
    frontier = reached.sort((a, b) => next.byPathOrder(a, b));
  }
  return {
    depth: (real) => {
      const id = ids.realIdOfReal(real);
      const d = id === undefined || id >= depthByReal.length ? -1 : depthByReal[id]!;
      return d < 0 ? undefined : d;
    },
  };
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
