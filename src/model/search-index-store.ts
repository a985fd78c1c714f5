import { type BlobRecordStats, BlobRecords } from './blob-records.js';
import { isDigest } from './search-digest.js';

/**
 * The name search's digests by git blob id (`DIR/search-v1/index`): a file whose content is a blob the
 * store holds need not be read for the search; its digest says whether it may name what a round looks for
 * (src/model/search-digest.ts). The file's layout, bounds and trust: src/model/blob-records.ts.
 */
export class SearchIndexStore extends BlobRecords {
  constructor(dir: string, build: string) {
    super(dir, build, { layout: 'search-v1', valid: isDigest });
  }
}

export type SearchIndexStats = BlobRecordStats;
