import { setImmediate as nextTurn } from 'node:timers/promises';
import { decodeBytes } from '../analysis/decode.js';
import { blobsAt } from '../source/git.js';
import { gitBlobId } from '../source/git-objects.js';
import { LocalSource } from '../source/local.js';
import type { ReadResult } from '../source/tree.js';
import { type SearchFile, type SearchQuery, SearchShard } from './name-search.js';
import { digestOf } from './search-digest.js';
import { SearchIndexStore } from './search-index-store.js';

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
 *
 * With `--cache DIR` a worker reads fewer files: the digests earlier scans kept by git blob id
 * (src/model/search-index-store.ts) stand for the files the change left alone, and such a file is read
 * only in a round whose names its digest may hold. The worker loads the index itself (off the scan's
 * thread) and answers with the digests of what it read whole, for the store.
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
      /**
       * The index of digests earlier scans kept (src/model/search-index-store.ts), and the base revision
       * whose blob ids the worker asks git for: the scan's thread is busy walking and discovering, and
       * would hand git's answer on late.
       */
      index?: { dir: string; build: string; rev: string };
    }
  /**
   * The real paths the change touched (a digest of one describes the base revision): answered with the
   * share's skill documents the worker has neither read nor a digest of. Sent once, before the first round.
   */
  | { search: 'stale'; stale: string[] }
  /** The texts of those skill documents, as this thread read them (sent once, after `stale`). */
  | { search: 'texts'; reals: string[]; texts: string[] }
  | { search: 'match'; query: SearchQuery }
  | { search: 'release' };

interface WorkerState {
  shard: SearchShard;
  /** The tree, opened once for the share's reads and the reads a round's digests ask for. */
  source: Promise<LocalSource>;
  maxFileBytes: number;
  /** Files known by a stored digest. */
  digested: number;
  /** Each file's blob id at the base revision, by real path (when digests are used). */
  oidOf: Map<string, string>;
  /** Whether digests of what is read whole go to the store (there is an index): answered at release. */
  keep: boolean;
  /** Texts this thread was given for files known by a digest: read from here if a round needs them. */
  givenTexts: Map<string, string>;
  /** The files the change touched: their base blob ids are not their content. */
  stale: Set<string>;
  /** Settles when the stored digests were given to the shard (at once without an index). */
  digestsAdded: Promise<void>;
  /** Blob ids of the files read whole (or given whole), by real path: their digests go to the store. */
  readOid: Map<string, string>;
  loaded: Promise<ShareRead>;
  released: boolean;
  /** Settles when this thread's texts arrived (or the search ended): the skill documents are read then. */
  given: Promise<void>;
  give: () => void;
}

/**
 * Skill documents: discovery reads every one in the scan's thread, which sends their texts with the first
 * round, so a worker reads them only if that thread could not (10,000 of the benchmark's 40,628 reads).
 */
export const READ_LAST = /(?:^|\/)skill\.md$/i;

/** What a worker answers `open` with, once its share is read. */
export interface ShareRead {
  /** The real paths it read, when asked to count them (`--debug-stats`). */
  reads: string[];
  /** Files known by a stored digest instead of read. */
  digested: number;
  /** The base blob ids of the share's files (kept by the store when it is written). */
  oids: string[];
}

/**
 * A worker's side (src/bin/fact-worker.ts holds one): `open` reads the share (answering with a `ShareRead`
 * once read), `match` answers a round once the share is read, `release` drops it.
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
      const source = LocalSource.open(msg.root).then((opened) => {
        opened.knowDirs(msg.dirs.map((dir, i) => [dir, msg.dirReals[i] || dir]));
        return opened;
      });
      source.catch(() => undefined);
      const shard = new SearchShard(files);
      const opened: WorkerState = {
        shard,
        source,
        maxFileBytes: msg.maxFileBytes,
        digested: 0,
        oidOf: new Map(),
        keep: msg.index !== undefined,
        givenTexts: new Map(),
        stale: new Set(),
        digestsAdded: Promise.resolve(),
        readOid: new Map(),
        loaded: Promise.resolve({ reads: [], digested: 0, oids: [] }),
        released: false,
        given,
        give,
      };
      // Set before anything is awaited: a round (or the stale files) asked for meanwhile waits for this.
      if (msg.index)
        opened.digestsAdded = addDigests(opened, msg.root, msg.index).then(
          (n) => {
            opened.digested = n;
          },
          () => undefined,
        );
      opened.loaded = readShare(opened, msg);
      opened.loaded.catch(() => undefined);
      this.state = opened;
      return opened.loaded;
    }
    const state = this.state;
    if (msg.search === 'stale') {
      if (!state) throw new Error('no name search is open');
      await state.digestsAdded;
      state.stale = new Set(msg.stale);
      for (const real of state.stale) state.shard.forget(real);
      return state.shard.files
        .filter((f) => READ_LAST.test(f.path) && !state.shard.known(f.real))
        .map((f) => f.real);
    }
    if (msg.search === 'texts') {
      if (!state) throw new Error('no name search is open');
      takeTexts(state, msg);
      state.give();
      return true;
    }
    if (msg.search === 'match') {
      if (!state) throw new Error('no name search is open');
      await state.loaded;
      const source = await state.source;
      return state.shard.match(msg.query, async (file) =>
        state.givenTexts.has(file.real)
          ? state.givenTexts.get(file.real)
          : readText(source, file, state.maxFileBytes),
      );
    }
    // The digests of the files read whole are made now, when the search is over and the scan's thread
    // runs the rules, rather than while a round waits for this worker.
    const kept: Array<[string, Uint8Array]> = [];
    if (state) {
      state.released = true;
      for (const [real, oid] of state.readOid) {
        const forms = state.shard.formsOf(real);
        if (forms) kept.push([oid, digestOf(forms)]);
      }
      state.shard.clear();
      state.give();
    }
    this.state = undefined;
    return kept;
  }
}

/** Files read between turns of the worker's event loop, so fact jobs asked meanwhile are not held up. */
const READS_PER_TURN = 64;

async function readShare(
  share: WorkerState,
  msg: Extract<SearchMessage, { search: 'open' }>,
): Promise<ShareRead> {
  const source = await share.source;
  const done: ShareRead = { reads: [], digested: 0, oids: [] };
  await share.digestsAdded;
  if (msg.index) done.oids = [...new Set(share.oidOf.values())];
  const first = share.shard.files.filter((f) => !READ_LAST.test(f.path));
  await readFiles(share, first, source, msg, done);
  // A share without skill documents (the scan's thread searches them itself) waits for no texts.
  const last = share.shard.files.filter((f) => READ_LAST.test(f.path));
  if (last.length > 0) await share.given;
  await readFiles(share, last, source, msg, done);
  done.digested = share.digested;
  return done;
}

/**
 * Gives the shard the stored digest of each file whose blob id at the base revision the index holds: git
 * and the index are asked here, in the worker, while the scan's thread goes on with discovery. Without
 * git's answer (not a repository, a revision git cannot list) every file is read.
 */
async function addDigests(
  share: WorkerState,
  root: string,
  index: { dir: string; build: string; rev: string },
): Promise<number> {
  let blobs: Map<string, string>;
  try {
    blobs = await blobsAt(root, index.rev);
  } catch {
    return 0;
  }
  const store = new SearchIndexStore(index.dir, index.build);
  let n = 0;
  for (const f of share.shard.files) {
    const oid = blobs.get(f.real);
    if (oid === undefined) continue;
    share.oidOf.set(f.real, oid);
    const digest = store.get(oid);
    if (digest && !share.shard.known(f.real)) {
      share.shard.addDigest(f.real, digest);
      n++;
    }
  }
  return n;
}

/**
 * The skill documents' texts the scan's thread read (those the worker asked for). A file known by a
 * digest meanwhile keeps it (its text is kept aside, for a round that needs it). A given text of an untouched file with a base blob id is that blob's text, so its digest is kept for the
 * store, when the text is short enough that the scan's read cannot have been cut (at most 3 bytes of
 * UTF-8 per unit, and a byte-order mark).
 */
function takeTexts(state: WorkerState, msg: Extract<SearchMessage, { search: 'texts' }>): void {
  const stale = state.stale;
  msg.reals.forEach((real, i) => {
    const text = msg.texts[i]!;
    if (state.shard.has(real)) return;
    if (state.shard.known(real)) {
      state.givenTexts.set(real, text);
      return;
    }
    state.shard.add(real, text);
    const oid = state.oidOf.get(real);
    if (state.keep && oid && !stale.has(real) && text.length * 3 + 3 < state.maxFileBytes)
      state.readOid.set(real, oid);
  });
}

/** Reads the share's files not yet known (read, given, or known by a digest). */
async function readFiles(
  share: WorkerState,
  files: readonly SearchFile[],
  source: LocalSource,
  { maxFileBytes, count }: { maxFileBytes: number; count: boolean },
  done: ShareRead,
): Promise<void> {
  let n = 0;
  for (const f of files) {
    if (share.released) return;
    if (share.shard.known(f.real)) continue;
    let read: ReadResult | undefined;
    try {
      // Synchronous (a local folder): an await per file cost a promise and a microtask turn each (30,628
      // files on the 10,000-skill tree); the loop gives way to fact jobs every READS_PER_TURN files anyway.
      read = source.readSync(f.path, maxFileBytes);
      if (count) done.reads.push(f.real);
    } catch {
      read = undefined;
    }
    share.shard.add(f.real, read && decodeBytes(read.bytes).text);
    // A file read in part is searched in part: its digest would not describe the blob.
    if (share.keep && read && !read.truncated) share.readOid.set(f.real, gitBlobId(read.bytes));
    if (++n % READS_PER_TURN === 0) await nextTurn();
  }
}

/** A file's text for a round whose names its digest may hold (undefined: unreadable). */
async function readText(
  source: LocalSource,
  file: SearchFile,
  maxFileBytes: number,
): Promise<string | undefined> {
  try {
    return decodeBytes((await source.read(file.path, maxFileBytes)).bytes).text;
  } catch {
    return undefined;
  }
}
