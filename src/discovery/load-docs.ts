import type { LineMap } from '../analysis/lines.js';
import { basename } from '../analysis/repo-paths.js';
import { type DocHeads, headOf } from '../model/doc-heads.js';
import type { FileStore, TextFile } from '../model/files.js';
import {
  bodyStartLine,
  Frontmatter,
  type FrontmatterLimits,
  splitFrontmatter,
} from '../model/frontmatter.js';
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

/** The name a runtime invokes an entry by (docs/skills.md §2.1, §2.7, §3); `fmName` is the frontmatter's, trimmed. */
function invocationName(fmName: string, place: Placement, profile: RuntimeProfile | undefined): string {
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

type Group = { placements: Placement[]; real: string };

/** Reads every placed file once per real path and merges its placements into one SkillDoc. */
export async function loadDocs(
  files: FileStore,
  placements: Placement[],
  limits: FrontmatterLimits,
  registry: readonly RuntimeProfile[],
  heads?: DocHeads,
): Promise<SkillDoc[]> {
  // By kind, then real path (no key string per placement), in the order they first come.
  const byKind = new Map<DocKind, Map<string, Group>>();
  const groups: Group[] = [];
  for (const p of placements) {
    const real = files.realOf(p.path) ?? p.path;
    let byReal = byKind.get(p.kind);
    if (!byReal) {
      byReal = new Map();
      byKind.set(p.kind, byReal);
    }
    const g = byReal.get(real);
    if (g) g.placements.push(p);
    else {
      const first = { placements: [p], real };
      byReal.set(real, first);
      groups.push(first);
    }
  }
  const profiles = new Map<RuntimeId, RuntimeProfile>();
  for (const r of registry) if (!profiles.has(r.id)) profiles.set(r.id, r);
  let docs: Array<SkillDoc | undefined>;
  if (!heads && files.readsNow) {
    // A local folder reads at once: one document after the other, in the order the reads below would
    // start in, without a promise per document (10,000 of them in a large repository).
    docs = new Array(groups.length);
    for (let i = 0; i < groups.length; i++) {
      const g = groups[i]!;
      const paths = pathsOf(files, g);
      const got = files.textNow(paths[0]!);
      const file = got instanceof Promise ? await got : got;
      // unreadable: FileStore recorded it as a blind spot
      docs[i] = file && docOf(g, paths, file, limits, profiles);
    }
  } else {
    docs = await mapLimited(groups, READ_CONCURRENCY, async (g) => {
      const paths = pathsOf(files, g);
      const head = heads ? await headOf(heads, g.real) : undefined;
      const file = head ? await files.deferred(paths[0]!, head) : await files.text(paths[0]!);
      return file && docOf(g, paths, file, limits, profiles);
    });
  }
  return docs
    .filter((d): d is SkillDoc => d !== undefined)
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.kind < b.kind ? -1 : 1));
}

/** A document's paths: the one that does not go through a link first, then the shortest, then the first. */
function pathsOf(files: FileStore, g: Group): string[] {
  const first = g.placements[0]!.path;
  // Most documents have one path however many runtimes place them: no set and no sort for those.
  if (g.placements.every((p) => p.path === first)) return [first];
  return [...new Set(g.placements.map((p) => p.path))].sort((a, b) => {
    const la = files.entry(a)?.viaLink ? 1 : 0;
    const lb = files.entry(b)?.viaLink ? 1 : 0;
    return la - lb || a.length - b.length || (a < b ? -1 : 1);
  });
}

/** The SkillDoc of a file read (at `paths[0]`), its placements merged. */
function docOf(
  g: Group,
  paths: string[],
  file: TextFile,
  limits: FrontmatterLimits,
  profiles: ReadonlyMap<RuntimeId, RuntimeProfile>,
): SkillDoc {
  const primaryPath = paths[0]!;
  const primary = g.placements.find((p) => p.path === primaryPath)!;
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
    // Counted from the split, not looked up in the line map: most documents are never asked for a position.
    bodyStartLine: bodyStartLine(split, view.text),
  };
  if (primary.plugin) doc.plugin = primary.plugin.root;
  // No runtime loads a skill file not named exactly SKILL.md.
  if (doc.kind === 'skill' && !doc.fileNameExact) return doc;
  const name = doc.frontmatter.get('name');
  const fmName = typeof name === 'string' ? name.trim() : '';
  const runtimes: RuntimeId[] = [];
  const invocations: Invocation[] = [];
  for (const p of g.placements) {
    for (const r of p.runtimes) {
      if (!runtimes.includes(r)) runtimes.push(r);
      const invoked = invocationName(fmName, p, profiles.get(r));
      if (!invocations.some((i) => i.runtime === r && i.name === invoked && i.via === p.path)) {
        invocations.push({ runtime: r, name: invoked, scope: p.scope, via: p.path });
      }
    }
  }
  // Copied to their length: a list grown by `push` keeps room for 17 (10,000 documents, two lists each).
  doc.runtimes = runtimes.sort().slice();
  doc.invocations = invocations.sort(compareInvocations).slice();
  return doc;
}
