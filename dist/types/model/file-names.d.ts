import type { IndexedFile } from '../source/walk.js';
/**
 * A tree's files by name (the last segment of their path), each list in path order: discovery looks for a
 * few dozen configuration files by name and folder (`.gemini/settings.json`, `.mcp.json` …), and a pass
 * over the whole tree for each, building `/${name}` for every path, was 40,000 paths a look.
 */
export declare class FileNames {
    private readonly byName;
    /** `files` in path order, as the walk's index holds them. */
    constructor(files: readonly IndexedFile[]);
    /** The files named exactly `name`, in path order. */
    withName(name: string): readonly IndexedFile[];
    /**
     * The files that may sit at one of `rels` (any folder): those with one of their names, in path order, as a
     * pass over the whole tree would meet them.
     */
    namedAsOneOf(rels: readonly string[]): readonly IndexedFile[];
    /** The files at `rel` or at `.../rel` (any folder), in path order: `rel`'s name looked up, then its folders. */
    filesAt(rel: string): IndexedFile[];
}
