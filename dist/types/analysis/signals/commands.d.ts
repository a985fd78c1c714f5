import type { ShellSnippet } from '../shell-sources.js';
import { type ShellCommand, type ShellWord } from '../shell-view.js';
/** What one parsed shell command does with its input and output: runs stdin, decodes, saves a download. */
export declare function commandText(snippet: ShellSnippet, cmd: ShellCommand): string;
/** Does this interpreter run what arrives on stdin? (`bash`, `sh -s`, `python3 -`, `iex`, not `python -m json.tool`). */
export declare function execsStdin(cmd: ShellCommand): boolean;
export declare function isDecoder(cmd: ShellCommand): boolean;
/** The word of `parent` that contains offset `at`. */
export declare function wordAt(parent: ShellCommand, at: number): {
    word: ShellWord;
    index: number;
} | undefined;
export declare function downloadedFile(cmd: ShellCommand): string | undefined;
export declare const baseName: (p: string) => string;
export declare function firstPositional(cmd: ShellCommand): number;
