import type { FileFacts } from '../analysis/extract.js';
import type { LineMap } from '../analysis/lines.js';
import { type RawRef } from '../analysis/references.js';
import type { Region } from '../findings.js';
import { type FileContext } from './reference-context.js';
/**
 * The configurations the processes a Python, JavaScript or TypeScript file starts make a tool run: the
 * command line each `execute` rebuilt from the call (`subprocess.run(["just", "sync"])` is `just sync`), and
 * the text of each shell command the analyzer embedded from a call (`execSync('make site')`), its quotes
 * blanked so the command's first word stands where a shell reads a program. The rest of the file is not
 * scanned for tool heads (extractScriptRefs): docstrings and comments hold the same words and run nothing.
 */
export declare function executedToolRefs(facts: FileFacts | undefined, file: {
    text: string;
    lines: LineMap;
}): Array<{
    ref: RawRef;
    at: Region;
}>;
/**
 * Where a relative reference is looked up, nearest first: the referring file's folder, for a tool's
 * configuration the folders up to the skill folder, the skill folder, then the project root when the
 * reference may name a root file (reference-context.ts `rootFallback`).
 */
export declare function searchFolders(r: RawRef, target: string, from: string, ctx: FileContext): string[];
