import type { ContentInfo } from '../analysis/content.js';
import { Closure } from './closure.js';
import type { FileIds } from './file-ids.js';
import type { FileStore } from './files.js';
import type { ClosureView, ReferenceGraph } from './graph.js';
import { declaredName, type SkillDoc } from './skill.js';

/**
 * Analysability: for each entry point a user installs (a skill, command or subagent, a hooks, settings
 * or MCP file), the share of the bytes in its closure that skillscan analysed — text it parsed, plus
 * media it recognised as inert — against bytes it could not (executables, compiled code, unknown
 * binaries, unreadable or encrypted archive content, encoded blobs, text past the read limit, text that
 * does not decode). Modelled on Cisco skill-scanner's analyzability score (docs/threats.md [S3], "fail
 * closed on what cannot be analysed"), weighted by bytes rather than by file. Computed once per scan,
 * after the rules, from the same per-file content the rules saw.
 */

export interface NotAnalysed {
  path: string;
  bytes: number;
  reason: string;
}

export interface EntryAnalysability {
  entry: string;
  /** The skill's name, or the entry's file name for hooks, settings and MCP files. */
  name: string;
  kind: SkillDoc['kind'] | 'launch';
  files: number;
  bytes: number;
  analysedBytes: number;
  inertBytes: number;
  unanalysedBytes: number;
  /** (analysed + inert) / bytes in percent, rounded down to one decimal; 100 for an empty closure. */
  score: number;
  /** The largest contributors to `unanalysedBytes`, largest first (at most `MAX_LISTED`). */
  notAnalysed: NotAnalysed[];
}

export interface AnalysabilityInput {
  files: FileStore;
  skills: readonly SkillDoc[];
  graph(): Promise<ReferenceGraph>;
  content(path: string): Promise<ContentInfo | undefined>;
}

export const MAX_LISTED = 10;

/** Rounded down, so that 99.96% never shows as 100%. */
export function percent(part: number, whole: number): number {
  if (whole <= 0) return 100;
  return Math.floor((part / whole) * 1000) / 10;
}

/**
 * Content per file slot, the numbers in typed arrays: the sums run over every (entry, file) pair (2.6 M
 * on 10,000 skills), and reading them from `ContentInfo` objects of several shapes was a megamorphic
 * property lookup per number (1.3 s on that tree).
 */
class ContentTable {
  readonly info: Array<ContentInfo | null>;
  readonly size: Float64Array;
  readonly analysed: Float64Array;
  readonly inert: Float64Array;
  readonly unanalysed: Float64Array;

  constructor(slots: number) {
    this.info = new Array<ContentInfo | null>(slots).fill(null);
    this.size = new Float64Array(slots);
    this.analysed = new Float64Array(slots);
    this.inert = new Float64Array(slots);
    this.unanalysed = new Float64Array(slots);
  }

  set(slot: number, c: ContentInfo | undefined): void {
    if (!c) return;
    this.info[slot] = c;
    this.size[slot] = c.size;
    this.analysed[slot] = c.analysed;
    this.inert[slot] = c.inert;
    this.unanalysed[slot] = c.unanalysed;
  }
}

/** An entry's closure as analysability reads it: each member's slot in the content table, and its path. */
interface Members {
  size: number;
  table: ContentTable;
  slotAt(i: number): number;
  pathAt(i: number): string;
}

function entryOf(members: Members, entry: string, doc: SkillDoc | undefined): EntryAnalysability {
  const out: EntryAnalysability = {
    entry,
    name: doc ? (declaredName(doc) ?? doc.folderName) : entry.slice(entry.lastIndexOf('/') + 1),
    kind: doc?.kind ?? 'launch',
    files: 0,
    bytes: 0,
    analysedBytes: 0,
    inertBytes: 0,
    unanalysedBytes: 0,
    score: 100,
    notAnalysed: [],
  };
  const missing: NotAnalysed[] = [];
  const t = members.table;
  // A closure holds each real file once (src/model/closure-walk.ts), so each member counts once.
  for (let i = 0; i < members.size; i++) {
    out.files++;
    const slot = members.slotAt(i);
    const c = t.info[slot];
    if (!c) {
      missing.push({ path: members.pathAt(i), bytes: 0, reason: 'could not be read' });
      continue;
    }
    out.bytes += t.size[slot]!;
    out.analysedBytes += t.analysed[slot]!;
    out.inertBytes += t.inert[slot]!;
    const unanalysed = t.unanalysed[slot]!;
    out.unanalysedBytes += unanalysed;
    if (unanalysed > 0)
      out.notAnalysed.push({ path: members.pathAt(i), bytes: unanalysed, reason: c.reason ?? c.label });
  }
  missing.sort((a, b) => (a.path < b.path ? -1 : 1));
  out.notAnalysed.sort((a, b) => b.bytes - a.bytes || (a.path < b.path ? -1 : 1));
  out.notAnalysed = [...out.notAnalysed, ...missing].slice(0, MAX_LISTED);
  out.score = percent(out.analysedBytes + out.inertBytes, out.bytes);
  return out;
}

/** Every entry point's analysability, sorted by entry path. */
export async function computeAnalysability(input: AnalysabilityInput): Promise<EntryAnalysability[]> {
  const graph = await input.graph();
  const docs = new Map<string, SkillDoc>();
  for (const d of input.skills) for (const p of d.paths) if (!docs.has(p)) docs.set(p, d);
  // Each file's content is awaited once; the sums per entry are then plain arithmetic, instead of one
  // await per file of every closure.
  const contentByReal = new Map<string, ContentInfo | undefined>();
  for (const path of graph.reached())
    contentByReal.set(input.files.realOf(path) ?? path, await input.content(path));
  const contentOfReal = (real: string) => contentByReal.get(real);
  // The graph's closures hold file ids: content is then read by real id from arrays, not looked up by
  // path per (entry, file) pair. Other closure views (test doubles) go by path.
  let byRealId: ContentTable | undefined;
  let byPath: { table: ContentTable; slots: Map<string, number> } | undefined;
  const membersOf = (closure: ClosureView): Members => {
    if (closure instanceof Closure) {
      const ids = closure.files;
      byRealId ??= contentByRealId(ids, input.files, contentOfReal);
      return {
        size: closure.size,
        table: byRealId,
        pathAt: (i) => closure.pathAt(i),
        slotAt: (i) => ids.realIdOf(closure.idAt(i)),
      };
    }
    byPath ??= contentByRealPath(contentByReal);
    const { table, slots } = byPath;
    const paths = [...closure.keys()];
    return {
      size: paths.length,
      table,
      pathAt: (i) => paths[i]!,
      slotAt: (i) => slots.get(input.files.realOf(paths[i]!) ?? paths[i]!) ?? 0,
    };
  };
  return graph.entries.map((entry) => entryOf(membersOf(graph.closure(entry)), entry, docs.get(entry)));
}

/** Each real file's content by its real id, for every id the closures can hold. */
function contentByRealId(
  ids: FileIds,
  files: FileStore,
  contentOfReal: (real: string) => ContentInfo | undefined,
): ContentTable {
  const table = new ContentTable(ids.realCount);
  const done = new Uint8Array(ids.realCount);
  for (let id = 0; id < ids.count; id++) {
    const realId = ids.realIdOf(id);
    if (done[realId]) continue;
    done[realId] = 1;
    const path = ids.pathOf(id);
    table.set(realId, contentOfReal(files.realOf(path) ?? path));
  }
  return table;
}

/** The same by real path: slot 0 is a file never read, the others follow `contents`. */
function contentByRealPath(contents: ReadonlyMap<string, ContentInfo | undefined>) {
  const table = new ContentTable(contents.size + 1);
  const slots = new Map<string, number>();
  for (const [real, c] of contents) {
    slots.set(real, slots.size + 1);
    table.set(slots.size, c);
  }
  return { table, slots };
}
