/**
 * Git's object id of a blob: SHA-1 (or SHA-256 in a SHA-256 repository) of `blob <size>\0<content>`. Used
 * where content must be matched with what git or the GitHub API names by id: the organisation cache's blobs
 * (src/org/cache.ts) and the name search's digests (src/model/search-index-store.ts).
 */
export declare function gitBlobId(bytes: Uint8Array, algorithm?: 'sha1' | 'sha256'): string;
