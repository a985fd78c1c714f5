import type { IndexedFile } from '../source/walk.js';

const NO_FILES: readonly IndexedFile[] = [];

/**
 * A tree's files by name (the last segment of their path), each list in path order: discovery looks for a
 * few dozen configuration files by name and folder (`.gemini/settings.json`, `.mcp.json` …), and a pass
 * over the whole tree for each, building `/${name}` for every path, was 40,000 paths a look.
 */
export class FileNames {
  private readonly byName = new Map<string, IndexedFile[]>();

  /** `files` in path order, as the walk's index holds them. */
  constructor(files: readonly IndexedFile[]) {
    for (const f of files) {
      const base = f.path.slice(f.path.lastIndexOf('/') + 1);
      const same = this.byName.get(base);
      if (same) same.push(f);
      else this.byName.set(base, [f]);
    }
  }

  /** The files named exactly `name`, in path order. */
  withName(name: string): readonly IndexedFile[] {
    return this.byName.get(name) ?? NO_FILES;
  }

  /**
   * The files that may sit at one of `rels` (any folder): those with one of their names, in path order, as a
   * pass over the whole tree would meet them.
   */
  namedAsOneOf(rels: readonly string[]): readonly IndexedFile[] {
    const names = new Set(rels.map((r) => r.slice(r.lastIndexOf('/') + 1)));
    if (names.size === 1) return this.withName([...names][0]!);
    return [...names]
      .flatMap((n) => this.withName(n))
      .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  }

  /** The files at `rel` or at `.../rel` (any folder), in path order: `rel`'s name looked up, then its folders. */
  filesAt(rel: string): IndexedFile[] {
    const suffix = `/${rel}`;
    return this.withName(rel.slice(rel.lastIndexOf('/') + 1)).filter(
      (f) => f.path === rel || f.path.endsWith(suffix),
    );
  }
}
