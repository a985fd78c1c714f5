import type { ContentInfo } from '../analysis/content.js';
import { Closure } from './closure.js';
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

/** An entry's closure as analysability reads it: each member's content, and its path when it is named. */
interface Members {
  size: number;
  contentAt(i: number): ContentInfo | undefined;
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
  // A closure holds each real file once (src/model/closure-walk.ts), so each member counts once.
  for (let i = 0; i < members.size; i++) {
    out.files++;
    const c = members.contentAt(i);
    if (!c) {
      missing.push({ path: members.pathAt(i), bytes: 0, reason: 'could not be read' });
      continue;
    }
    out.bytes += c.size;
    out.analysedBytes += c.analysed;
    out.inertBytes += c.inert;
    out.unanalysedBytes += c.unanalysed;
    if (c.unanalysed > 0)
      out.notAnalysed.push({ path: members.pathAt(i), bytes: c.unanalysed, reason: c.reason ?? c.label });
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
  // The graph's closures hold file ids: content is then read by real id from an array, not looked up by
  // path per (entry, file) pair (2.6 M of them on 10,000 skills). Other closure views go by path.
  const byRealId: Array<ContentInfo | null | undefined> = [];
  const membersOf = (closure: ClosureView): Members => {
    if (closure instanceof Closure) {
      const ids = closure.files;
      return {
        size: closure.size,
        pathAt: (i) => closure.pathAt(i),
        contentAt: (i) => {
          const id = closure.idAt(i);
          const realId = ids.realIdOf(id);
          let c = byRealId[realId];
          if (c === undefined) {
            const path = ids.pathOf(id);
            c = contentOfReal(input.files.realOf(path) ?? path) ?? null;
            byRealId[realId] = c;
          }
          return c ?? undefined;
        },
      };
    }
    const paths = [...closure.keys()];
    return {
      size: paths.length,
      pathAt: (i) => paths[i]!,
      contentAt: (i) => contentOfReal(input.files.realOf(paths[i]!) ?? paths[i]!),
    };
  };
  return graph.entries.map((entry) => entryOf(membersOf(graph.closure(entry)), entry, docs.get(entry)));
}
