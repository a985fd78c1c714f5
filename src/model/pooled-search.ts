import { type NameSearch, queryOf, SearchTexts } from './change-reach.js';
import type { FactExtractor } from './fact-pool.js';
import type { FileStore } from './files.js';
import { SearchShard, type Token } from './name-search.js';
import type { SearchIndexStore } from './search-index-store.js';
import { READ_LAST, type ShareRead } from './search-service.js';

/**
 * The scan's side of a pull-request scan's name search on the fact workers (the workers' side, and why:
 * src/model/search-service.ts). This thread shares the tree's files out, sends each round to every worker
 * and merges the answers (each path is in one share); should a worker fail, the search carries on in this
 * thread with `SearchTexts`, which gives the same answer.
 */

/**
 * What earlier pull-request scans kept (`--cache DIR`): the store of digests by git blob id, the base
 * revision (each worker asks git for its blob ids), and what the change touched (not as at the base).
 */
export interface SearchDigests {
  store: SearchIndexStore;
  /** The base revision: its blob ids are the content of every file the change left alone. */
  rev: string;
  /** At least every file whose content is not the base revision's (what the change touched). */
  changed: ReadonlySet<string> | Promise<ReadonlySet<string>>;
}

/**
 * The search for a scan: on the workers when there are some and the tree is a local folder (`root`, its
 * real path), else in this thread (which neither uses nor keeps digests).
 */
export function nameSearchFor(
  files: FileStore,
  pool: FactExtractor | undefined,
  root?: string,
  digests?: SearchDigests,
): NameSearch {
  return pool && root !== undefined ? new PooledSearch(files, pool, root, digests) : new SearchTexts(files);
}

class PooledSearch implements NameSearch {
  private fallback: SearchTexts | undefined;
  private released = false;
  private given = false;
  /** Each real path's share, when there are several. */
  private readonly shareOf = new Map<string, number>();
  /**
   * Without digests, the skill documents are searched in this thread, which read them all in discovery: it
   * matches them while the workers match the rest, instead of idling through every round (10 rounds of
   * ~50 ms on the 10,000-skill tree), and clones no 10 MB of text to a worker, which no longer searches
   * them (10,000 of the benchmark's 40,628 files). With digests a worker may know a skill document by its
   * digest, which this thread would have to read instead (discovery reads only its head then).
   */
  private readonly own: SearchShard | undefined;

  constructor(
    private readonly files: FileStore,
    private readonly pool: FactExtractor,
    root: string,
    private readonly digests?: SearchDigests,
  ) {
    if (!digests) this.own = new SearchShard(files.index.files.filter((f) => READ_LAST.test(f.path)));
    this.open(root);
  }

  /**
   * Every path of a real file goes to the same worker, which reads the file once; shares in turn. Each
   * worker learns every folder's real path (what its reads would ask realpath for).
   */
  private open(root: string): void {
    const { files, pool, shareOf } = this;
    const shares = Array.from({ length: pool.size }, () => ({
      paths: [] as string[],
      reals: [] as string[],
    }));
    for (const f of files.index.files) {
      if (this.own && READ_LAST.test(f.path)) continue;
      let i = 0;
      if (pool.size > 1) {
        i = shareOf.get(f.real) ?? shareOf.size % pool.size;
        shareOf.set(f.real, i);
      }
      const share = shares[i]!;
      share.paths.push(f.path);
      // '' for a real path equal to the path (nearly all): less to copy to the worker.
      share.reals.push(f.real === f.path ? '' : f.real);
    }
    const dirs: string[] = [];
    const dirReals: string[] = [];
    for (const [dir, real] of files.index.dirs) {
      dirs.push(dir);
      dirReals.push(real === dir ? '' : real);
    }
    const count = files.passes !== undefined;
    const store = this.digests?.store;
    const index = store ? { index: { dir: store.dir, build: store.build, rev: this.digests!.rev } } : {};
    shares.forEach((share, i) => {
      const { maxFileBytes } = files;
      const opened = pool.ask(i, {
        search: 'open',
        root,
        maxFileBytes,
        ...share,
        dirs,
        dirReals,
        count,
        ...index,
      });
      opened.then(
        (answer) => {
          const { reads, digested, oids } = answer as ShareRead;
          if (count) for (const real of reads) files.passes?.count('read', real);
          if (store) store.stats.hits += digested;
          store?.markUsed(oids);
        },
        () => undefined,
      );
    });
  }

  /** The workers read on their own from the start. */
  async readWhile(): Promise<void> {}

  async matching(tokens: readonly Token[], skip: ReadonlySet<string>): Promise<string[]> {
    if (!this.fallback) {
      try {
        if (!this.given) await this.giveTexts();
        const query = queryOf(tokens, skip, this.files);
        const asked = Array.from({ length: this.pool.size }, (_, i) =>
          this.pool.ask(i, { search: 'match', query }),
        );
        const mine = this.own ? await this.own.match(query, (file) => this.files.peekNow(file.path)) : [];
        const theirs = (await Promise.all(asked)) as string[][];
        return [...mine, ...theirs.flat()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      } catch {
        this.fallback = new SearchTexts(this.files);
      }
    }
    return this.fallback.matching(tokens, skip);
  }

  /**
   * Tells each worker which of its files the change touched (a digest it holds of one describes the base,
   * so the file is read like any other), then sends it the texts this thread read of the skill documents
   * it has neither read nor a digest of (discovery read them all), once: cloning ~10 MB of text costs this
   * thread far less than the worker's 10,000 reads, and with digests it needs few of them.
   */
  private async giveTexts(): Promise<void> {
    this.given = true;
    // The workers hold no skill document, and no digest to make stale.
    if (this.own) return;
    const changed = this.digests ? await this.digests.changed : new Set<string>();
    const stale = Array.from({ length: this.pool.size }, () => [] as string[]);
    for (const path of changed) {
      const real = this.files.realOf(path) ?? path;
      stale[this.shareOf.get(real) ?? 0]!.push(real);
    }
    const wanted = await Promise.all(
      stale.map((reals, i) => this.pool.ask(i, { search: 'stale', stale: reals }) as Promise<string[]>),
    );
    const shares = wanted.map((reals) => ({
      want: new Set(reals),
      reals: [] as string[],
      texts: [] as string[],
    }));
    for (const file of this.files.loaded()) {
      if (!READ_LAST.test(file.path)) continue;
      const share = shares[this.shareOf.get(file.real) ?? 0]!;
      if (!share.want.has(file.real)) continue;
      share.want.delete(file.real);
      share.reals.push(file.real);
      share.texts.push(file.text);
    }
    shares.forEach(({ reals, texts }, i) => {
      this.pool.ask(i, { search: 'texts', reals, texts }).catch(() => undefined);
    });
  }

  /** Digests the workers made of what they read, stored as they arrive (`settled` waits for them). */
  private keeping: Promise<unknown> = Promise.resolve();

  release(): void {
    if (this.released) return;
    this.released = true;
    this.fallback?.release();
    this.own?.clear();
    const store = this.digests?.store;
    const asked = Array.from({ length: this.pool.size }, (_, i) =>
      this.pool.ask(i, { search: 'release' }).then(
        (kept) => {
          for (const [oid, digest] of kept as Array<[string, Uint8Array]>) store?.put(oid, digest);
        },
        () => undefined,
      ),
    );
    this.keeping = Promise.all(asked);
  }

  /** Settles when the workers' digests are stored: the scan waits for it before stopping them. */
  async settled(): Promise<void> {
    await this.keeping;
  }
}
