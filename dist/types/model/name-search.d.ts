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
 * Reads a file's text for the search (undefined: unreadable, so it names nothing). A text at hand (loaded by
 * discovery, or read synchronously) comes without a promise: the first round reads every file it has not
 * read yet, and an await per file cost a promise and a turn of the microtask queue each (10,000 skill
 * documents on the 10,000-skill tree).
 */
export type ReadForSearch = (file: SearchFile) => string | undefined | Promise<string | undefined>;
/**
 * Some of the tree's files (all of them, or one worker's share: every path of a real file in the same
 * share) with their texts' searchable forms, read once for all rounds. A file may instead be known by its
 * digest (src/model/search-digest.ts, kept from an earlier scan): it is read only in a round whose names
 * the digest may hold, and from then on searched like any other.
 */
export declare class SearchShard {
    readonly files: readonly SearchFile[];
    /**
     * Each real file's slot in the arrays below, and each listed file's slot: a round tests every file, and
     * indexing arrays costs it far less than looking each real path up in maps (40,000 files a round).
     */
    private readonly slotOfReal;
    private readonly slotOfFile;
    private formsAt;
    private digestAt;
    /** `files` sorted by path, as the tree's index is. */
    constructor(files: readonly SearchFile[]);
    private slot;
    /** Whether the file's text was read (or given). */
    has(real: string): boolean;
    /** The file's searchable forms, when it was read (or given). */
    formsOf(real: string): readonly string[] | undefined;
    /** Whether the file need not be read before the first round: read, or known by a digest. */
    known(real: string): boolean;
    /** Records a file's text (undefined: unreadable, so it names nothing); returns its searchable forms. */
    add(real: string, text: string | undefined): readonly string[];
    /** Records what an earlier scan kept of an unchanged file's text, instead of reading it. */
    addDigest(real: string, digest: Uint8Array): void;
    /** Drops a digest that no longer describes the file (the change touched it): it will be read. */
    forget(real: string): void;
    clear(): void;
    /**
     * The paths (every alias) of this shard's files outside `skip` whose text may refer to a token's target.
     * A file neither read nor known by a digest, or whose digest may hold one of the round's names, is read
     * with `read` first.
     */
    match(query: SearchQuery, read: ReadForSearch): Promise<string[]>;
    /** This shard's files below `dir`: one contiguous run of the sorted list, found by two binary searches. */
    private filesUnder;
}
