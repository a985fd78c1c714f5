import type { Node } from 'web-tree-sitter';
import { literal } from '../values.js';
import { scriptBlockFromText } from './cmd-exec.js';
import type { PsCtx } from './context.js';
import {
  data,
  itemsOf,
  lit,
  num,
  obj,
  opaque,
  type PsData,
  type PsVal,
  result,
  staticText,
  toValue,
} from './psval.js';

/**
 * Casts: `[char]105` and `[char[]](105,101,120)` build text from numbers, `[byte[]]` builds bytes,
 * `[string]` / `[int]` convert, `[scriptblock]$text` makes code from a string, `[IO.MemoryStream]`
 * wraps bytes for a decompressor.
 */

function charOf(v: PsVal): PsData {
  if (v.k === 'data' && v.num !== undefined) {
    const c = v.num;
    return { k: 'data', v: literal(String.fromCodePoint(c >= 0 && c <= 0x10ffff ? c : 0xfffd)), char: true };
  }
  const t = staticText(v);
  if (t !== undefined && t.length > 0) {
    if (/^\d{1,7}$/.test(t)) return charOf(num(Number(t)));
    return lit(t[0]!);
  }
  return result('char', [v]);
}

export function castTo(ix: PsCtx, type: string, v: PsVal, node: Node): PsVal {
  switch (type) {
    case 'char':
      return charOf(v);
    case 'char[]': {
      const t = staticText(v);
      if (v.k !== 'arr' && t !== undefined)
        return {
          k: 'arr',
          items: Array.from(t)
            .slice(0, 4096)
            .map((c) => lit(c)),
        };
      return { k: 'arr', items: itemsOf(v).slice(0, 65_536).map(charOf) };
    }
    case 'byte[]': {
      const codes = itemsOf(v).map((i) => (i.k === 'data' ? i.num : undefined));
      if (codes.length && codes.every((c) => c !== undefined))
        return { k: 'data', v: result('bytes', [v]).v, bytes: Uint8Array.from(codes as number[]) };
      return v;
    }
    case 'string':
      return data(toValue(v));
    case 'int':
    case 'int32':
    case 'int64':
    case 'long':
    case 'byte': {
      const t = staticText(v);
      if (v.k === 'data' && v.num !== undefined) return v;
      return t !== undefined && /^-?(?:0x[0-9a-f]{1,8}|\d{1,15})$/i.test(t.trim())
        ? num(Number(t.trim()))
        : opaque('number');
    }
    case 'scriptblock':
    case 'management.automation.scriptblock':
      return scriptBlockFromText(ix, v, node);
    case 'io.memorystream':
      return v.k === 'data' ? obj('memorystream', { inner: v }) : v;
    case 'void':
      return lit('');
    default:
      return v;
  }
}
