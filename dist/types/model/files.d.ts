import { type EncodingAnomaly } from '../analysis/decode.js';
import { LineMap } from '../analysis/lines.js';
import { type MarkdownDoc } from '../analysis/markdown.js';
import type { SourceTree } from '../source/tree.js';
import type { IndexedFile, TreeIndex } from '../source/walk.js';
import { FileNames } from './file-names.js';
import type { TextPassCounter } from './text-passes.js';
/** A file's text as the scanner saw it, read once however many paths and rules reach it. */
export interface TextFile {
    path: string;
    real: string;
    text: string;
    lines: LineMap;
    /** Bytes on disk (the read may have been capped). */
    size: number;
    truncated: boolean;
    bom: boolean;
    anomalies: EncodingAnomaly[];
    /**
     * The bytes as read, kept only for content that is not clean text (binaries, archives, broken
     * encodings) so that archive readers and format checks see the real bytes, not the lossy text.
     */
    bytes?: Uint8Array;
    /**
     * Set on a skill document whose start an earlier scan kept (src/model/doc-heads.ts): the text up to the
     * body and its line map, which discovery reads instead of `text`; `text` reads the whole file when asked.
     */
    head?: {
        text: string;
        lines: LineMap;
    };
}
export interface ReadProblem {
    path: string;
    detail: string;
}
/**
 * Lazy, cached file access for the model. Rules never see the source: they ask the model, which asks
 * this store. Reads are keyed on the real path, so a file reached through a symlinked folder is read once.
 */
export declare class FileStore {
    private readonly source;
    readonly index: TreeIndex;
    readonly maxFileBytes: number;
    /** Counts each pass over a file's text (`--debug-stats`); absent, nothing is counted. */
    readonly passes?: TextPassCounter | undefined;
    private readonly byPath;
    /**
     * Texts by real path: the file read (null when it could not be), or the promise of it where the tree reads
     * only asynchronously. A local folder's files are read at once, without a promise per read or per look.
     */
    private readonly cache;
    readonly readProblems: ReadProblem[];
    /** Real paths of the files read so far (for statistics and the benchmark). */
    readonly readReal: Set<string>;
    private loadedFiles;
    /** The files read only in part (path and size), in read order: kept when the texts are released. */
    private readonly truncatedByReal;
    private readonly parses;
    constructor(source: SourceTree, index: TreeIndex, maxFileBytes: number, 
    /** Counts each pass over a file's text (`--debug-stats`); absent, nothing is counted. */
    passes?: TextPassCounter | undefined);
    has(path: string): boolean;
    isFile(path: string): boolean;
    isDir(path: string): boolean;
    entry(path: string): IndexedFile | undefined;
    realOf(path: string): string | undefined;
    private firstPaths;
    /**
     * The first path (in path order) of the file `path` is a path of: one name per real file, chosen from its
     * paths alone, whichever was reached first. `path` itself when it is not an indexed file.
     */
    canonicalPath(path: string): string;
    private fileNames;
    /** The tree's files by name (src/model/file-names.ts), indexed on the first look. */
    get names(): FileNames;
    /**
     * Files directly or indirectly below `dir` (as reached). The index is sorted by path, so the files
     * under a folder are one contiguous run: a binary search finds it without scanning the whole tree.
     */
    filesUnder(dir: string): IndexedFile[];
    /** How many files `filesUnder(dir)` holds, without copying them. */
    countUnder(dir: string): number;
    /**
     * The index range of the files below `dir`: from the first path at or after `dir/` to the first at or
     * after `dir0` ('0' follows '/'), two binary searches instead of a walk to the end of the run.
     */
    private runUnder;
    text(path: string): Promise<TextFile | undefined>;
    /** Whether `textNow` gives texts without a promise (the tree reads synchronously: a local folder). */
    get readsNow(): boolean;
    /**
     * `text` without a promise when the file is read already or the tree reads synchronously: loading 10,000
     * skill documents through promises (a read, a load and a look, each awaited) cost more than reading them.
     */
    textNow(path: string): TextFile | undefined | Promise<TextFile | undefined>;
    /** Blob ids of the bytes read, by real path, once `keepBlobIds` was called (heads are kept under them). */
    private blobIds;
    /** From now on, notes the git blob id of every file read whole (`blobIdOf`). */
    keepBlobIds(): void;
    blobIdOf(real: string): string | undefined;
    /**
     * A skill document known by its head (src/model/doc-heads.ts): a file whose text up to the body is
     * `head.text` and whose whole text is read when first asked for, synchronously (a getter cannot wait).
     * A file already read, or a tree that cannot read synchronously, is read as by `text`.
     */
    deferred(path: string, head: {
        text: string;
        size: number;
        bom: boolean;
    }): Promise<TextFile | undefined>;
    /**
     * A file's decoded text for one look, not kept (a pull-request scan searches every file for a few
     * names): the loaded text when there is one; undefined when the file cannot be read (then it has no
     * references either).
     */
    peek(path: string): Promise<string | undefined>;
    /**
     * `peek` without a promise where it can be: the loaded text, or a tree that reads synchronously (a local
     * folder). The search reads tens of thousands of files through here, an await each otherwise.
     */
    peekNow(path: string): string | undefined | Promise<string | undefined>;
    private peeked;
    /**
     * The Markdown parse of a file's body from `bodyStart`, with offsets into the whole text (the
     * frontmatter one prose span: `parseMarkdownBody`), once per real path and body start however many
     * ask, and kept: for the readers that cannot take it from the file's facts (a pull-request scan's
     * reference graph, a scan of a few rules, joined `assemble` parts), which then reuse it (`markdownOnce`).
     * Read-only. Only the whole-text form is kept: a copy with body offsets doubled what a parse holds.
     */
    markdown(file: TextFile, bodyStart: number): MarkdownDoc;
    /**
     * The same parse for a consumer that takes what it needs at once and keeps that (fact extraction keeps
     * the file's references and layout): a kept parse when there is one, else a new one not kept.
     */
    markdownOnce(file: TextFile, bodyStart: number): MarkdownDoc;
    /** Every file read so far (since `releaseTexts`), once each, in read order. */
    loaded(): readonly TextFile[];
    /** Every file read only in part (larger than `maxFileBytes`), in read order. */
    truncated(): {
        path: string;
        size: number;
    }[];
    /**
     * Lets the texts read so far and their kept parses go (the scan, once its rules have run and the
     * suppressions are read: held to the end, every read file's text and line map stayed in memory while
     * the report was written). A later `text` reads the file again.
     */
    releaseTexts(): void;
    private load;
    /** `load` from a tree that reads synchronously. */
    private loadNow;
    /** A file's text from the bytes read, noted as read. */
    private fromBytes;
}
