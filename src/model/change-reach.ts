import { basename, dirname, nearestAncestorIn } from '../analysis/repo-paths.js';
import { cmp } from '../findings.js';
import type { FoldersOfRoot } from '../source/git-listing.js';
import type { IndexedFile, TreeIndex } from '../source/walk.js';
import type { FileStore } from './files.js';
import type { Edge } from './graph.js';
import { type Anchor, type PathToken, type SearchQuery, SearchShard, type Token } from './name-search.js';
import type { SkillDoc } from './skill.js';

/**
 * Which entry points a pull-request scan must follow: those that can reach a changed file, found
 * backwards from the change instead of by analysing the whole tree (the union walk reads, parses and
 * resolves every file; on 10,000 skills that was 10 s for a one-file change).
 *
 * A file can lead to a changed file in two ways. Structurally: a skill's SKILL.md brings every file of
 * its folder. By reference: then the referring file's text names the target, since every reference the
 * graph resolves ends in the target's file name (a link, a path in prose or a hook command, a
 * `${CLAUDE_SKILL_DIR}/…` path, a Python module path without its `.py`; a Go import names the file's
 * package folder), or names the skill by its
 * folder or frontmatter name. So each round searches every file's text once for the names of the files
 * found in the round before (in escaped forms too: Markdown and HTML escapes, percent-encoding, JSON and
 * JavaScript escapes), resolves the references of the files that match, and keeps those whose
 * references really reach a target. The result is a superset of the entries whose closure holds a
 * changed file (depth limits are applied by the closures afterwards), except for what no text search
 * can see: a script that builds the name it sources at run time from pieces (`n=lo; . ./${n}ad.sh`).
 */

export interface ChangeReachInput {
  /** Root-relative paths the change touched; deleted ones are no longer files. */
  changed: ReadonlySet<string>;
  /** Every entry point, sorted. */
  entries: readonly string[];
  files: FileStore;
  /** The document each loaded path belongs to. */
  docByPath: ReadonlyMap<string, SkillDoc>;
  /** Every folder holding a skill document (a nested skill's files are not its parent's). */
  skillDirs: ReadonlySet<string>;
  /** Skills by every name a mention resolves (lower-cased). */
  skillByName: ReadonlyMap<string, SkillDoc>;
  /** Resolved references from a file (the graph's, cached). */
  edgesOf(path: string): Promise<readonly Edge[]>;
  /** Rounds of the backward search: a chain longer than the depth limit is cut by the closures anyway. */
  maxRounds: number;
  /** The files' texts, when the caller started reading them already; released when the search is over. */
  texts?: NameSearch;
}

export interface ChangeReach {
  /** The entry points to walk: every one that may reach a changed file. */
  entries: Set<string>;
  /**
   * The changed paths, plus every file with a reference that no longer resolves to a deleted one (same
   * file name): deleting a file a skill links to changes what that skill's scan reports.
   */
  changed: Set<string>;
}

export async function entriesReachingChange(input: ChangeReachInput): Promise<ChangeReach> {
  const { files, changed } = input;
  // The other paths of each real file reached through a link; the skill documents of each skill folder;
  // every name of each skill. Only linked paths are grouped: a file outside linked folders is its own
  // only path, and grouping all 40,628 files of the 10,000-skill tree (a list each) cost ~40 ms a scan.
  const linked = grouped(
    files.index.files.filter((f) => f.path !== f.real),
    (f) => f.real,
    (f) => f.path,
  );
  const pathsOf = (real: string): string[] | undefined => {
    const plain = files.entry(real)?.real === real ? [real] : [];
    const other = linked.get(real);
    const all = other ? [...plain, ...other] : plain;
    return all.length > 0 ? all : undefined;
  };
  const folderDocs = grouped(
    [...input.docByPath].filter(([, doc]) => doc.kind === 'skill'),
    ([, doc]) => doc.dir,
    ([path]) => path,
  );
  const namesOf = grouped(
    input.skillByName,
    ([, doc]) => doc,
    ([name]) => name,
  );
  const targetReal = new Set<string>();
  const deleted = new Set<string>();
  const outChanged = new Set(changed);
  let frontier: string[] = [];
  const add = (path: string) => {
    const real = files.realOf(path) ?? path;
    if (targetReal.has(real)) return;
    targetReal.add(real);
    frontier.push(...(pathsOf(real) ?? [path]));
  };
  const roundTokens: Token[] = [];
  for (const p of [...changed].sort(cmp)) {
    if (files.isFile(p)) add(p);
    else {
      deleted.add(basename(p));
      roundTokens.push({ kind: 'path', text: basename(p), dir: dirname(p) });
    }
  }
  const texts = input.texts ?? new SearchTexts(files);
  try {
    for (let round = 0; round < input.maxRounds && (frontier.length > 0 || roundTokens.length > 0); round++) {
      const reached = frontier.sort(cmp);
      frontier = [];
      for (const p of reached) {
        roundTokens.push(...tokensOf(p, input.docByPath, namesOf));
        for (const doc of ownerDocs(p, input.skillDirs, folderDocs)) add(doc);
      }
      const tokens = roundTokens.splice(0);
      if (tokens.length === 0) continue;
      for (const candidate of await texts.matching(tokens, targetReal)) {
        const edges = await input.edgesOf(candidate);
        if (
          edges.some(
            (e) => e.status === 'ok' && e.to !== undefined && targetReal.has(files.realOf(e.to) ?? e.to),
          )
        )
          add(candidate);
        else if (
          deleted.size > 0 &&
          edges.some((e) => e.status !== 'ok' && deleted.has(basename(stripQuery(e.raw))))
        ) {
          outChanged.add(candidate);
          add(candidate);
        }
      }
    }
  } finally {
    texts.release();
  }
  const entries = new Set(input.entries.filter((e) => targetReal.has(files.realOf(e) ?? e)));
  return { entries, changed: outChanged };
}

function stripQuery(raw: string): string {
  return raw.replace(/[#?].*$/, '');
}

/** The names a reference to `path` must contain (see `Token`). */
function tokensOf(
  path: string,
  docByPath: ReadonlyMap<string, SkillDoc>,
  namesOf: ReadonlyMap<SkillDoc, string[]>,
): Token[] {
  const name = basename(path);
  const out: Token[] = [{ kind: 'path', text: name, dir: dirname(path) }];
  if (/\.py$/i.test(name) && name.length > 3) out.push({ kind: 'module', text: name.slice(0, -3) });
  // A Go package is imported by its folder's path (`…/internal/usage`), which ends in the folder's name.
  const dir = dirname(path);
  if (/\.go$/i.test(name) && dir !== '') out.push({ kind: 'path', text: basename(dir), dir: dirname(dir) });
  const doc = docByPath.get(path);
  if (doc) for (const n of namesOf.get(doc) ?? []) out.push({ kind: 'name', text: n });
  return out;
}

/** The skill documents whose folder brings `path` in: those of the deepest skill folder above it. */
function ownerDocs(
  path: string,
  skillDirs: ReadonlySet<string>,
  folderDocs: ReadonlyMap<string, string[]>,
): string[] {
  const dir = nearestAncestorIn(path, skillDirs);
  return dir === undefined ? [] : (folderDocs.get(dir) ?? []).filter((p) => p !== path);
}

/** `items` grouped by `keyFor`, each group's values in the items' order. */
function grouped<T, K, V>(items: Iterable<T>, keyFor: (item: T) => K, valueFor: (item: T) => V): Map<K, V[]> {
  const out = new Map<K, V[]>();
  for (const item of items) {
    const key = keyFor(item);
    const list = out.get(key);
    if (list) list.push(valueFor(item));
    else out.set(key, [valueFor(item)]);
  }
  return out;
}

/**
 * What a pull-request scan's change touched, reading the files for its name search meanwhile: git's
 * diff and untracked listing walk the tree too and often answer after discovery, and this thread would
 * only wait (0.7 s on 10,000 skills). Reading stops as soon as git answers; the search reads the rest.
 */
export async function changedWhileReading(
  changed: ReadonlySet<string> | Promise<ReadonlySet<string>>,
  search: NameSearch,
): Promise<ReadonlySet<string>> {
  if (!(changed instanceof Promise)) return changed;
  let settled = false;
  const done = () => {
    settled = true;
  };
  const answered = changed.then(done, done);
  await search.readWhile(() => !settled);
  await answered;
  return changed;
}

/**
 * The backward search's texts, wherever they are held: `matching` answers one round, `readWhile` may read
 * ahead while the caller waits on something else, `release` ends the search.
 */
export interface NameSearch {
  readWhile(keepGoing: () => boolean): Promise<void>;
  /** The paths (every alias) of the files outside `skip` whose text may refer to a token's target. */
  matching(tokens: readonly Token[], skip: ReadonlySet<string>): Promise<string[]>;
  release(): void;
  /** Settles when what the search leaves behind after `release` is done (digests for a cache). */
  settled?(): Promise<void>;
}

/** A round's query: the anchors need the whole tree's folder sizes, which only the scan's store knows. */
export function queryOf(tokens: readonly Token[], skip: ReadonlySet<string>, files: FileStore): SearchQuery {
  const anchors = tokens.filter((t): t is PathToken => t.kind === 'path').map((t) => anchorOf(t, files));
  return { tokens: [...tokens], anchors, skip };
}

/**
 * Every file's text in the forms a search must see, read in this thread once for all rounds and released
 * with the search. A pull-request scan may start reading before the search needs it (`readWhile`), while
 * it waits for git to say what changed.
 */
export class SearchTexts implements NameSearch {
  private readonly shard: SearchShard;
  private loaded = false;
  private released = false;
  constructor(private readonly files: FileStore) {
    this.shard = new SearchShard(files.index.files);
  }

  /**
   * Reads files in index order while `keepGoing()` says so, giving way to the event loop every few
   * files so that what the caller waits for can settle meanwhile.
   */
  async readWhile(keepGoing: () => boolean): Promise<void> {
    let count = 0;
    for (const file of this.files.index.files) {
      if (this.released || !keepGoing()) return;
      await this.read(file);
      if (++count % 64 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** Drops every text read: the search is over. */
  release(): void {
    this.released = true;
    this.shard.clear();
  }

  async matching(tokens: readonly Token[], skip: ReadonlySet<string>): Promise<string[]> {
    await this.load();
    return this.shard.match(queryOf(tokens, skip, this.files), (file) => this.files.peekNow(file.path));
  }

  private async load(): Promise<void> {
    if (this.loaded) return;
    this.loaded = true;
    for (const file of this.files.index.files) await this.read(file);
  }

  private async read(file: IndexedFile): Promise<void> {
    if (this.shard.has(file.real)) return;
    const got = this.files.peekNow(file.path);
    this.shard.add(file.real, got instanceof Promise ? await got : got);
  }
}

/** Folders this small around a target are listed file by file instead of searched for a name. */
const NEAR_FILES = 256;

/**
 * Where a path token's search is anchored: the smallest folder on the target's path (from the top)
 * with few files, whose files are checked one by one, and the name of that folder, which every file
 * outside it must contain to reach the target. A target at the root is found by its own name.
 */
function anchorOf(t: PathToken, files: FileStore): Anchor {
  if (t.dir === '') return { word: t.text };
  const segments = t.dir.split('/');
  for (let level = 1; level <= segments.length; level++) {
    const under = segments.slice(0, level).join('/');
    if (level === segments.length || files.countUnder(under) <= NEAR_FILES)
      return { under, word: segments[level - 1]! };
  }
  return { word: t.text };
}

/** Asked once the tree is walked, with the paths found not through a link: what a change touched. */
export interface ChangedAfterWalk {
  (walked: readonly string[]): Promise<ReadonlySet<string>>;
  /** The tree's folders as git lists them, for the walk (src/source/git-listing.ts `walkedSource`). */
  folders?: FoldersOfRoot;
}

/** What changed, asked with the walked paths outside linked folders; handled until the scan awaits it. */
export function askedAfterWalk(ask: ChangedAfterWalk, index: TreeIndex): Promise<ReadonlySet<string>> {
  const own = index.files.filter((f) => index.dirs.get(dirname(f.path)) === dirname(f.path));
  const asked = ask(own.map((f) => f.path));
  asked.catch(() => undefined);
  return asked;
}
