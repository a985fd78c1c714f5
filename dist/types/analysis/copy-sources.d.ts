import type { Behaviour, WriteClass } from './facts.js';
/**
 * Files a script copies into place (`cp "$here/assets/x" ~/.config/...`, `install -m 0644 …`): where the copy
 * comes from, as written relative to the script, for the reference graph (a copy into a place that runs by
 * itself brings the copied file into the skill's closure, so what it does is read) and for the rules that
 * judge the copy (rules/support/config-copies.ts, sourced-files.ts).
 */
/**
 * A copied file's source as written relative to the copying script, its folder prefix dropped:
 * `$(pwd)/../assets/x.ini`, `${here}/assets/x.ini`, `$SRC/x` → `../assets/x.ini`, `assets/x.ini`, `x`;
 * Python's `${__file__}/../assets/x` → `assets/x`.
 * Undefined when the source has no such prefix and is not relative.
 */
export declare function scriptRelativeSource(from: string): string | undefined;
/** Places whose files run (or are read as instructions) by themselves once written. */
export declare const RUNS_OR_LOADS: ReadonlySet<WriteClass>;
/** The sources (script-relative, as written) of files copied into places that run them. */
export declare function copiedIntoRunningPlaces(behaviours: readonly Behaviour[]): Array<{
    target: string;
    b: Behaviour;
}>;
