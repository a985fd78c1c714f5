/**
 * List entries that match (nearly) everything. An allow-list whose entries are globs or regular
 * expressions grants what its widest entry matches: `*`, `**`, `?*`, fnmatch's `[!-]*` (anything not
 * starting with `-`), a regex `.*`, `^.+$` or `[^-].*`. Entries with a literal part (`git status`,
 * `ls*`, `mcp__memory__*`) are narrow and never match here.
 */
export declare function isCatchAllPattern(entry: string): boolean;
/**
 * The first quoted catch-all entry that sits in a list (`[`/`,` before it, `,`/`]` after it, or a YAML
 * `- ` item), in data or code text. A lone `"*"` argument (`glob("*")`) is no list entry.
 */
export declare function catchAllListEntry(text: string): string | undefined;
