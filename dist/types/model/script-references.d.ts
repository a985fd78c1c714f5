import type { FileFacts } from '../analysis/extract.js';
import type { LineMap } from '../analysis/lines.js';
import { type RawRef } from '../analysis/references.js';
import type { Region } from '../findings.js';
import type { FileStore } from './files.js';
/**
 * The references of a script (any file that is neither a skill document nor Markdown): the paths its
 * text names, the tools it runs, the files its analysers saw it load, run, copy into a running place or
 * hand to a later process — src/model/file-references.ts's `referencesIn` for code.
 */
type Push = (r: RawRef, region?: Region) => void;
export declare function pushScriptRefs(files: FileStore, path: string, file: {
    text: string;
    lines: LineMap;
}, facts: FileFacts | undefined, push: Push): Promise<void>;
/** The files the analysers saw a unit load or run (`source`), as script-source references not seen yet. */
export declare function pushSourced(facts: FileFacts | undefined, seen: Set<string>, push: Push): void;
/**
 * The file a `source` behaviour loads, relative to the script: the usual script-folder idioms
 * (`$(dirname "$0")`, `$(dirname "${BASH_SOURCE[0]}")`, `${BASH_SOURCE%/*}`, `$SCRIPT_DIR`, `$(pwd)` after a
 * `cd`) are the script's own folder; Python module paths gain `.py`. Anything else computed is not followed.
 */
export declare function sourcedPath(text: string, lang: string | undefined): string | undefined;
export {};
