/**
 * JavaScript string literals read the way the engine reads them (escapes decoded), and the pure string
 * methods obfuscators use to build names (`'lave'.split('').reverse().join('')`, `.replace(/x/g, '')`,
 * `.slice(1)`), computed on static text only. Nothing here evaluates code.
 */

const SIMPLE_ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  b: '\b',
  f: '\f',
  v: '\v',
  '0': '\0',
};

export interface DecodedEscape {
  text: string;
  /** `\xNN` / `\uNNNN` escapes of printable ASCII: a string written to hide its letters. */
  hidden: number;
}

/** Decodes one escape sequence as written in source (`\x63`, `\u{1F600}`, `\n`, `\'`, line continuation). */
export function decodeEscape(seq: string): DecodedEscape {
  const body = seq.slice(1);
  const c = body[0] ?? '';
  if (c === 'x' && /^x[0-9a-fA-F]{2}$/.test(body)) return hiddenChar(Number.parseInt(body.slice(1), 16));
  if (c === 'u') {
    const hex = body.startsWith('u{') ? body.slice(2, -1) : body.slice(1);
    if (/^[0-9a-fA-F]{1,6}$/.test(hex)) {
      const code = Number.parseInt(hex, 16);
      if (code <= 0x10ffff) return hiddenChar(code);
    }
    return { text: '', hidden: 0 };
  }
  if (/^[0-7]{1,3}$/.test(body) && body !== '0') return hiddenChar(Number.parseInt(body, 8) & 0xff);
  if (c === '\n' || c === '\r' || c === '\u2028' || c === '\u2029') return { text: '', hidden: 0 };
  return { text: SIMPLE_ESCAPES[c] ?? c, hidden: 0 };
}

function hiddenChar(code: number): DecodedEscape {
  const text = String.fromCodePoint(code);
  return { text, hidden: code >= 0x20 && code < 0x7f ? 1 : 0 };
}

/** Splits static text the way `String.prototype.split` does for a string separator (bounded). */
export function splitText(text: string, sep: string, max = 4096): string[] {
  if (sep === '') return Array.from(text).slice(0, max);
  return text.split(sep, max);
}

/** `text.replace(find, repl)` (first only) or `replaceAll` / a global regex (every occurrence). */
export function replaceText(text: string, find: string, repl: string, all: boolean): string {
  if (find === '') return text;
  // `$` patterns in the replacement are rare in obfuscation; read them literally.
  return all ? text.split(find).join(repl) : text.replace(find, () => repl);
}

/** `slice`/`substring`/`substr` on static text with static numbers. */
export function sliceText(
  method: string,
  text: string,
  a: number | undefined,
  b: number | undefined,
): string {
  const n = text.length;
  const norm = (x: number) => (x < 0 ? Math.max(0, n + x) : Math.min(x, n));
  if (method === 'slice') return text.slice(a ?? 0, b ?? n);
  if (method === 'substring') {
    const s = Math.max(0, Math.min(a ?? 0, n));
    const e = Math.max(0, Math.min(b ?? n, n));
    return text.slice(Math.min(s, e), Math.max(s, e));
  }
  if (method === 'substr') {
    const s = norm(a ?? 0);
    return text.slice(s, s + Math.max(0, b ?? n));
  }
  if (method === 'charAt') return text.charAt(a ?? 0);
  if (method === 'at') return text.at(a ?? 0) ?? '';
  return text;
}

/** `decodeURIComponent` / `unescape` on static text; undefined when it would throw. */
export function uriDecode(text: string, how: 'component' | 'uri' | 'unescape'): string | undefined {
  try {
    if (how === 'unescape')
      return text.replace(/%u([0-9a-fA-F]{4})|%([0-9a-fA-F]{2})/g, (_m, u: string, h: string) =>
        String.fromCharCode(Number.parseInt(u ?? h, 16)),
      );
    return how === 'component' ? decodeURIComponent(text) : decodeURI(text);
  } catch {
    return undefined;
  }
}
