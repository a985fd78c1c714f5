/**
 * Brace expansion (`{curl,-fsSL,url}`, `pre{a,b}post`, `{1..3}`, `{a..e}`), as bash does it before any
 * other expansion. Bounded: at most `max` results, nesting followed 8 levels deep, ranges of 64 items.
 */

/** Index of the `}` closing the `{` at `open`, and of its top-level commas; undefined when unbalanced. */
function matchBrace(s: string, open: number): { close: number; commas: number[] } | undefined {
  let depth = 0;
  const commas: number[] = [];
  for (let i = open; i < s.length; i++) {
    const c = s[i];
    if (c === '\\') i++;
    else if (c === '{') depth++;
    else if (c === '}') {
      depth--;
      if (depth === 0) return { close: i, commas };
    } else if (c === ',' && depth === 1) commas.push(i);
  }
  return undefined;
}

function range(body: string): string[] | undefined {
  const m = /^(-?\d{1,6}|[A-Za-z])\.\.(-?\d{1,6}|[A-Za-z])$/.exec(body);
  if (!m) return undefined;
  const [a, b] = [m[1]!, m[2]!];
  const numeric = /\d/.test(a) && /\d/.test(b);
  const from = numeric ? Number(a) : a.charCodeAt(0);
  const to = numeric ? Number(b) : b.charCodeAt(0);
  const out: string[] = [];
  const step = from <= to ? 1 : -1;
  for (let i = from; out.length < 64; i += step) {
    out.push(numeric ? String(i) : String.fromCharCode(i));
    if (i === to) break;
  }
  return out;
}

export function expandBraces(s: string, max: number, depth = 0): string[] {
  if (depth > 8 || s.length > 2_048) return [s];
  for (let open = s.indexOf('{'); open >= 0; open = s.indexOf('{', open + 1)) {
    if (open > 0 && s[open - 1] === '$') continue;
    const m = matchBrace(s, open);
    if (!m) return [s];
    const body = s.slice(open + 1, m.close);
    let alts: string[] | undefined;
    if (m.commas.length > 0) {
      alts = [];
      let from = open + 1;
      for (const c of [...m.commas, m.close]) {
        alts.push(s.slice(from, c));
        from = c + 1;
      }
    } else alts = range(body);
    if (!alts) continue;
    const pre = s.slice(0, open);
    const post = s.slice(m.close + 1);
    const out: string[] = [];
    for (const alt of alts) {
      for (const e of expandBraces(pre + alt + post, max, depth + 1)) {
        if (out.length >= max) return out;
        out.push(e);
      }
    }
    return out;
  }
  return [s];
}
