import { csvCells } from '../analysis/csv-cells.js';

/**
 * The values of a named field in a data file ("run its `remediation` command" of each row of a linked CSV, a
 * JSON or YAML key): the commands a text asks the agent to run out of its data. Read with bounded line
 * scans — a CSV header and rows (quoted cells with doubled quotes), `"key": "value"` and `key: value` pairs —
 * not a full parse: the file's own facts already came from its one parse.
 */

const MAX_VALUES = 64;
const MAX_VALUE = 4_096;
export const DATA_FILE = /\.(?:csv|tsv|json|jsonl|ndjson|ya?ml)$/i;

/** The field's values in the file's text. */
export function fieldValues(path: string, text: string, field: string): string[] {
  if (/\.[ct]sv$/i.test(path)) return csvColumn(text, field, /\.tsv$/i.test(path) ? '\t' : ',');
  const out: string[] = [];
  const key = field.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const json = new RegExp(`"${key}"\\s{0,8}:\\s{0,8}"((?:[^"\\\\\\n]|\\\\.){1,${MAX_VALUE}})"`, 'g');
  for (const m of text.matchAll(json)) {
    out.push(jsonString(m[1]!));
    if (out.length >= MAX_VALUES) return out;
  }
  const yaml = new RegExp(`^[ \\t-]{0,40}${key}:[ \\t]{1,8}(.{1,${MAX_VALUE}})$`, 'gm');
  for (const m of text.matchAll(yaml)) {
    const value = m[1]!.trim().replace(/^(["'])(.*)\1$/, '$2');
    // `cmd: |` opens a block scalar on the next lines: not a command of its own.
    if (/^[|>][-+]?$/.test(value)) continue;
    out.push(value);
    if (out.length >= MAX_VALUES) return out;
  }
  return out;
}

/** A JSON string's content, escapes decoded; a bad escape (`C:\Windows`) keeps the text as written. */
function jsonString(raw: string): string {
  try {
    return JSON.parse(`"${raw}"`) as string;
  } catch {
    return raw;
  }
}

function csvColumn(text: string, field: string, sep: string): string[] {
  const rows = text.split('\n', MAX_VALUES + 1).map((l) => csvCells(l.replace(/\r$/, ''), sep));
  const col = rows[0]?.findIndex((c) => c.trim().toLowerCase() === field.toLowerCase()) ?? -1;
  if (col < 0) return [];
  return rows
    .slice(1)
    .map((r) => r[col]?.trim() ?? '')
    .filter((v) => v !== '');
}
