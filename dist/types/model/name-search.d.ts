/**
 * The text side of a pull-request scan's backward name search (src/model/change-reach.ts): every file's
 * text in its searchable forms, and the test of which files may name a target. Pure (texts and paths in,
 * paths out), so a shard of the files can be searched in this thread or in a fact worker
 * (src/model/search-service.ts) with the same answer.
 */
/**
 * A name a reference to a target must contain. A file name `B` in folder `D` resolves bare only against
 * the referring file's folder, its skill folder or the root, so from a file outside `D` (and its
 * subfolders) the reference must name `D` too and put a separator before `B` (`../D/B`, `D/./B`).
 */
export type Token = {
    kind: 'path';
    text: string;
    dir: string;
}
/** A Python module path names the file without `.py`; only code imports it. */
 | {
    kind: 'module';
    text: string;
}
/** A skill named in prose or in a subagent's `skills:`, matched case-insensitively. */
 | {
    kind: 'name';
    text: string;
};
export type PathToken = Extract<Token, {
    kind: 'path';
}>;
/**
 * Where a path token's search is anchored: a small folder around the target whose files are checked one
 * by one (`under`), and the name every file outside it must contain to reach the target (`word`).
 */
export interface Anchor {
    under?: string;
    word: string;
}
/** One round of the search: its tokens, an anchor per path token (in order), the real paths to skip. */
export interface SearchQuery {
    tokens: Token[];
    anchors: Anchor[];
    skip: ReadonlySet<string>;
}
export interface SearchFile {
    path: string;
    real: string;
}
/**
 * Some of the tree's files (all of them, or one worker's share: every path of a real file in the same
 * share) with their texts' searchable forms, read once for all rounds.
 */
export declare class SearchShard {
    readonly files: readonly SearchFile[];
    private readonly formsByReal;
    /** `files` sorted by path, as the tree's index is. */
    constructor(files: readonly SearchFile[]);
    has(real: string): boolean;
    /** Records a file's text (undefined: unreadable, so it names nothing). */
    add(real: string, text: string | undefined): void;
    clear(): void;
    /** The paths (every alias) of this shard's files outside `skip` whose text may refer to a token's target. */
    match(query: SearchQuery): string[];
    private formsOf;
    /** This shard's files below `dir`: one contiguous run of the sorted list, found by two binary searches. */
    private filesUnder;
}
