/**
 * Files changed in the working tree at `dir` since revision `rev` (committed, staged or not), plus new
 * files git does not ignore, relative to `dir` (`skillscan --changed-since REF`). Rejects when `dir` is
 * not in a git work tree or `rev` does not resolve.
 *
 * Asked in two steps so that git never walks the tree the scan walks anyway: the diff and the index
 * listing start now (they overlap the walk), and the new files are the walked files the index does not
 * hold, less those git ignores (`git ls-files --others` walked the whole tree again: 2.3 s on 10,000
 * skills, against 0.1 s for the index). Files inside a submodule are the submodule's to track, so they
 * are never new; a folder that is its own repository without being a submodule is new to this one.
 */
export declare function changedSince(dir: string, rev: string, 
/** The index as `listWorkTree` lists it (src/source/git-listing.ts), when the caller asked already. */
listing?: Promise<Buffer>, 
/** `diffSince(dir, rev)`, when the caller asked already. */
diff?: Promise<string[]>): (walked: readonly string[]) => Promise<Set<string>>;
/**
 * The paths `git diff REV` names under `dir`, asked now; a failure is kept as a rejection for whoever
 * awaits it, and does not count as unhandled meanwhile.
 */
export declare function diffSince(dir: string, rev: string): Promise<string[]>;
/**
 * The files under `dir` whose work-tree content is not revision `rev`'s (`git diff REV`, relative to
 * `dir`): what a name search must read although the cache holds a digest of its base blob.
 */
export declare function differingFrom(dir: string, rev: string): Promise<Set<string>>;
/**
 * The walked paths `git ls-files -s -z` does not list, leaving out those inside a submodule (mode 160000).
 * The listing may carry `-v`'s tags (`listWorkTree`): `H <mode> …` for an index entry, `? <path>` for an
 * untracked one, which is not in the index (and may hold a tab).
 */
export declare function notInIndex(walked: readonly string[], listing: Buffer): string[];
/**
 * The paths `git diff … <rest> --` names. Names only, NUL-separated (any byte may stand in a path); no
 * external diff driver or text conversion (the repository's configuration could name a program to run);
 * a rename is its two paths.
 */
export declare function diffNames(dir: string, rest: readonly string[]): Promise<string[]>;
