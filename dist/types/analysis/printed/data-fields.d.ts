import type { Lang } from '../facts.js';
/**
 * The data files (JSON, YAML, TOML) a program loads as records and prints fields of, and which fields:
 * what a launch point that feeds the agent's context hands the model from a structured file. A
 * UserPromptSubmit hook that loads `rules.yaml` and prints every record's `reminder` puts those values in
 * the context on every prompt, whatever other fields (a `label`, a `sample`) sit beside them; a detector
 * that only matches a prompt against its samples and prints a block decision prints none of them.
 * Read from the program's text, never run: the file reads of printed/python.ts and printed/js.ts (data
 * files instead of documents), `require('./tips.json')`, the jq/yq and PowerShell reads of
 * data-fields-shell.ts; the printed fields from data-fields-code.ts. Bounded by each reader.
 */
export interface PrintedData {
    /** The data file's path pattern (path-values.ts `targetOf`). */
    target: string;
    /** The keys whose values (and everything under them) are printed, or every value. */
    fields: readonly string[] | 'all';
    /** Where the program reads the file. */
    start: number;
    end: number;
}
export declare function printedDataFiles(text: string, lang: Lang | undefined): PrintedData[];
