import { type BlobRecordStats, BlobRecords } from './blob-records.js';
/**
 * The name search's digests by git blob id (`DIR/search-v1/index`): a file whose content is a blob the
 * store holds need not be read for the search; its digest says whether it may name what a round looks for
 * (src/model/search-digest.ts). The file's layout, bounds and trust: src/model/blob-records.ts.
 */
export declare class SearchIndexStore extends BlobRecords {
    constructor(dir: string, build: string);
}
export type SearchIndexStats = BlobRecordStats;
