import { type NameSearch } from './change-reach.js';
import type { FactExtractor } from './fact-pool.js';
import type { FileStore } from './files.js';
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
}
/** The texts of the share's skill documents this thread holds (sent once, before the first round). */
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
 * A worker's side (src/bin/fact-worker.ts holds one): `open` reads the share (answering, once read, with
 * the real paths it read when asked to count them, for `--debug-stats`), `match` answers a round once
 * the share is read, `release` drops it.
 */
export declare class SearchService {
    private state;
    answer(msg: SearchMessage): Promise<unknown>;
}
/**
 * The search for a scan: on the workers when there are some and the tree is a local folder (`root`, its
 * real path), else in this thread.
 */
export declare function nameSearchFor(files: FileStore, pool: FactExtractor | undefined, root?: string): NameSearch;
