/** The value at a path of plain mappings (JSON or YAML objects), or undefined where one is missing. */
export declare function valueAt(data: unknown, path: readonly string[]): unknown;
/** A plain object parsed from JSON, YAML or TOML (not null, not an array). */
export declare function isRecord(v: unknown): v is Record<string, unknown>;
