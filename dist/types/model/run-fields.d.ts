/**
 * The values of a named field in a data file ("run its `remediation` command" of each row of a linked CSV, a
 * JSON or YAML key): the commands a text asks the agent to run out of its data. Read with bounded line
 * scans — a CSV header and rows (quoted cells with doubled quotes), `"key": "value"` and `key: value` pairs —
 * not a full parse: the file's own facts already came from its one parse.
 */
export declare const DATA_FILE: RegExp;
/** The field's values in the file's text. */
export declare function fieldValues(path: string, text: string, field: string): string[];
