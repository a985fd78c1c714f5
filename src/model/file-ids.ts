import type { FileStore } from './files.js';

/**
 * Small numbers for paths and real paths, for the closure walks: they touch millions of (entry, file)
 * pairs, and a typed-array slot per number is read in a few nanoseconds where a map lookup by a path
 * string costs a few cache misses. Ids follow the index's path order; a path outside the index (an entry
 * point no listing met) gets the next one. Real ids are dense over the distinct real paths.
 */
export class FileIds {
  private readonly idByPath = new Map<string, number>();
  private readonly realIdByReal = new Map<string, number>();
  private readonly paths: string[] = [];
  private readonly realIds: number[] = [];

  constructor(private readonly files: FileStore) {
    for (const f of files.index.files) this.add(f.path, f.real);
  }

  /** The id of `path`, given one if it has none yet. */
  idOf(path: string): number {
    return this.idByPath.get(path) ?? this.add(path, this.files.realOf(path) ?? path);
  }

  pathOf(id: number): string {
    return this.paths[id]!;
  }

  realIdOf(id: number): number {
    return this.realIds[id]!;
  }

  /** The real id of a real path, undefined when no path with that real path has an id. */
  realIdOfReal(real: string): number | undefined {
    return this.realIdByReal.get(real);
  }

  /** Paths with an id so far: ids run from 0 to this, exclusive. */
  get count(): number {
    return this.paths.length;
  }

  /** Distinct real paths so far: arrays indexed by real id need this many slots. */
  get realCount(): number {
    return this.realIdByReal.size;
  }

  private add(path: string, real: string): number {
    const id = this.paths.length;
    this.paths.push(path);
    this.idByPath.set(path, id);
    let realId = this.realIdByReal.get(real);
    if (realId === undefined) {
      realId = this.realIdByReal.size;
      this.realIdByReal.set(real, realId);
    }
    this.realIds.push(realId);
    return id;
  }
}
