/**
 * Tcl code fetched with the `http` package and evaluated: `set tok [::http::geturl $url]` in one statement,
 * `namespace eval ::x [::http::data $tok]` (or `eval`, `uplevel #0`, `interp eval`) in another — the shape of
 * an EDA tool's start-up script that refreshes its helpers from a server. The URL is read as written, with
 * the script's simple `set` values put in (`set lab [join {198 51 100 57} .]`), so the host is known.
 * Read on the text (no Tcl parser); linear patterns, bounded counts.
 */

const GETURL = /(?:^|[\s[;])(?:::)?http::geturl\s+("[^"\n]{1,400}"|\{[^}\n]{1,400}\}|[^\s\]]{1,400})/g;
const EVAL_OF_DATA =
  /(?:^|[\s[;{])(?:eval|uplevel(?:\s+#?\d{1,3})?|namespace\s+eval\s+[^\s[]{1,200}|interp\s+eval\s+[^\s[]{1,200})\s+\[\s*(?:::)?http::data\s/g;
const SET =
  /(?:^|[\s[;{])set\s+([A-Za-z_]\w{0,63})\s+(\[join\s+\{([^}\n]{1,200})\}\s+(\S{1,4})\]|"[^"\n]{0,400}"|\{[^}\n]{0,400}\}|[^\s\]]{1,400})/g;
const MAX_TEXT = 256 * 1024;

/** The simple values a Tcl script `set`s: literals, and `[join {a b c} sep]` of literal words. */
function tclSets(src: string): Map<string, string> {
  const vars = new Map<string, string>();
  let n = 0;
  for (const m of src.matchAll(SET)) {
    if (n++ >= 256) break;
    const value =
      m[3] !== undefined ? m[3].trim().split(/\s+/).join(m[4]!) : m[2]!.replace(/^["{]|["}]$/g, '');
    if (!value.includes('[')) vars.set(m[1]!, value);
  }
  return vars;
}

/** `$name` and `${name}` replaced by what the script set them to (left as written when unknown). */
function substitute(s: string, vars: ReadonlyMap<string, string>): string {
  return s.replace(/\$\{?([A-Za-z_]\w{0,63})\}?/g, (all, name: string) => vars.get(name) ?? all);
}

/** Tcl remote evals in `text` (at most `max`): the eval of fetched data, with the URL it came from. */
export function tclRemoteEvals(
  text: string,
  max = 4,
): Array<{ start: number; end: number; via: string; url: string }> {
  if (!/http::geturl/.test(text)) return [];
  const src = text.slice(0, MAX_TEXT);
  const urls: string[] = [];
  for (const m of src.matchAll(GETURL)) {
    if (urls.length >= 8) break;
    urls.push(m[1]!.replace(/^["{]|["}]$/g, ''));
  }
  if (urls.length === 0) return [];
  const vars = tclSets(src);
  const url = substitute(urls[0]!, vars);
  const out: Array<{ start: number; end: number; via: string; url: string }> = [];
  for (const m of src.matchAll(EVAL_OF_DATA)) {
    if (out.length >= max) break;
    const start = m.index + (m[0].length - m[0].trimStart().length);
    out.push({ start, end: m.index + m[0].length, via: 'tcl eval of ::http::data', url });
  }
  return out;
}
