import type { FileFacts } from '../analysis/extract.js';
import type { ClassifyOptions } from '../analysis/hosts.js';
import type { ArchiveStore } from './archives.js';
import type { FactCache } from './fact-cache.js';
import type { FactExtractor } from './fact-pool.js';
import type { FileStore } from './files.js';
import type { LaunchPoint } from './launch.js';
import { type ProjectEnv } from './settings-env.js';
import type { SkillDoc } from './skill.js';
/**
 * Behaviour facts per file (src/analysis/extract.ts), computed once per real path however many entry
 * points and rules ask, with the launch points discovery found in the file turned into code units that
 * run with no one typing them. An archive's facts are its text members' facts, each unit labelled with
 * its member (src/analysis/archive/facts.ts).
 */
export declare class FactStore {
    private readonly files;
    private readonly hosts;
    private readonly archives?;
    /** Worker threads that extract facts; without, they are extracted in this thread (same facts). */
    private readonly pool?;
    /** Facts of earlier scans (`--cache`): a file whose job is stored is not analysed again. */
    private readonly cache?;
    /** The `env` project settings set for every command the agent runs (src/model/settings-env.ts). */
    private readonly projectEnv;
    private readonly memo;
    private readonly docs;
    private readonly launches;
    /** Real paths some consumer waits on now: extracted in this thread instead of queued on a worker. */
    private readonly wanted;
    /** Jobs queued on the pool, by real path: what `facts` claims when a consumer needs one now. */
    private readonly queued;
    private ready;
    private loaded;
    /** Facts still holding Markdown links for the reference graph; undefined once they are let go. */
    private withRefs;
    constructor(files: FileStore, skills: readonly SkillDoc[], launchPoints: readonly LaunchPoint[], hosts?: ClassifyOptions, archives?: ArchiveStore | undefined, 
    /** Worker threads that extract facts; without, they are extracted in this thread (same facts). */
    pool?: FactExtractor | undefined, 
    /** Facts of earlier scans (`--cache`): a file whose job is stored is not analysed again. */
    cache?: FactCache | undefined, 
    /** The `env` project settings set for every command the agent runs (src/model/settings-env.ts). */
    projectEnv?: readonly ProjectEnv[]);
    /**
     * The facts of the file at `path` (as reached), or undefined when it cannot be read. A file reached by
     * several paths is analysed once, under an entry document's path when one of its paths is one (its
     * frontmatter and body are read as such), else under the store-wide choice (`RealPathMemo`).
     */
    facts(path: string, when?: 'now' | 'soon' | 'started'): Promise<FileFacts | undefined>;
    /**
     * The same facts, for a caller that does not need them yet (src/model/fact-prefetch.ts): with a pool
     * the file is queued on a worker behind the files asked for `soon`, and this thread runs it only if it
     * claims the job first.
     */
    prefetch(path: string): Promise<FileFacts | undefined>;
    /**
     * Lets the Markdown links in every file's facts go once the reference graph is built: the graph is their
     * one reader, and they were ~10 MB on 10,000 skills held to the end of the scan. Facts extracted later
     * drop them at once; a reader that finds none parses the file (src/model/file-references.ts).
     */
    releaseMarkdownRefs(): void;
    /**
     * Lets every file's facts go (the scan, once its rules have run and the pool has retired): a later
     * `facts` extracts them again, in this thread, with the same result.
     */
    releaseFacts(): void;
    get pooled(): boolean;
    /** Runs the queued jobs no worker has started, newest first (see FactExtractor.claimAll). */
    claimQueued(): Promise<number>;
    /**
     * Loads the analyzers and their grammars in this thread once (archives, and extraction without a pool):
     * on first use, so a scan that analyses nothing never compiles them.
     */
    private prepared;
    private compute;
    /** Adds to a file's own facts what depends on the rest of the tree, and keeps its links for the graph. */
    private completed;
}
