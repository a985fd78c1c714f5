/**
 * Base85 decoding as Python's `base64.b85decode` (RFC 1924 alphabet, git binary patches) and
 * `base64.a85decode` (Ascii85, optional Adobe `<~ ~>` frame, `z` for four zero bytes) read it: data
 * only, never run, bounded by `max` output bytes. Undefined when the input is not valid for the scheme.
 */
const B85 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~';
const B85_VALUE = new Map([...B85].map((c, i) => [c, i]));

/** Groups of five digits to four bytes; a short last group is padded with the top digit and trimmed. */
function groups(digits: number[], pad: number, max: number): string | undefined {
  let out = '';
  for (let i = 0; i < digits.length && out.length < max; i += 5) {
    const chunk = digits.slice(i, i + 5);
    const missing = 5 - chunk.length;
    while (chunk.length < 5) chunk.push(pad);
    let acc = 0;
    for (const d of chunk) acc = acc * 85 + d;
    if (acc > 0xffffffff) return undefined;
    const bytes = [(acc >>> 24) & 0xff, (acc >>> 16) & 0xff, (acc >>> 8) & 0xff, acc & 0xff];
    out += String.fromCharCode(...bytes.slice(0, 4 - missing));
  }
  return out.slice(0, max);
}

export function base85(input: string, max: number): string | undefined {
  const digits: number[] = [];
  for (const c of input) {
    const v = B85_VALUE.get(c);
    if (v === undefined) return undefined;
    digits.push(v);
    if (digits.length > max * 2) break;
  }
  return digits.length % 5 === 1 ? undefined : groups(digits, 84, max);
}

export function ascii85(input: string, max: number): string | undefined {
  let s = input.replace(/[ \t\r\n\f\v]/g, '');
  if (s.startsWith('<~')) s = s.slice(2);
  if (s.endsWith('~>')) s = s.slice(0, -2);
  const digits: number[] = [];
  for (const c of s) {
    if (c === 'z' && digits.length % 5 === 0) {
      digits.push(0, 0, 0, 0, 0);
    } else {
      const code = c.charCodeAt(0);
      if (code < 33 || code > 117) return undefined;
      digits.push(code - 33);
    }
    if (digits.length > max * 2) break;
  }
  return digits.length % 5 === 1 ? undefined : groups(digits, 84, max);
}
