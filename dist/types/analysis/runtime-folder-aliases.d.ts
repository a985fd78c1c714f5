import { type FenceScriptRef } from './interpreter-scripts.js';
/** Variables the fences set to a runtime folder, each with the path it stands for (`${CLAUDE_PLUGIN_ROOT}/scripts`). */
export declare function runtimeFolderAliases(fences: readonly {
    content: string;
}[]): Map<string, string>;
/** `target` with a leading alias replaced by the runtime folder it stands for; unchanged otherwise. */
export declare function withRuntimeFolder(target: string, aliases: ReadonlyMap<string, string>): string;
/**
 * The scripts a document's fences run by path (interpreter-scripts.ts), a variable one command fence sets to
 * a runtime folder read as that folder in every fence.
 */
export declare function fencedScripts(fences: readonly {
    lang: string;
    content: string;
    start: number;
    end: number;
}[]): FenceScriptRef[];
