import type { SecretClass, Taint, Value } from './facts.js';
/**
 * Building abstract values (src/analysis/facts.ts `Value`): constants fold, unknown parts stay visible as
 * `${name}`, taints accumulate. Every analyzer builds values with these so the rules read one shape.
 */
export declare const MAX_VALUE_TEXT = 2000;
/** `from` of text a script carries in its own file after its code (Perl's `__DATA__`): shipped with it. */
export declare const OWN_DATA_SECTION = "the script's own __DATA__ section";
/**
 * The runtime's own folders, set in every hook and skill command it runs: a script's fallback for them
 * (`${CLAUDE_PLUGIN_ROOT:-…}`, `os.environ.get("CLAUDE_PLUGIN_ROOT") or …`) does not run there.
 */
export declare const RUNTIME_DIR_VAR: RegExp;
/** The value is one of the runtime's folders, as read from the environment (`${CLAUDE_PLUGIN_ROOT}`). */
export declare function isRuntimeDir(v: Value): boolean;
export declare function literal(text: string): Value;
/** A variable or expression whose value is not known statically. */
export declare function unknown(name: string, taints?: readonly Taint[]): Value;
export declare function tainted(v: Value, taint: Taint, extra?: {
    from?: string;
    secret?: SecretClass;
}): Value;
export declare function concat(parts: readonly Value[]): Value;
/** Data derived from inputs (a transformation we do not model): taints flow, the text is a summary. */
export declare function derived(text: string, inputs: readonly Value[]): Value;
export declare function hasTaint(v: Value | undefined, t: Taint): boolean;
/** A secret-named environment variable (`$GITHUB_TOKEN`): unknown text, env and secret taints. */
export declare function secretEnv(name: string, from?: string): Value;
/** Values joined as path parts with `/`, repeated slashes folded (a URL's `//` kept): `File.join`, `filepath.Join`. */
export declare function joinPath(parts: readonly Value[]): Value;
/**
 * Content worth a write fact wherever it is written (no write class for the path): a download, run when
 * another program runs the file (rules/support/produced-runs.ts), and a secret or a copy of the session's
 * transcript (a file read from the event's `transcript_path`), sent when another program sends the file
 * (rules/support/carried-files.ts).
 */
export declare function stagedContent(v: Value): boolean;
