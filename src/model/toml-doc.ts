import { LineMap } from '../analysis/lines.js';
import { tomlLib } from '../analysis/toml-lib.js';
import type { Region } from '../findings.js';

/**
 * A TOML configuration file: its data (smol-toml, loaded by `loadToml` first) and the regions of the values
 * a finding points at. The parser keeps no positions, so a value is located by its text: the line of the
 * table header `[a.b]` (or `[a."b"]`) for the path's parent, then the first `key =` line under it before the
 * next header — enough for the launch points read from it (`[mcp_servers.x] command = …`, `notify = […]`),
 * falling back to the header line, or to no region.
 */
export class TomlDoc {
  readonly data: unknown;
  readonly error: { message: string; region: Region } | undefined;
  readonly lines: LineMap;
  private readonly text: string;

  constructor(text: string) {
    const toml = tomlLib();
    this.text = text;
    this.lines = new LineMap(text);
    let data: unknown;
    let error: TomlDoc['error'];
    try {
      data = toml.parse(text);
    } catch (e) {
      const err = e as Error & { line?: number; column?: number };
      const line = typeof err.line === 'number' ? err.line : 1;
      const column = typeof err.column === 'number' ? err.column : 1;
      const first = err.message.split('\n')[0] ?? 'invalid TOML';
      error = {
        message: first,
        region: { startLine: line, startColumn: column, endLine: line, endColumn: column + 1 },
      };
    }
    this.data = data;
    this.error = error;
  }

  regionAt(path: ReadonlyArray<string | number>): Region | undefined {
    const keys = path.filter((p): p is string => typeof p === 'string');
    if (keys.length === 0) return undefined;
    for (let split = keys.length - 1; split >= 0; split--) {
      const header = split === 0 ? { start: 0, end: 0 } : this.header(keys.slice(0, split));
      if (header === undefined) continue;
      const at = this.keyLine(header.end, keys[split]!);
      if (at !== undefined) return this.lineRegion(at);
      if (split > 0) return this.lineRegion(header.start);
    }
    return undefined;
  }

  /** Where the header line `[k1.k2]` (quoted segments allowed) starts and ends, or undefined. */
  private header(keys: readonly string[]): { start: number; end: number } | undefined {
    const seg = (k: string) => `(?:${escapeRegExp(k)}|"${escapeRegExp(k)}"|'${escapeRegExp(k)}')`;
    const re = new RegExp(
      `^[ \\t]*\\[[ \\t]*${keys.map(seg).join('[ \\t]*\\.[ \\t]*')}[ \\t]*\\][^\\n]*\\n?`,
      'm',
    );
    const m = re.exec(this.text);
    if (!m) return undefined;
    const indent = m[0].length - m[0].trimStart().length;
    return { start: m.index + indent, end: m.index + m[0].length };
  }

  /** The offset of the `key =` line in the table starting at `from` (before the next header). */
  private keyLine(from: number, key: string): number | undefined {
    const next = this.text.slice(from).search(/^[ \t]*\[/m);
    const body = this.text.slice(from, next < 0 ? undefined : from + next);
    const m = new RegExp(`^[ \\t]*(?:${escapeRegExp(key)}|"${escapeRegExp(key)}")[ \\t]*=`, 'm').exec(body);
    return m ? from + m.index + (m[0].length - m[0].trimStart().length) : undefined;
  }

  private lineRegion(offset: number): Region {
    const nl = this.text.indexOf('\n', offset);
    return this.lines.region(offset, nl < 0 ? this.text.length : nl);
  }
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
