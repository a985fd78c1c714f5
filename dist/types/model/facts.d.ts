import { type FileFacts } from '../analysis/extract.js';
import { type ClassifyOptions } from '../analysis/hosts.js';
import type { ArchiveStore } from './archives.js';
import type { FileStore } from './files.js';
import type { LaunchPoint } from './launch.js';
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
    private readonly cache;
    private readonly docs;
    private readonly launches;
    private ready;
    constructor(files: FileStore, skills: readonly SkillDoc[], launchPoints: readonly LaunchPoint[], hosts?: ClassifyOptions, archives?: ArchiveStore | undefined);
    /** The facts of the file at `path` (as reached), or undefined when it cannot be read. */
    facts(path: string): Promise<FileFacts | undefined>;
    private compute;
}
