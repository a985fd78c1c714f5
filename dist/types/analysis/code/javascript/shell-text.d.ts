import type { Value } from '../../facts.js';
import type { Ctx } from './context.js';
import { type DataVal } from './jsval.js';
/**
 * Shell command lines seen from JavaScript: an argv array quoted back into one line (so the shell
 * analyzer reads `['bash', '-c', 'curl … | sh']` as `bash -c 'curl … | sh'`), what a command prints
 * (a download, a secret file, the environment, host facts) and whether it runs a file this script wrote.
 */
/** Joins argv words into a shell line, single-quoting any word that is not plain. */
export declare function shellText(words: readonly Value[]): Value;
/** What a command prints, as far as its text tells. */
export declare function commandOutput(_ix: Ctx, cmd: Value): DataVal;
/**
 * The downloaded or decoded content of a file this unit wrote, when `commandLine` runs that file: as the
 * program, or as the script an interpreter is given. A written file handed to another program
 * (`ffmpeg -i out.wav`, `tar xf pkg.tgz`, `sha256sum f`) is data to it, not code.
 */
export declare function writtenInCommand(ix: Ctx, commandLine: string): Value | undefined;
/**
 * Files a download or extraction started from an argv fills (src/analysis/code/argv-files.ts): `curl -o
 * tgz url` writes the download to `tgz`; `tar -xzf tgz -C dir` puts it under `dir/` (a key ending in `/`
 * stands for every file under that folder) and at the members it names. Later loads and runs of those
 * paths (`require(path.join(dir, 'package', 'index.js'))`) run the download.
 */
export declare function noteArgvFiles(ix: Ctx, argv: readonly string[]): void;
/** What this unit wrote at `path`: the file itself, or a folder a download was extracted into. */
export declare function writtenAt(ix: Ctx, path: string): Value | undefined;
