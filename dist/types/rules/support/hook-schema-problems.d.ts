import { type HookPath, type HookSource, type SchemaError } from '../../discovery/hooks.js';
/**
 * What Claude Code does about each way a hooks definition fails schemas/hooks.schema.json
 * (docs/skills.md §2.4): one message per schema error, said in the runtime's terms.
 */
export declare const NEVER_RUNS = "ignored without an error \u2014 this hook will never run";
export interface Described {
    message: string;
    at: HookPath;
    onKey: boolean;
    /** The fingerprint key: the schema error and the path it is at, no line numbers. */
    key: string;
}
export declare function kindOf(v: unknown): string;
/** The documented name a mis-cased or mis-punctuated one was meant to be (`preToolUse`, `pre_tool_use`). */
export declare function suggestion(name: string, known: readonly string[]): string | undefined;
/** Turns one schema error into what the runtime does about it; undefined when another error says it. */
export declare function describeSchemaError(source: HookSource, e: SchemaError, hooks: unknown): Described | undefined;
