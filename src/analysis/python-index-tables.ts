/**
 * Python package indexes declared in TOML tables (supply-chain-redirect): uv's `[[tool.uv.index]]` and
 * `[tool.uv] index-url`/`extra-index-url` in pyproject.toml, `[[index]]` and top-level keys in uv.toml,
 * Poetry's `[[tool.poetry.source]]`, PDM's `[[tool.pdm.source]]`, Rye's `[[tool.rye.sources]]` and the
 * Pipfile's `[[source]]`. Read line by line from any text — a .toml file or a TOML block in a Markdown
 * reference that tells the agent to write it — without a TOML parser, since a Markdown file is no TOML.
 *
 * Which tables move installs: an index uv searches by default (`default = true` replaces PyPI; an index
 * without `explicit = true` is searched before PyPI), a Poetry source of priority `primary`/`default`
 * (also when no priority is given: Poetry then stops using PyPI), any PDM, Rye or Pipfile source. An
 * `explicit` index or source serves only the packages pinned to it by name, so it counts only when the
 * text pins a package to it (`acme = { index = "mirror" }`). Poetry's supplemental and secondary sources
 * are asked only for what PyPI lacks and are left out. Every loop is bounded; regexes are linear.
 */

export interface IndexTableHit {
  /** Offsets of the `url = "…"` (or `index-url = …`) line's key and value. */
  start: number;
  end: number;
  url: string;
  tool: 'uv' | 'poetry' | 'pdm' | 'rye' | 'pipenv';
  /** What the table does to resolution, for the message. */
  how: 'replaces' | 'before' | 'pinned' | 'added';
  /** For `pinned`: the package names the text binds to this index (lower-cased), in text order. */
  pinned?: string[];
}

const MAX_LINES = 20_000;
const MAX_HITS = 100;

/** The tables whose `url` names a package index, by tool. */
const INDEX_TABLES: Record<string, IndexTableHit['tool']> = {
  'tool.uv.index': 'uv',
  index: 'uv',
  'tool.poetry.source': 'poetry',
  'tool.pdm.source': 'pdm',
  'tool.rye.sources': 'rye',
  source: 'pipenv',
};
/** Tables (and the top level of uv.toml) whose `index-url`/`extra-index-url` keys set uv's indexes. */
const UV_SETTINGS = new Set(['tool.uv', 'tool.uv.pip', 'pip', '']);

const HEADER = /^[ \t]{0,8}\[(\[?)[ \t]{0,4}([\w.\-"]{1,100})[ \t]{0,4}\]\]?[ \t]*(?:#.{0,500})?$/;
const KEY_VALUE = /^[ \t]{0,8}([\w-]{1,40})[ \t]{0,4}=[ \t]{0,4}(.{0,1000})$/;
const QUOTED_URL = /["'](https?:\/\/[^"'\s]{1,500})["']/g;
const FENCE = /^[ \t]{0,3}(?:```|~~~)/;
const MAY_DECLARE = /\[\[?[ \t]{0,4}"?(?:tool\.(?:uv|poetry|pdm|rye)|index\b|source\b)|index-url|find-links/i;

interface Table {
  name: string;
  array: boolean;
  keys: Map<string, { value: string; start: number; end: number }>;
}

export function pythonIndexTables(text: string): IndexTableHit[] {
  // Most texts declare no index table: one search for the table names and keys before the line loop.
  if (!MAY_DECLARE.test(text) || !/https?:\/\//i.test(text)) return [];
  const out: IndexTableHit[] = [];
  let table: Table | undefined;
  let pos = 0;
  for (let n = 0; n < MAX_LINES && pos <= text.length && out.length < MAX_HITS; n++) {
    const nl = text.indexOf('\n', pos);
    const end = nl < 0 ? text.length : nl;
    const line = text.slice(pos, Math.min(end, pos + 2000));
    const header = HEADER.exec(line);
    if (header || FENCE.test(line)) {
      if (table) judgeTable(table, text, out);
      table = header
        ? { name: header[2]!.replace(/"/g, ''), array: header[1] === '[', keys: new Map() }
        : { name: '', array: false, keys: new Map() };
    } else {
      const kv = KEY_VALUE.exec(line);
      if (kv) {
        table ??= { name: '', array: false, keys: new Map() };
        let value = kv[2]!.trim();
        let stop = pos + line.length;
        // An array written over several lines (`extra-index-url = [` … `]`): read on to its bracket.
        if (value.startsWith('[') && !value.includes(']')) {
          const close = text.indexOf(']', stop);
          if (close > 0 && close - stop < 5_000) {
            value = text.slice(pos + line.indexOf('['), close + 1);
            stop = close + 1;
          }
        }
        table.keys.set(kv[1]!.toLowerCase(), { value, start: pos, end: stop });
      }
    }
    if (nl < 0) break;
    pos = nl + 1;
  }
  if (table) judgeTable(table, text, out);
  return out;
}

function unquote(v: string | undefined): string {
  const text = v ?? '';
  const hash = text.indexOf('#'); // a trailing comment
  const bare = (hash < 0 ? text : text.slice(0, hash)).trim();
  return bare
    .replace(/^["']|["']$/g, '')
    .trim()
    .toLowerCase();
}

function judgeTable(t: Table, text: string, out: IndexTableHit[]): void {
  const tool = INDEX_TABLES[t.name];
  if (tool && t.array) {
    const url = t.keys.get('url');
    const found = url ? /^["'](https?:\/\/[^"'\s]{1,500})["']/.exec(url.value) : null;
    if (!url || !found) return;
    const how = indexEffect(t, tool, text);
    if (!how) return;
    const pinned = how === 'pinned' ? pinnedNames(text, unquote(t.keys.get('name')?.value)) : [];
    out.push({
      start: url.start,
      end: url.end,
      url: found[1]!,
      tool,
      how,
      ...(pinned.length ? { pinned } : {}),
    });
    return;
  }
  if (!UV_SETTINGS.has(t.name)) return;
  for (const key of ['index-url', 'extra-index-url', 'find-links']) {
    const kv = t.keys.get(key);
    if (!kv) continue;
    // Quoted or in an array; a bare URL (pip.conf's `index-url = https://…`) is read with pip.conf's lines.
    let first = true;
    for (const m of text.slice(kv.start, kv.end).matchAll(QUOTED_URL)) {
      // The first URL's evidence starts at the key; later ones at themselves, so none hides another.
      const at = kv.start + m.index;
      out.push({
        start: first ? kv.start : at,
        end: at + m[0].length,
        url: m[1]!,
        tool: 'uv',
        how: key === 'index-url' ? 'replaces' : 'added',
      });
      first = false;
      if (out.length >= MAX_HITS) return;
    }
  }
}

/** How the table's index takes part in resolution, or undefined when it serves nothing by itself. */
function indexEffect(t: Table, tool: IndexTableHit['tool'], text: string): IndexTableHit['how'] | undefined {
  const flag = (k: string) => unquote(t.keys.get(k)?.value);
  const explicit = flag('explicit') === 'true' || flag('priority') === 'explicit';
  if (explicit) return pinnedTo(text, unquote(t.keys.get('name')?.value)) ? 'pinned' : undefined;
  if (tool === 'uv') return flag('default') === 'true' ? 'replaces' : 'before';
  if (tool === 'poetry') {
    const priority = flag('priority');
    if (priority === 'supplemental' || flag('secondary') === 'true') return undefined;
    return 'replaces'; // primary, default, or no priority (Poetry then drops PyPI)
  }
  return 'added';
}

/** The text pins a package to the named index or source (`pkg = { index = "name" }`, `source = "name"`). */
function pinnedTo(text: string, name: string): boolean {
  if (!name || name.length > 100) return false;
  const escaped = name.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
  return new RegExp(`\\b(?:index|source)[ \\t]{0,4}=[ \\t]{0,4}["']${escaped}["']`, 'i').test(text);
}

/**
 * The package names bound to the named index: `pkg = { index = "name" }` in `[tool.uv.sources]`,
 * `pkg = { version = "1", source = "name" }` in Poetry's dependencies. At most 50, lower-cased.
 */
export function pinnedNames(text: string, name: string): string[] {
  if (!name || name.length > 100) return [];
  const escaped = name.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
  const re = new RegExp(
    `^[ \\t]{0,8}["']?([A-Za-z0-9][\\w.-]{0,100})["']?[ \\t]{0,4}=[ \\t]{0,4}\\{[^}\\n]{0,300}?\\b(?:index|source)[ \\t]{0,4}=[ \\t]{0,4}["']${escaped}["']`,
    'gim',
  );
  const out: string[] = [];
  for (const m of text.matchAll(re)) {
    out.push(m[1]!.toLowerCase());
    if (out.length >= 50) break;
  }
  return out;
}
