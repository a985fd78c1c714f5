import { brotliDecompressSync, gunzipSync, inflateRawSync, inflateSync, unzipSync } from 'node:zlib';
import type { Node } from 'web-tree-sitter';
import type { DecodeScheme, Value } from '../../facts.js';
import { isMostlyPrintable, PAYLOAD_LIMITS } from '../../payloads.js';
import { fixedRegexText } from '../../strings.js';
import { concat, literal, MAX_VALUE_TEXT, tainted } from '../values.js';
import type { Args, Ctx } from './context.js';
import { pipe } from './handles.js';
import {
  type ArrVal,
  type DataVal,
  data,
  elementOf,
  type JsVal,
  joinItems,
  lit,
  num,
  opaque,
  ph,
  realTaints,
  ref,
  result,
  staticText,
  toValue,
} from './jsval.js';
import { replaceText, sliceText, splitText, uriDecode } from './strings.js';
import { callbackParams, callCallbacks, type Handler, invokeCallbacks } from './support.js';

/**
 * Decoders and the string/array methods obfuscation is built from. Static input is decoded here — on
 * data, never run — and the text is kept (bounded) so an `eval` of it can be analysed as JavaScript:
 * `Buffer.from(b64, 'base64')`, `atob`, `String.fromCharCode(...codes.map(c => c ^ k))`, `zlib.*Sync`,
 * `decodeURIComponent`, `'…'.split('').reverse().join('')`, `.replace(/x/g, '')`.
 */

const MAX_DECODED = PAYLOAD_LIMITS.maxDecoded;

/** A decoded value: text kept when static, `decoded` taint always; the decode fact is reported. */
function decoded(
  ix: Ctx,
  node: Node,
  scheme: DecodeScheme,
  input: Value,
  bytes: Uint8Array | undefined,
): DataVal {
  const text = bytes ? Buffer.from(bytes).toString('utf8').slice(0, MAX_DECODED) : undefined;
  const printable = text !== undefined && isMostlyPrintable(text);
  // Decoding data that arrives at run time (a file format, an API payload) is ordinary; decoding a blob
  // written in the code is what obfuscation looks like. Only the latter is a fact (an execute of the
  // former still carries the `decoded` taint).
  if (bytes)
    ix.emit({ kind: 'decode', scheme, input, ...(printable ? { decoded: text.slice(0, 2000) } : {}) }, node);
  const base: Value = printable
    ? { ...literal(text), taints: input.taints.slice() }
    : { text: `\${${scheme}-decoded}`, literal: false, taints: input.taints.slice() };
  const v = tainted(
    {
      ...base,
      ...(input.secret ? { secret: input.secret } : {}),
      ...(input.from ? { from: input.from } : {}),
    },
    'decoded',
  );
  return bytes ? { k: 'data', v, bytes } : { k: 'data', v };
}

function bytesOfCodes(items: readonly JsVal[]): Uint8Array | undefined {
  const out: number[] = [];
  for (const it of items.slice(0, MAX_DECODED)) {
    if (it.k !== 'data' || it.num === undefined) return undefined;
    out.push(it.num & 0xff);
  }
  return Uint8Array.from(out);
}

/** `Buffer.from(x, enc)`: base64/hex decode; a byte array is char codes; utf8 text passes through. */
const bufferFrom: Handler = (ix, args, node) => {
  const src = args.vals[0];
  const enc = (staticText(args.vals[1]) ?? 'utf8').toLowerCase();
  if (src?.k === 'arr') {
    const bytes = bytesOfCodes(src.items);
    return decoded(ix, node, 'charcode', toValue(src), bytes);
  }
  const v = toValue(src);
  if (enc === 'base64' || enc === 'base64url') {
    const bytes =
      v.literal || v.taints.includes('decoded')
        ? Buffer.from(v.text.slice(0, PAYLOAD_LIMITS.maxBlobChars), 'base64')
        : undefined;
    return decoded(ix, node, 'base64', v, bytes);
  }
  if (enc === 'hex') {
    const bytes =
      v.literal || v.taints.includes('decoded')
        ? Buffer.from(v.text.slice(0, PAYLOAD_LIMITS.maxBlobChars), 'hex')
        : undefined;
    return decoded(ix, node, 'hex', v, bytes);
  }
  if (src?.k === 'data' && src.bytes) return src;
  const wide = enc === 'utf16le' || enc === 'ucs2' || enc === 'ucs-2' || enc === 'utf-16le';
  const bytes = v.literal ? Buffer.from(v.text.slice(0, MAX_DECODED), wide ? 'utf16le' : 'utf8') : undefined;
  return { k: 'data', v, ...(bytes ? { bytes } : {}) };
};

const atob: Handler = (ix, args, node) => {
  const v = toValue(args.vals[0]);
  const bytes =
    v.literal || v.taints.includes('decoded')
      ? Buffer.from(v.text.slice(0, PAYLOAD_LIMITS.maxBlobChars), 'base64')
      : undefined;
  return decoded(ix, node, 'base64', v, bytes);
};

/** Characters decoded one call at a time: static text that carries the `decoded` taint into a join. */
function computedChars(text: string): DataVal {
  return { k: 'data', v: tainted(literal(text), 'decoded') };
}

/** `String.fromCharCode(104, 105)` / `(...codes)`. */
const fromCharCode: Handler = (ix, args, node) => {
  const codes: number[] = [];
  for (const a of args.vals) {
    if (a.k !== 'data' || a.num === undefined) return result('fromCharCode', args.vals);
    codes.push(a.num);
    if (codes.length > MAX_DECODED) break;
  }
  const text = codes.map((c) => String.fromCodePoint(c >= 0 && c <= 0x10ffff ? c : 0xfffd)).join('');
  // One character from a code worked out at run time (`String.fromCharCode(c ^ key)` in a `.map`): the
  // string the characters are joined into is decoded text, though each call alone decodes too little to
  // report. Codes written as number literals are only a way to spell a character.
  if (text.length < 4 && !args.nodes.every((n) => n.type === 'number')) return computedChars(text);
  if (text.length < 4) return lit(text);
  return decoded(ix, node, 'charcode', literal(codes.join(',').slice(0, 2000)), Buffer.from(text, 'utf8'));
};

const zlib =
  (scheme: DecodeScheme, fn: (b: Uint8Array, o: { maxOutputLength: number }) => Buffer): Handler =>
  (ix, args, node) => {
    const src = args.vals[0];
    let bytes: Uint8Array | undefined;
    if (src?.k === 'data' && src.bytes) {
      try {
        bytes = fn(src.bytes, { maxOutputLength: MAX_DECODED });
      } catch {
        bytes = undefined;
      }
    }
    const out = decoded(ix, node, scheme, toValue(src), bytes);
    invokeCallbacks(ix, args, [opaque('error'), out]);
    return out;
  };

const uri =
  (how: 'component' | 'uri' | 'unescape'): Handler =>
  (ix, args, node) => {
    const v = toValue(args.vals[0]);
    if (!v.literal) return data({ ...v, literal: false });
    const text = uriDecode(v.text, how);
    if (text === undefined || text === v.text) return lit(text ?? v.text);
    if (!/%[0-9a-f]{2}[^%]{0,3}%[0-9a-f]{2}/i.test(v.text)) return lit(text);
    return decoded(ix, node, 'escape', v, Buffer.from(text, 'utf8'));
  };

/** `pipeline(src, …transforms, dest)` (node:stream, stream/promises): the source flows into the last stream. */
const pipeline: Handler = (ix, args, node) => {
  const vals = args.vals.filter((v) => v.k !== 'fn');
  return vals.length >= 2 ? pipe(ix, vals[0]!, vals[vals.length - 1], node) : opaque('pipeline');
};

export const DECODE_HANDLERS: Record<string, Handler> = {
  'stream.pipeline': pipeline,
  'stream.promises.pipeline': pipeline,
  'Buffer.from': bufferFrom,
  'buffer.Buffer.from': bufferFrom,
  'new Buffer': bufferFrom,
  Buffer: bufferFrom,
  'Buffer.concat': (_ix, args) => data(toValue(args.vals[0])),
  atob,
  'String.fromCharCode': fromCharCode,
  'String.fromCodePoint': fromCharCode,
  'zlib.inflateSync': zlib('zlib', inflateSync),
  'zlib.inflate': zlib('zlib', inflateSync),
  'zlib.inflateRawSync': zlib('zlib', inflateRawSync),
  'zlib.unzipSync': zlib('gzip', unzipSync),
  'zlib.gunzipSync': zlib('gzip', gunzipSync),
  'zlib.gunzip': zlib('gzip', gunzipSync),
  'zlib.brotliDecompressSync': zlib('other', brotliDecompressSync),
  decodeURIComponent: uri('component'),
  decodeURI: uri('uri'),
  unescape: uri('unescape'),
  'querystring.unescape': uri('component'),
  'new TextDecoder': () => ref('TextDecoder#'),
  'new util.TextDecoder': () => ref('TextDecoder#'),
  'TextDecoder#.decode': (_ix, args) => args.vals[0] ?? opaque('text'),
  'Uint8Array.from': (ix, args, node) =>
    bufferFrom(ix, { vals: args.vals.slice(0, 1), nodes: args.nodes }, node, 'Uint8Array'),
  'new Uint8Array': (ix, args, node) =>
    bufferFrom(ix, { vals: args.vals.slice(0, 1), nodes: args.nodes }, node, 'Uint8Array'),
  'crypto.createDecipheriv': () => ref('decipher#'),
  'crypto.createDecipher': () => ref('decipher#'),
  'decipher#.update': (ix, args, node) => decoded(ix, node, 'other', toValue(args.vals[0]), undefined),
  'decipher#.final': () => data(tainted(literal(ph('decrypted')), 'decoded')),
};

// -------------------------------------------------------------------------------------------------
// Methods of strings and arrays

/** Methods on a string or opaque datum. Undefined: not modelled (the caller reads it generically). */
export function dataMethod(ix: Ctx, recv: DataVal, prop: string, args: Args, node: Node): JsVal | undefined {
  const text = recv.v.literal ? recv.v.text : undefined;
  const n = (i: number) => (args.vals[i]?.k === 'data' ? (args.vals[i] as DataVal).num : undefined);
  switch (prop) {
    case 'toString':
    case 'valueOf':
    case 'trim':
    case 'trimStart':
    case 'trimEnd':
    case 'normalize':
    case 'text':
      if (recv.bytes && prop === 'toString') return bytesToString(ix, recv, staticText(args.vals[0]), node);
      if (text !== undefined && prop.startsWith('trim')) return lit(text.trim());
      return recv;
    case 'toLowerCase':
    case 'toUpperCase':
      return text !== undefined
        ? lit(prop === 'toLowerCase' ? text.toLowerCase() : text.toUpperCase())
        : recv;
    case 'split': {
      const sep = args.vals[0];
      const sepText = sep?.k === 'data' && sep.regex ? fixedRegexText(sep.regex.pattern) : staticText(sep);
      if (text === undefined || sepText === undefined)
        return { k: 'arr', items: [data({ ...recv.v, literal: false, text: ph('part') })] };
      return {
        k: 'arr',
        items: splitText(text, sepText).map((s) => lit(s)),
        ...(sepText === '' ? { chars: true } : {}),
      };
    }
    case 'replace':
    case 'replaceAll': {
      const find = args.vals[0];
      const repl = staticText(args.vals[1]);
      const regex = find?.k === 'data' ? find.regex : undefined;
      const findText = regex ? fixedRegexText(regex.pattern) : staticText(find);
      if (text === undefined || findText === undefined || repl === undefined)
        return result('replaced', [recv, args.vals[1] ?? lit('')]);
      return lit(
        replaceText(text, findText, repl, prop === 'replaceAll' || (regex?.flags.includes('g') ?? false)),
      );
    }
    case 'slice':
    case 'substring':
    case 'substr':
    case 'charAt':
    case 'at':
      return text !== undefined ? lit(sliceText(prop, text, n(0), n(1))) : result(prop, [recv]);
    case 'charCodeAt':
    case 'codePointAt':
      return text !== undefined ? num(text.codePointAt(n(0) ?? 0) ?? 0) : opaque('code');
    case 'concat':
      return data(concat([recv.v, ...args.vals.map((a) => toValue(a))]));
    case 'repeat':
      return text !== undefined && (n(0) ?? 0) * text.length <= 4096
        ? lit(text.repeat(n(0) ?? 0))
        : result(prop, [recv]);
    case 'pipe':
      return pipe(ix, recv, args.vals[0], node);
    case 'then':
    case 'on':
    case 'once': {
      const params = realTaints(recv.v).length ? [recv, recv] : callbackParams([recv]);
      if (prop !== 'then') {
        invokeCallbacks(ix, args, params);
        return recv;
      }
      return callCallbacks(ix, args, params)[0] ?? recv;
    }
    default:
      return undefined;
  }
}

function bytesToString(ix: Ctx, recv: DataVal, enc: string | undefined, node: Node): JsVal {
  const e = (enc ?? 'utf8').toLowerCase();
  if (e === 'base64' || e === 'hex' || e === 'base64url') {
    // Encoding known bytes is pure: the text is what a later decoder (`powershell -enc`) will decode.
    if (!recv.v.literal) return result('encoded', [recv]);
    return {
      k: 'data',
      v: literal(
        Buffer.from(recv.bytes!)
          .toString(e as BufferEncoding)
          .slice(0, MAX_VALUE_TEXT),
      ),
    };
  }
  if (e === 'latin1' || e === 'binary' || e === 'ascii') {
    const text = Buffer.from(recv.bytes!).toString('latin1').slice(0, MAX_DECODED);
    return { k: 'data', v: recv.v.literal ? literal(text) : { ...recv.v, text } };
  }
  void ix;
  void node;
  return { k: 'data', v: recv.v };
}

/** Methods on arrays: join, reverse (a string reversal when the array is its characters), map/reduce
 *  with a local function (each item, bounded), and the rest generically. */
export function arrayMethod(ix: Ctx, recv: ArrVal, prop: string, args: Args, node: Node): JsVal | undefined {
  switch (prop) {
    case 'join':
      return data(joinItems(recv.items, staticText(args.vals[0]) ?? (args.vals[0] ? '' : ',')));
    case 'toString':
      return data(joinItems(recv.items, ','));
    case 'reverse': {
      const items = recv.items.slice().reverse();
      if (recv.chars && items.length >= 4 && items.every((i) => i.k === 'data' && i.v.literal)) {
        const text = joinItems(items, '').text;
        ix.emit(
          {
            kind: 'decode',
            scheme: 'rev',
            input: literal(joinItems(recv.items, '').text),
            decoded: text.slice(0, 2000),
          },
          node,
        );
        return { k: 'arr', items: [data(tainted(literal(text), 'decoded'))] };
      }
      return { k: 'arr', items, ...(recv.chars ? { chars: true } : {}) };
    }
    case 'map':
      return mapItems(ix, recv, args.vals[0], node);
    case 'reduce':
      return reduceItems(ix, recv, args.vals[0], args.vals[1]);
    case 'concat': {
      const items = recv.items.slice();
      for (const a of args.vals) items.push(...(a.k === 'arr' ? a.items : [a]));
      return { k: 'arr', items: items.slice(0, 4096) };
    }
    case 'slice':
      return { k: 'arr', items: recv.items.slice(numArg(args, 0), numArg(args, 1)) };
    case 'push':
    case 'unshift':
      if (recv.items.length < 4096)
        recv.items[prop === 'push' ? 'push' : 'unshift'](...args.vals.slice(0, 64));
      return num(recv.items.length);
    case 'pop':
    case 'shift':
    case 'find':
    case 'at':
      callCallbacks(ix, args, [elementOf(recv)]);
      return elementOf(recv);
    case 'filter':
    case 'sort':
    case 'flat':
      callCallbacks(ix, args, [elementOf(recv), elementOf(recv)]);
      return prop === 'flat'
        ? { k: 'arr', items: recv.items.flatMap((i) => (i.k === 'arr' ? i.items : [i])).slice(0, 4096) }
        : recv;
    case 'forEach':
    case 'some':
    case 'every':
    case 'findIndex':
      callCallbacks(ix, args, [elementOf(recv), opaque('index')]);
      return opaque(prop);
    default:
      return undefined;
  }
}

const numArg = (args: Args, i: number): number | undefined => {
  const v = args.vals[i];
  return v?.k === 'data' ? v.num : undefined;
};

/** Items a callback is run on one by one (char-code tables); longer arrays get one merged run. */
const MAX_PER_ITEM = 512;

export function mapItems(ix: Ctx, recv: ArrVal, fn: JsVal | undefined, node: Node): JsVal {
  if (!fn || (fn.k !== 'fn' && fn.k !== 'ref')) return { k: 'arr', items: [elementOf(recv)] };
  const call = (item: JsVal, i: number): JsVal =>
    fn.k === 'fn'
      ? ix.invokeEach(fn, [item, num(i)])
      : ix.callRef(fn.name, { vals: [item], nodes: [node] }, node);
  if (recv.items.length > MAX_PER_ITEM) return { k: 'arr', items: [call(elementOf(recv), 0)] };
  return { k: 'arr', items: recv.items.map((item, i) => call(item, i)) };
}

function reduceItems(ix: Ctx, recv: ArrVal, fn: JsVal | undefined, init: JsVal | undefined): JsVal {
  if (fn?.k !== 'fn') return result('reduce', recv.items);
  if (recv.items.length > MAX_PER_ITEM) return ix.invokeEach(fn, [init ?? opaque('acc'), elementOf(recv)]);
  let acc: JsVal = init ?? recv.items[0] ?? opaque('acc');
  for (const [i, item] of recv.items.entries()) {
    if (i === 0 && init === undefined) continue;
    acc = ix.invokeEach(fn, [acc, item, num(i)]);
  }
  return acc;
}
