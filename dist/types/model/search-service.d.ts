import { type SearchQuery } from './name-search.js';
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
export type SearchMessage = {
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
    index?: {
        dir: string;
        build: string;
        rev: string;
    };
}
/**
 * The real paths the change touched (a digest of one describes the base revision): answered with the
 * share's skill documents the worker has neither read nor a digest of. Sent once, before the first round.
 */
 | {
    search: 'stale';
    stale: string[];
}
/** The texts of those skill documents, as this thread read them (sent once, after `stale`). */
 | {
    search: 'texts';
    reals: string[];
    texts: string[];
} | {
    search: 'match';
    query: SearchQuery;
} | {
    search: 'release';
};
/**
 * Skill documents: discovery reads every one in the scan's thread, which sends their texts with the first
 * round, so a worker reads them only if that thread could not (10,000 of the benchmark's 40,628 reads).
 */
export declare const READ_LAST: RegExp;
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
export declare class SearchService {
    private state;
    answer(msg: SearchMessage): Promise<unknown>;
}
