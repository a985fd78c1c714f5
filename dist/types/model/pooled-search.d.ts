import { type NameSearch } from './change-reach.js';
import type { FactExtractor } from './fact-pool.js';
import type { FileStore } from './files.js';
import type { SearchIndexStore } from './search-index-store.js';
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
export declare function nameSearchFor(files: FileStore, pool: FactExtractor | undefined, root?: string, digests?: SearchDigests): NameSearch;
