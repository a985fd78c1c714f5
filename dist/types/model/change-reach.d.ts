import type { FoldersOfRoot } from '../source/git-listing.js';
import type { TreeIndex } from '../source/walk.js';
import type { FileStore } from './files.js';
import type { Edge } from './graph.js';
import { type SearchQuery, type Token } from './name-search.js';
import type { SkillDoc } from './skill.js';
/**
 * Which entry points a pull-request scan must follow: those that can reach a changed file, found
 * backwards from the change instead of by analysing the whole tree (the union walk reads, parses and
 * resolves every file; on 10,000 skills that was 10 s for a one-file change).
 *
 * A file can lead to a changed file in two ways. Structurally: a skill's SKILL.md brings every file of
 * its folder. By reference: then the referring file's text names the target, since every reference the
 * graph resolves ends in the target's file name (a link, a path in prose or a hook command, a
 * `${CLAUDE_SKILL_DIR}/…` path, a Python module path without its `.py`; a Go import names the file's
 * package folder), or names the skill by its
 * folder or frontmatter name. So each round searches every file's text once for the names of the files
 * found in the round before (in escaped forms too: Markdown and HTML escapes, percent-encoding, JSON and
 * JavaScript escapes), resolves the references of the files that match, and keeps those whose
 * references really reach a target. The result is a superset of the entries whose closure holds a
 * changed file (depth limits are applied by the closures afterwards), except for what no text search
 * can see: a script that builds the name it sources at run time from pieces (`n=lo; . ./${n}ad.sh`).
 */
export interface ChangeReachInput {
    /** Root-relative paths the change touched; deleted ones are no longer files. */
    changed: ReadonlySet<string>;
    /** Every entry point, sorted. */
    entries: readonly string[];
    files: FileStore;
    /** The document each loaded path belongs to. */
    docByPath: ReadonlyMap<string, SkillDoc>;
    /** Every folder holding a skill document (a nested skill's files are not its parent's). */
    skillDirs: ReadonlySet<string>;
    /** Skills by every name a mention resolves (lower-cased). */
    skillByName: ReadonlyMap<string, SkillDoc>;
    /** Resolved references from a file (the graph's, cached). */
    edgesOf(path: string): Promise<readonly Edge[]>;
    /** Rounds of the backward search: a chain longer than the depth limit is cut by the closures anyway. */
    maxRounds: number;
    /** The files' texts, when the caller started reading them already; released when the search is over. */
    texts?: NameSearch;
}
export interface ChangeReach {
    /** The entry points to walk: every one that may reach a changed file. */
    entries: Set<string>;
    /**
     * The changed paths, plus every file with a reference that no longer resolves to a deleted one (same
     * file name): deleting a file a skill links to changes what that skill's scan reports.
     */
    changed: Set<string>;
}
export declare function entriesReachingChange(input: ChangeReachInput): Promise<ChangeReach>;
/**
 * What a pull-request scan's change touched, reading the files for its name search meanwhile: git's
 * diff and untracked listing walk the tree too and often answer after discovery, and this thread would
 * only wait (0.7 s on 10,000 skills). Reading stops as soon as git answers; the search reads the rest.
 */
export declare function changedWhileReading(changed: ReadonlySet<string> | Promise<ReadonlySet<string>>, search: NameSearch): Promise<ReadonlySet<string>>;
/**
 * The backward search's texts, wherever they are held: `matching` answers one round, `readWhile` may read
 * ahead while the caller waits on something else, `release` ends the search.
 */
export interface NameSearch {
    readWhile(keepGoing: () => boolean): Promise<void>;
    /** The paths (every alias) of the files outside `skip` whose text may refer to a token's target. */
    matching(tokens: readonly Token[], skip: ReadonlySet<string>): Promise<string[]>;
    release(): void;
    /** Settles when what the search leaves behind after `release` is done (digests for a cache). */
    settled?(): Promise<void>;
}
/** A round's query: the anchors need the whole tree's folder sizes, which only the scan's store knows. */
export declare function queryOf(tokens: readonly Token[], skip: ReadonlySet<string>, files: FileStore): SearchQuery;
/**
 * Every file's text in the forms a search must see, read in this thread once for all rounds and released
 * with the search. A pull-request scan may start reading before the search needs it (`readWhile`), while
 * it waits for git to say what changed.
 */
export declare class SearchTexts implements NameSearch {
    private readonly files;
    private readonly shard;
    private loaded;
    private released;
    constructor(files: FileStore);
    /**
     * Reads files in index order while `keepGoing()` says so, giving way to the event loop every few
     * files so that what the caller waits for can settle meanwhile.
     */
    readWhile(keepGoing: () => boolean): Promise<void>;
    /** Drops every text read: the search is over. */
    release(): void;
    matching(tokens: readonly Token[], skip: ReadonlySet<string>): Promise<string[]>;
    private load;
    private read;
}
/** Asked once the tree is walked, with the paths found not through a link: what a change touched. */
export interface ChangedAfterWalk {
    (walked: readonly string[]): Promise<ReadonlySet<string>>;
    /** The tree's folders as git lists them, for the walk (src/source/git-listing.ts `walkedSource`). */
    folders?: FoldersOfRoot;
}
/** What changed, asked with the walked paths outside linked folders; handled until the scan awaits it. */
export declare function askedAfterWalk(ask: ChangedAfterWalk, index: TreeIndex): Promise<ReadonlySet<string>>;
