import type { Lang } from '../facts.js';
import type { PrintedFile } from './path-values.js';
/**
 * Text documents a program prints: what a launch point that feeds the agent's context (a SessionStart hook's
 * output, a `!` line's, a hook's `additionalContext`) hands the model, so the reference graph reaches them
 * as text the agent reads (src/model/context-feeds.ts). Read from the program's text, never run: the files
 * a shell command writes to standard output (`cat "$doc"`, `sed -n '/a/,/b/p' FILE`, `jq --rawfile c FILE`)
 * and the files a Python or JavaScript program reads as text (`path.read_text()`, `readFileSync(p)`) when
 * it prints at all, their paths rebuilt from the program's own assignments, loops and runtime folders, a
 * part computed at run time kept as `*` (`conventions.$lang.md` is every `conventions.*.md`). Only
 * documents (`.md`, `.txt` …): a program reads its own configuration too, and prints none of it.
 */
export { isTextDocument } from './path-values.js';
export type { PrintedFile };
export declare function printedFiles(text: string, lang: Lang | undefined): PrintedFile[];
