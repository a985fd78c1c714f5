import type { LineMap } from '../analysis/lines.js';
import { basename } from '../analysis/repo-paths.js';
import { type DocHeads, headOf } from '../model/doc-heads.js';
import type { FileStore } from '../model/files.js';
import { Frontmatter, type FrontmatterLimits, splitFrontmatter } from '../model/frontmatter.js';
import type { DocKind, Invocation, PluginInfo, RuntimeId, Scope, SkillDoc } from '../model/skill.js';
import type { RuntimeProfile } from './runtimes/index.js';

/** Where one runtime (or a plugin's runtimes) would load a file from. */
export interface Placement {
  kind: DocKind;
  path: string;
  dir: string;
  folderName: string;
  scope: Scope;
  plugin?: PluginInfo;
  runtimes: RuntimeId[];
  /** For a nested entry: the folder the skill or command root sits in (`apps/web`), which may qualify its name. */
  nestedUnder?: string;
}

const READ_CONCURRENCY = 32;
const SCOPE_ORDER: readonly Scope[] = ['managed', 'personal', 'project', 'nested', 'plugin', 'collection'];

async function mapLimited<T, R>(items: readonly T[], limit: number, fn: (t: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  });
  await Promise.all(workers);
  return out;
}

/** The scope that comes first of a document's placements (managed, personal, project, …). */
function firstScope(placements: readonly Placement[]): Scope {
  let best = placements[0]!.scope;
  for (const p of placements) if (SCOPE_ORDER.indexOf(p.scope) < SCOPE_ORDER.indexOf(best)) best = p.scope;
  return best;
}

/** The name a runtime invokes an entry by (docs/skills.md §2.1, §2.7, §3). */
function invocationName(doc: SkillDoc, place: Placement, profile: RuntimeProfile | undefined): string {
  const fmName =
    typeof doc.frontmatter.get('name') === 'string' ? (doc.frontmatter.get('name') as string).trim() : '';
  if (place.kind === 'agent') return fmName || place.folderName;
  if (place.scope === 'plugin' && place.plugin) {
    const own = place.kind === 'command' ? place.folderName : fmName || place.folderName;
    if (place.kind === 'skill' && place.dir === place.plugin.root) return fmName || place.plugin.name;
    return `${place.plugin.name}:${own}`;
  }
  if (place.kind === 'command') {
    return place.nestedUnder ? `${place.nestedUnder}:${place.folderName}` : place.folderName;
  }
  const base = profile?.skills.invokedBy === 'folder' || !fmName ? place.folderName : fmName;
  if (place.nestedUnder !== undefined && profile?.skills.nested?.naming === 'qualified')
    return `${place.nestedUnder}:${base}`;
  return base;
}

function compareInvocations(a: Invocation, b: Invocation): number {
  if (a.runtime !== b.runtime) return a.runtime < b.runtime ? -1 : 1;
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return a.via < b.via ? -1 : 1;
}

/** Reads every placed file once per real path and merges its placements into one SkillDoc. */
export async function loadDocs(
  files: FileStore,
  placements: Placement[],
  limits: FrontmatterLimits,
  registry: readonly RuntimeProfile[],
  heads?: DocHeads,
): Promise<SkillDoc[]> {
  const byReal = new Map<string, { placements: Placement[]; real: string }>();
  for (const p of placements) {
    const real = files.realOf(p.path) ?? p.path;
    const key = `${p.kind}\u0000${real}`;
    const g = byReal.get(key) ?? { placements: [], real };
    g.placements.push(p);
    byReal.set(key, g);
  }
  const docs = await mapLimited([...byReal.values()], READ_CONCURRENCY, async (g) => {
    // The path shown is the one that does not go through a link, then the shortest, then the first.
    const unique = [...new Set(g.placements.map((p) => p.path))];
    const paths =
      unique.length === 1
        ? unique
        : unique.sort((a, b) => {
            const la = files.entry(a)?.viaLink ? 1 : 0;
            const lb = files.entry(b)?.viaLink ? 1 : 0;
            return la - lb || a.length - b.length || (a < b ? -1 : 1);
          });
    const primaryPath = paths[0]!;
    const primary = g.placements.find((p) => p.path === primaryPath)!;
    const head = heads ? await headOf(heads, g.real) : undefined;
    const file = head ? await files.deferred(primaryPath, head) : await files.text(primaryPath);
    if (!file) return undefined; // unreadable: FileStore recorded it as a blind spot
    // A kept head is the text up to the body: it splits as the whole text does, or the whole is read.
    let view: { text: string; lines: LineMap } = file.head ?? file;
    let split = splitFrontmatter(view.text);
    if (view !== file && !(split.closed && split.bodyStart === view.text.length)) {
      view = file;
      split = splitFrontmatter(file.text);
    }
    const doc: SkillDoc = {
      kind: primary.kind,
      path: primaryPath,
      real: g.real,
      paths,
      dir: primary.dir,
      folderName: primary.folderName,
      scope: firstScope(g.placements),
      runtimes: [],
      invocations: [],
      fileNameExact: basename(primaryPath) === 'SKILL.md' || primary.kind !== 'skill',
      file,
      frontmatter: new Frontmatter(split, view.lines, limits),
      bodyStart: split.bodyStart,
      bodyStartLine: view.lines.position(split.bodyStart).line,
    };
    if (primary.plugin) doc.plugin = primary.plugin.root;
    // No runtime loads a skill file not named exactly SKILL.md.
    if (doc.kind === 'skill' && !doc.fileNameExact) return doc;
    for (const p of g.placements) {
      for (const r of p.runtimes) {
        if (!doc.runtimes.includes(r)) doc.runtimes.push(r);
        const name = invocationName(
          doc,
          p,
          registry.find((x) => x.id === r),
        );
        if (!doc.invocations.some((i) => i.runtime === r && i.name === name && i.via === p.path)) {
          doc.invocations.push({ runtime: r, name, scope: p.scope, via: p.path });
        }
      }
    }
    doc.runtimes.sort();
    doc.invocations.sort(compareInvocations);
    return doc;
  });
  return docs
    .filter((d): d is SkillDoc => d !== undefined)
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.kind < b.kind ? -1 : 1));
}
