/**
 * Cargo source replacement (supply-chain-redirect): `[source.crates-io] replace-with = "mirror"` in a
 * `.cargo/config.toml` (or `.cargo/config`) makes every download of that source — all of crates.io, build
 * scripts included — come from the `[source.mirror]` table's `registry` (an index, `sparse+https://…`) or
 * `git` repository instead (doc.rust-lang.org/cargo/reference/source-replacement.html). A replacement by a
 * `directory` (what `cargo vendor` prints) or a `local-registry` serves files of the tree and is no redirect.
 * The dotted forms (`source.crates-io.replace-with = "x"`, also inside `--config '…'`) are read too. Read
 * line by line from any text (a TOML block in a Markdown reference as well); loops are bounded and every
 * regex is linear.
 */

export interface CargoReplacement {
  /** Offsets of the `replace-with` line (evidence), through the end of the target's URL line when after it. */
  start: number;
  end: number;
  /** The source replaced (`crates-io`). */
  replaced: string;
  /** The replacement's URL as written (`sparse+` kept off). */
  url: string;
}

interface SourceTable {
  replaceWith?: { name: string; start: number; end: number };
  remote?: { url: string; start: number; end: number };
}

const MAX_LINES = 20_000;
const HEADER = /^[ \t]{0,8}\[[ \t]{0,4}([\w.\-"]{1,200})[ \t]{0,4}\][ \t]*(?:#.{0,500})?$/;
const KEY_VALUE = /^[ \t]{0,8}([\w.\-"]{1,200})[ \t]{0,4}=[ \t]{0,4}["']([^"'\n]{1,500})["']/;
const FENCE = /^[ \t]{0,3}(?:```|~~~)/;
const REMOTE = /^(?:sparse\+|registry\+|git\+)?(https?:\/\/\S{1,500}|ssh:\/\/\S{1,500}|git@\S{1,500})$/i;

/** `source.NAME` (quotes dropped) from a header or a dotted key prefix, or undefined. */
function sourceName(dotted: string): { name: string; rest: string } | undefined {
  const m = /^source\.("?)([\w-]{1,100})\1(?:\.(.{1,100}))?$/.exec(dotted.replace(/[ \t]/g, ''));
  return m ? { name: m[2]!, rest: m[3] ?? '' } : undefined;
}

export function cargoReplacements(text: string): CargoReplacement[] {
  if (!/replace-with/.test(text)) return [];
  const tables = new Map<string, SourceTable>();
  const table = (name: string) => {
    let t = tables.get(name);
    if (t) return t;
    t = {};
    tables.set(name, t);
    return t;
  };
  let current: string | undefined;
  let pos = 0;
  for (let n = 0; n < MAX_LINES && pos <= text.length; n++) {
    const nl = text.indexOf('\n', pos);
    const end = nl < 0 ? text.length : nl;
    const line = text.slice(pos, Math.min(end, pos + 2000));
    const header = HEADER.exec(line);
    if (header || FENCE.test(line)) current = header ? sourceName(header[1]!)?.name : undefined;
    else {
      // `--config 'source.crates-io.replace-with="x"'` on a cargo command line, or a dotted key.
      for (const m of line.matchAll(
        /(source\.[\w."-]{1,200}?)[ \t]{0,4}=[ \t]{0,4}\\?["']([^"'\\\n]{1,500})\\?["']/g,
      )) {
        const s = sourceName(m[1]!);
        if (s && current === undefined)
          setKey(table(s.name), s.rest, m[2]!, pos + m.index, pos + m.index + m[0].length);
      }
      const kv = KEY_VALUE.exec(line);
      if (kv && current !== undefined)
        setKey(table(current), kv[1]!.replace(/"/g, ''), kv[2]!, pos, pos + line.length);
    }
    if (nl < 0) break;
    pos = nl + 1;
  }
  const out: CargoReplacement[] = [];
  for (const [replaced, t] of tables) {
    if (!t.replaceWith) continue;
    const remote = tables.get(t.replaceWith.name)?.remote;
    if (!remote) continue; // a `directory` or `local-registry`, or a table the text does not hold
    out.push({
      start: t.replaceWith.start,
      end: remote.start > t.replaceWith.start ? remote.end : t.replaceWith.end,
      replaced,
      url: remote.url,
    });
    if (out.length >= 20) break;
  }
  return out;
}

function setKey(t: SourceTable, key: string, value: string, start: number, end: number): void {
  if (key === 'replace-with') t.replaceWith = { name: value.trim(), start, end };
  else if (key === 'registry' || key === 'git') {
    const m = REMOTE.exec(value.trim());
    if (m) t.remote = { url: m[1]!, start, end };
  }
}
