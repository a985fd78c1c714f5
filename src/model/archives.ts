import { InflateBudget } from '../analysis/archive/budget.js';
import { readArchive } from '../analysis/archive/read.js';
import type { ArchiveReport } from '../analysis/archive/types.js';
import type { FileStore } from './files.js';
import { RealPathMemo } from './real-path-memo.js';

/**
 * Archive reports per real path (src/analysis/archive/), read once however many rules ask. Each archive
 * may inflate `perArchive` times the file limit; all archives of a scan together `perScan` times. Reads
 * run one after another in the order they are asked for: rules walk files in sorted order, one at a
 * time, so which archive meets an exhausted scan budget is the same on every run (output is
 * deterministic).
 */

export const ARCHIVE_BUDGET = { perArchive: 16, perScan: 64 } as const;

export class ArchiveStore {
  private readonly memo: RealPathMemo<ArchiveReport | undefined>;
  private readonly budget: InflateBudget;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly files: FileStore) {
    this.memo = new RealPathMemo(files);
    this.budget = new InflateBudget(files.maxFileBytes * ARCHIVE_BUDGET.perScan);
  }

  /** The archive report of the file at `path`, or undefined when it is not an archive (or cannot be read). */
  report(path: string): Promise<ArchiveReport | undefined> {
    return this.memo.get(path, (p) => {
      const pending = this.queue.then(() => this.read(p));
      this.queue = pending.catch(() => undefined);
      return pending;
    });
  }

  private async read(path: string): Promise<ArchiveReport | undefined> {
    const file = this.files.isFile(path) ? await this.files.text(path) : undefined;
    if (!file?.bytes) return undefined;
    const max = this.files.maxFileBytes;
    return readArchive(path, file.bytes, {
      limits: { maxMemberBytes: max, maxInflateBytes: max * ARCHIVE_BUDGET.perArchive },
      budget: this.budget,
      size: file.size,
    });
  }
}
