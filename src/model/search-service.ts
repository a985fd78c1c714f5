import { setImmediate as nextTurn } from 'node:timers/promises';
import { decodeBytes } from '../analysis/decode.js';
import { LocalSource } from '../source/local.js';
import { type NameSearch, queryOf, SearchTexts } from './change-reach.js';
import type { FactExtractor } from './fact-pool.js';
import type { FileStore } from './files.js';
import { type SearchFile, type SearchQuery, SearchShard, type Token } from './name-search.js';

/**
 * A pull-request scan's name search on the fact workers. The search reads every file of the tree (40,628
 * on the 10,000-skill benchmark) and matches each round's names against all of them: ~1.4 s of this
 * thread's CPU, and most of its garbage, while the workers sat idle until the graph was built. Here each
 * worker reads its share of a local tree as soon as the tree is walked, in parallel with discovery, and
 * answers each round for its share; this thread merges the answers (each path is in one share).
 *
 * The answer is the one `SearchTexts` gives in this thread: a worker reads a file through the same
 * `LocalSource` checks and limit, decodes it the same way, and searches the same forms with the same
 * matcher (src/model/name-search.ts). Should a worker fail, the search carries on in this thread.
 */

/** What this thread asks a worker (src/bin/fact-worker.ts passes it to `answerSearch`). */
export type SearchMessage =
  | {
      search: 'open';
      root: string;
      maxFileBytes: number;
      /** The share's files, and the real path of each when it differs from the path ('' when not). */
      paths: string[];
      reals: string[];
      /** The tree's folders, with their real paths (the same way). */
      dirs: string[];
      dirReals: string[];
      count: boolean;
    }
  /** The texts of the share's skill documents this thread holds (sent once, before the first round). */
  | { search: 'texts'; reals: string[]; texts: string[] }
  | { search: 'match'; query: SearchQuery }
  | { search: 'release' };

interface WorkerState {
  shard: SearchShard;
  loaded: Promise<string[]>;
  released: boolean;
  /** Settles when this thread's texts arrived (or the search ended): the skill documents are read then. */
  given: Promise<void>;
  give: () => void;
}

/**
 * Skill documents: discovery reads every one in the scan's thread, which sends their texts with the first
 * round, so a worker reads them only if that thread could not (10,000 of the benchmark's 40,628 reads).
 */
const READ_LAST = /(?:^|\/)skill\.md$/i;

/**
 * A worker's side (src/bin/fact-worker.ts holds one): `open` reads the share (answering, once read, with
 * the real paths it read when asked to count them, for `--debug-stats`), `match` answers a round once
 * the share is read, `release` drops it.
 */
export class SearchService {
  private state: WorkerState | undefined;

  async answer(msg: SearchMessage): Promise<unknown> {
    if (msg.search === 'open') {
      const files = msg.paths.map((path, i) => ({ path, real: msg.reals[i] || path }));
      let give = () => {};
      const given = new Promise<void>((resolve) => {
        give = resolve;
      });
      const opened: WorkerState = {
        shard: new SearchShard(files),
        loaded: Promise.resolve([]),
        released: false,
        given,
        give,
      };
      // Set before anything is awaited: a round asked for meanwhile waits for this share.
      opened.loaded = readShare(opened, msg);
      this.state = opened;
      return opened.loaded;
    }
    const state = this.state;
    if (msg.search === 'texts') {
      if (!state) throw new Error('no name search is open');
      msg.reals.forEach((real, i) => {
        if (!state.shard.has(real)) state.shard.add(real, msg.texts[i]);
      });
      state.give();
      return true;
    }
    if (msg.search === 'match') {
      if (!state) throw new Error('no name search is open');
      await state.loaded;
      return state.shard.match(msg.query);
    }
    if (state) {
      state.released = true;
      state.shard.clear();
      state.give();
    }
    this.state = undefined;
    return true;
  }
}

/** Files read between turns of the worker's event loop, so fact jobs asked meanwhile are not held up. */
const READS_PER_TURN = 64;

async function readShare(
  share: WorkerState,
  msg: Extract<SearchMessage, { search: 'open' }>,
): Promise<string[]> {
  const source = await LocalSource.open(msg.root);
  source.knowDirs(msg.dirs.map((dir, i) => [dir, msg.dirReals[i] || dir]));
  const read: string[] = [];
  const first = share.shard.files.filter((f) => !READ_LAST.test(f.path));
  await readFiles(share, first, source, msg, read);
  await share.given;
  const last = share.shard.files.filter((f) => READ_LAST.test(f.path));
  await readFiles(share, last, source, msg, read);
  return read;
}

async function readFiles(
  share: WorkerState,
  files: readonly SearchFile[],
  source: LocalSource,
  { maxFileBytes, count }: { maxFileBytes: number; count: boolean },
  read: string[],
): Promise<void> {
  let n = 0;
  for (const f of files) {
    if (share.released) return;
    if (share.shard.has(f.real)) continue;
    let text: string | undefined;
    try {
      text = decodeBytes((await source.read(f.path, maxFileBytes)).bytes).text;
      if (count) read.push(f.real);
    } catch {
      text = undefined;
    }
    share.shard.add(f.real, text);
    if (++n % READS_PER_TURN === 0) await nextTurn();
  }
}

/**
 * The search for a scan: on the workers when there are some and the tree is a local folder (`root`, its
 * real path), else in this thread.
 */
export function nameSearchFor(files: FileStore, pool: FactExtractor | undefined, root?: string): NameSearch {
  return pool && root !== undefined ? new PooledSearch(files, pool, root) : new SearchTexts(files);
}

class PooledSearch implements NameSearch {
  private fallback: SearchTexts | undefined;
  private released = false;
  private given = false;
  /** Each real path's share, when there are several. */
  private readonly shareOf = new Map<string, number>();

  constructor(
    private readonly files: FileStore,
    private readonly pool: FactExtractor,
    root: string,
  ) {
    // Every path of a real file goes to the same worker, which reads the file once; shares in turn. Each
    // worker learns every folder's real path (what its reads would ask realpath for).
    const shareOf = this.shareOf;
    const shares = Array.from({ length: pool.size }, () => ({
      paths: [] as string[],
      reals: [] as string[],
    }));
    for (const f of files.index.files) {
      let i = 0;
      if (pool.size > 1) {
        i = shareOf.get(f.real) ?? shareOf.size % pool.size;
        shareOf.set(f.real, i);
      }
      shares[i]!.paths.push(f.path);
      // '' for a real path equal to the path (nearly all): less to copy to the worker.
      shares[i]!.reals.push(f.real === f.path ? '' : f.real);
    }
    const dirs: string[] = [];
    const dirReals: string[] = [];
    for (const [dir, real] of files.index.dirs) {
      dirs.push(dir);
      dirReals.push(real === dir ? '' : real);
    }
    const count = files.passes !== undefined;
    shares.forEach((share, i) => {
      const { maxFileBytes } = files;
      const opened = pool.ask(i, { search: 'open', root, maxFileBytes, ...share, dirs, dirReals, count });
      opened.then(
        (reads) => {
          if (count) for (const real of reads as string[]) files.passes?.count('read', real);
        },
        () => undefined,
      );
    });
  }

  /** The workers read on their own from the start. */
  async readWhile(): Promise<void> {}

  async matching(tokens: readonly Token[], skip: ReadonlySet<string>): Promise<string[]> {
    if (!this.fallback) {
      if (!this.given) this.giveTexts();
      const query = queryOf(tokens, skip, this.files);
      const asked = Array.from({ length: this.pool.size }, (_, i) =>
        this.pool.ask(i, { search: 'match', query }),
      );
      try {
        return ((await Promise.all(asked)) as string[][]).flat().sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      } catch {
        this.fallback = new SearchTexts(this.files);
      }
    }
    return this.fallback.matching(tokens, skip);
  }

  /**
   * Sends each worker the texts this thread read of its share's skill documents (discovery read them all),
   * once: cloning ~10 MB of text costs this thread far less than the worker's 10,000 reads.
   */
  private giveTexts(): void {
    this.given = true;
    const shares = Array.from({ length: this.pool.size }, () => ({
      reals: [] as string[],
      texts: [] as string[],
    }));
    for (const file of this.files.loaded()) {
      if (!READ_LAST.test(file.path)) continue;
      const share = shares[this.shareOf.get(file.real) ?? 0]!;
      share.reals.push(file.real);
      share.texts.push(file.text);
    }
    shares.forEach((share, i) => {
      this.pool.ask(i, { search: 'texts', ...share }).catch(() => undefined);
    });
  }

  release(): void {
    if (this.released) return;
    this.released = true;
    this.fallback?.release();
    for (let i = 0; i < this.pool.size; i++) this.pool.ask(i, { search: 'release' }).catch(() => undefined);
  }
}
