import { MemorySource } from './memory.js';
/** Runs git with an argument array (never a shell) and returns stdout as bytes. */
export declare function git(cwd: string, args: readonly string[], maxBuffer?: number, timeout?: number, more?: {
    input?: string;
    okExitCodes?: readonly number[];
}): Promise<Buffer>;
/**
 * `git` for a long listing asked while this thread is busy (the index of a large tree, started before a
 * synchronous walk): git writes into a temporary file instead of a pipe. A pipe holds 64 KB, so git stopped
 * after the first 64 KB of a 4 MB listing until this thread's event loop turned, and then handed the rest
 * over in 64 KB turns (20-170 ms after a walk of 10,000 skills, on the scan's critical path). Where no
 * temporary file can be made, the pipe.
 */
export declare function gitViaFile(cwd: string, args: readonly string[], maxBytes: number): Promise<Buffer>;
/** A revision given by a user or an event payload; never something git could read as an option. */
export declare function checkRevision(rev: string): string;
/** Resolves a revision to a commit id, or undefined when the object is not in the local repository. */
export declare function resolveCommit(repo: string, rev: string): Promise<string | undefined>;
/** What the walk reports for a submodule: another repository, listed but never read. */
export declare function submoduleNote(oid: string): string;
/**
 * A revision as an in-memory tree with lazy contents: the listing comes from one `ls-tree`, link targets
 * (small) are read up front, file contents through the shared `cat-file` process when the scan asks.
 * Link resolution and walking are MemorySource's, the same code every other source uses.
 */
export declare class GitSource extends MemorySource {
    /** The repository the objects are read from. */
    readonly repo: string;
    readonly commit: string;
    private readonly blobs;
    private constructor();
    /**
     * Opens `rev` of the repository that contains `repo`; `subdir` (repository-relative) becomes the root,
     * so paths match a scan of the same folder in the working tree.
     */
    static open(repo: string, rev: string, subdir?: string): Promise<GitSource>;
    /** Ends the cat-file process; reads after this start a new one. */
    close(): void;
}
/**
 * The regular files of revision `rev` under `dir` with their blob ids (`git ls-tree -r`, paths relative to
 * `dir`): a file the change left alone has that content, so a pull-request scan may use what an earlier
 * scan kept of it (src/model/search-index-store.ts; asked by the worker that reads the files). Links and submodules are left out.
 */
export declare function blobsAt(dir: string, rev: string): Promise<Map<string, string>>;
/**
 * The regular files of the work tree at `dir` whose content git's index vouches for, with their blob ids
 * (paths relative to `dir`): `git ls-files -s` lists the index, `git diff-files` (git's own stat check,
 * racy entries compared by content) names the files that differ from it, which are left out, as are links,
 * submodules and unmerged entries. With a content filter (`core.autocrlf`, smudge) the work tree's bytes are
 * not the blob's: a store keyed by the bytes' own blob id then simply finds nothing.
 */
export declare function indexedBlobs(dir: string): Promise<Map<string, string>>;
