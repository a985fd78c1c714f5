/**
 * The folder the command starting at `index` runs in, relative to where the text's commands start:
 * `undefined` when no `cd` before it applies or its folder is unknown, `null` when it is outside the tree
 * (home, an absolute path), else the relative folder (`cd a && cd b` gives `a/b`).
 */
export declare function cwdBefore(text: string, index: number): string | null | undefined;
/** A configuration path as seen from the folder `cwd` (see `cwdBefore`); absolute paths stay as written. */
export declare function underCwd(target: string, cwd: string | null | undefined): string;
