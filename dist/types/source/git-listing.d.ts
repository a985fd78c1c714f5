import type { DirEntry, SourceTree } from './tree.js';
/** `git ls-files` of the work tree at `dir` as `foldersOf` reads it (also what `notInIndex` reads). */
export declare function listWorkTree(dir: string): Promise<Buffer>;
/** Folder path ('' = the root) → its entries, for the folders whose every entry git listed. */
export type ListedFolders = Map<string, DirEntry[]>;
/**
 * The folders git lists whole, with their entries as a readdir would give them, from `listWorkTree`'s output
 * for the work tree whose real path is `rootReal`; undefined when the listing cannot stand for a readdir
 * (then the walk reads every folder). Why each case is what it is:
 * - A tracked entry is on disk as its mode says unless git names it deleted (`R`: left out) or changed (`C`:
 *   its type may differ, so it is asked of the disk; a file become a folder falls back to the readdir walk).
 * - An untracked path is asked of the disk (git lists files and links, never their kind).
 * - An untracked or ignored folder, a nested repository and a submodule are entries of kind `dir` whose
 *   content git does not list (`dir/`, mode 160000): the walk reads them, and skips `node_modules` and `.git`
 *   by name as always.
 * - A tracked folder replaced by a link or a file is listed as untracked (`? a/b`) while the index still
 *   holds `a/b/…` (git does not look for links above an indexed path): the readdir walk is used.
 * - git never lists a `.git` entry: the root's is asked of the disk (a worktree's or a submodule's `.git`
 *   file, which the walk records as a file; a `.git` folder is skipped by the walk). Deeper, a folder holding
 *   a `.git` is a nested repository, read by the walk.
 * - Not seen: a FIFO, socket or device in a folder git lists (git lists no such file; the readdir walk
 *   reported it as a problem), and a `.git` file that is not a repository's in a folder git lists.
 */
export declare function foldersOf(listing: Buffer, rootReal: string): ListedFolders | undefined;
/**
 * `source` with the folders git listed answered from `folders` (each once: the walk lists a folder once),
 * every other folder listed by `source` itself.
 */
export declare function listedTree(source: SourceTree & Required<Pick<SourceTree, 'listSync'>>, folders: ListedFolders): SourceTree;
/** A local root's folders as git lists them, given the root's real path; undefined where git cannot say. */
export type FoldersOfRoot = (rootReal: string) => Promise<ListedFolders | undefined>;
/** `foldersOf` a listing that may fail (not a git work tree, no git): undefined then, as when git cannot say. */
export declare function foldersFrom(listing: Promise<Buffer>): FoldersOfRoot;
