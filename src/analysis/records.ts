/** The value at a path of plain mappings (JSON or YAML objects), or undefined where one is missing. */
export function valueAt(data: unknown, path: readonly string[]): unknown {
  let v = data;
  for (const key of path) v = isRecord(v) ? v[key] : undefined;
  return v;
}

/** A plain object parsed from JSON, YAML or TOML (not null, not an array). */
export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
