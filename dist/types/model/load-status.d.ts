import { type CopyKind } from '../analysis/copy-names.js';
import type { ScanModel } from './model.js';
/**
 * What loads a file: a runtime (an entry point it reads or starts by itself), a launch point or a command
 * that runs or prints it, a text the agent loads that names it, or nothing but the skill folder it sits in.
 * Decided once per scan from the reference graph (facts, never a folder's name); rules grade evidence by it:
 * text in a file nothing loads is not in the agent's context, and code in one nothing runs does not run.
 */
export type LoadStatus = 
/** An entry point: SKILL.md, a command or subagent, a hooks, settings or MCP file, an instruction file. */
'entry'
/** Run, sourced or printed by a launch point or a command in reach (a hook's script, a `!` line's `cat`). */
 | 'launched'
/** Named by a text or program in reach (a link, a path, an `@import`), or inside a folder one names. */
 | 'referenced'
/** Reached only through a skill's own folder (the runtime may read any file there): shipped, named by nothing. */
 | 'shipped'
/** No entry point reaches it. */
 | 'unreached';
/**
 * How `path` is loaded, or undefined when that cannot be known (the walk hit its bound): callers then treat
 * the file as loaded.
 */
export declare function loadStatusOf(model: ScanModel, path: string): Promise<LoadStatus | undefined>;
/** Whether nothing loads `path`: only its skill folder holds it, or nothing reaches it at all. */
export declare function loadedByNothing(model: ScanModel, path: string): Promise<boolean>;
/** A copy nothing loads: what it is a copy of, and whether that file sits beside it. */
export interface DormantCopy {
    /** The file's name says it is a copy (`SKILL.md.bak.2026…`, `install.sh.orig`, `.SKILL.md.swp`, `x.sample`). */
    kind: CopyKind;
    /** The live file it copies, in the same folder. */
    live: string;
    /** Whether the live file is there (a shipped `defaults.sh.bak` whose `defaults.sh` a script would create). */
    present: boolean;
}
/**
 * `path` as a copy that nothing loads (no runtime, launch point, command or text in reach names, runs,
 * prints, copies into place or links it), else undefined. The live file is what the runtime reads and is
 * graded on its own. A copy something does load is graded like any file (a hook that copies
 * `defaults.sh.bak` to `defaults.sh` and sources it runs the copy), and so is a file whose name only looks
 * like a copy's: `db-backup.sh` with no `db.sh` beside it is a backup tool, and "run the backup script"
 * may send the agent to it. A name that ends in the copy word (`defaults.sh.bak`, `pip.conf.sample`) is a
 * copy whether or not the live file is shipped beside it.
 */
export declare function dormantCopyOf(model: ScanModel, path: string): Promise<DormantCopy | undefined>;
