/** A plain object parsed from JSON, YAML or TOML (not null, not an array). */
export declare function isRecord(v: unknown): v is Record<string, unknown>;
