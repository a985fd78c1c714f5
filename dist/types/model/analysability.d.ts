import type { ContentInfo } from '../analysis/content.js';
import type { FileStore } from './files.js';
import type { ReferenceGraph } from './graph.js';
import { type SkillDoc } from './skill.js';
/**
 * Analysability: for each entry point a user installs (a skill, command or subagent, a hooks, settings
 * or MCP file), the share of the bytes in its closure that skillscan analysed — text it parsed, plus
 * media it recognised as inert — against bytes it could not (executables, compiled code, unknown
 * binaries, unreadable or encrypted archive content, encoded blobs, text past the read limit, text that
 * does not decode). Modelled on Cisco skill-scanner's analyzability score (docs/threats.md [S3], "fail
 * closed on what cannot be analysed"), weighted by bytes rather than by file. Computed once per scan,
 * after the rules, from the same per-file content the rules saw.
 */
export interface NotAnalysed {
    path: string;
    bytes: number;
    reason: string;
}
export interface EntryAnalysability {
    entry: string;
    /** The skill's name, or the entry's file name for hooks, settings and MCP files. */
    name: string;
    kind: SkillDoc['kind'] | 'launch';
    files: number;
    bytes: number;
    analysedBytes: number;
    inertBytes: number;
    unanalysedBytes: number;
    /** (analysed + inert) / bytes in percent, rounded down to one decimal; 100 for an empty closure. */
    score: number;
    /** The largest contributors to `unanalysedBytes`, largest first (at most `MAX_LISTED`). */
    notAnalysed: NotAnalysed[];
}
export interface AnalysabilityInput {
    files: FileStore;
    skills: readonly SkillDoc[];
    graph(): Promise<ReferenceGraph>;
    content(path: string): Promise<ContentInfo | undefined>;
}
export declare const MAX_LISTED = 10;
/** Rounded down, so that 99.96% never shows as 100%. */
export declare function percent(part: number, whole: number): number;
/** Every entry point's analysability, sorted by entry path. */
export declare function computeAnalysability(input: AnalysabilityInput): Promise<EntryAnalysability[]>;
