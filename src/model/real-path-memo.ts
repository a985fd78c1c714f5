import type { FileStore } from './files.js';

/**
 * One promise per real path: a file reached by several paths (a symlink, a linked folder, the same
 * script named by two skills) is read and analysed once, from the first path it was asked for.
 */
export class RealPathMemo<T> {
  private readonly pending = new Map<string, Promise<T>>();

  constructor(private readonly files: FileStore) {}

  /** The promise already started for the real path of `path`, else the one `compute(path)` starts. */
  get(path: string, compute: (path: string) => Promise<T>): Promise<T> {
    const real = this.files.realOf(path) ?? path;
    let pending = this.pending.get(real);
    if (!pending) {
      pending = compute(path);
      this.pending.set(real, pending);
    }
    return pending;
  }
}
