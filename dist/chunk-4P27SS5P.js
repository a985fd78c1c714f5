import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);

// src/analysis/pickle/sniff.ts
var UNPICKLED = "calls made when unpickled";
var PICKLE_NAME = /\.(?:pkl|pickle|pck|pcl|joblib|dill|pt|pth|ckpt)$/i;
var TEXT_PICKLE_NAME = /\.(?:pkl|pickle|pck|pcl)$/i;
function mayBePickle(path, head) {
  if (!PICKLE_NAME.test(path) || head.length < 2) return false;
  if (head[0] === 128) return head[1] >= 2 && head[1] <= 5;
  return TEXT_PICKLE_NAME.test(path) && /^[(c\]})SVIXU]$/.test(String.fromCharCode(head[0]));
}
function pickleBytes(path, file) {
  if (!PICKLE_NAME.test(path)) return void 0;
  const bytes = file.bytes ?? new TextEncoder().encode(file.text);
  return mayBePickle(path, bytes.subarray(0, 2)) ? bytes : void 0;
}

// src/analysis/pdf/document.ts
import { constants, inflateSync } from "node:zlib";

// src/analysis/pdf/syntax.ts
var MAX_DEPTH = 32;
var MAX_ITEMS = 1e5;
function isSpace(c) {
  return c === 32 || c === 10 || c === 13 || c === 9 || c === 12 || c === 0;
}
function isDelim(c) {
  return c === 40 || c === 41 || c === 60 || c === 62 || c === 91 || c === 93 || c === 123 || c === 125 || c === 47 || c === 37;
}
var NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
var PdfLexer = class {
  constructor(s, start = 0, end = s.length) {
    this.s = s;
    this.end = end;
    this.pos = start;
  }
  s;
  end;
  pos;
  skipSpace() {
    const { s, end } = this;
    while (this.pos < end) {
      const c = s.charCodeAt(this.pos);
      if (isSpace(c)) this.pos++;
      else if (c === 37) {
        while (this.pos < end && s[this.pos] !== "\n" && s[this.pos] !== "\r") this.pos++;
      } else break;
    }
  }
  /** The next token, or undefined at the end. */
  token() {
    this.skipSpace();
    const { s, end } = this;
    if (this.pos >= end) return void 0;
    const c = s[this.pos];
    if (c === "(") return this.literal();
    if (c === "<") {
      if (s[this.pos + 1] === "<") {
        this.pos += 2;
        return { k: "punct", v: "<<" };
      }
      return this.hex();
    }
    if (c === ">") {
      this.pos += s[this.pos + 1] === ">" ? 2 : 1;
      return { k: "punct", v: ">>" };
    }
    if (c === "[" || c === "]" || c === "{" || c === "}") {
      this.pos++;
      return { k: "punct", v: c };
    }
    if (c === ")") {
      this.pos++;
      return { k: "op", v: ")" };
    }
    if (c === "/") return { k: "name", v: this.regular(this.pos + 1, true) };
    const word = this.regular(this.pos, false);
    if (NUMBER.test(word)) return Number(word);
    if (word === "true") return true;
    if (word === "false") return false;
    if (word === "null") return null;
    return { k: "op", v: word };
  }
  /** A run of regular characters from `from` (a name decodes its `#xx` escapes). */
  regular(from, name) {
    const { s, end } = this;
    let i = from;
    while (i < end && !isSpace(s.charCodeAt(i)) && !isDelim(s.charCodeAt(i))) i++;
    if (i === from && !name) i = from + 1;
    const raw = s.slice(from, i);
    this.pos = i;
    return name && raw.includes("#") ? raw.replace(/#([0-9A-Fa-f]{2})/g, (_, h) => String.fromCharCode(Number.parseInt(h, 16))) : raw;
  }
  /** A literal string `( … )`: balanced parentheses, backslash escapes, octal codes, line continuations. */
  literal() {
    const { s, end } = this;
    let i = this.pos + 1;
    let depth = 1;
    let out = "";
    while (i < end) {
      const c = s[i];
      if (c === "\\") {
        const n = s[i + 1];
        i += 2;
        if (n === void 0) break;
        if (n >= "0" && n <= "7") {
          let code = n.charCodeAt(0) - 48;
          for (let k = 0; k < 2 && s[i] >= "0" && s[i] <= "7"; k++, i++)
            code = code * 8 + s.charCodeAt(i) - 48;
          out += String.fromCharCode(code & 255);
        } else if (n === "\r") {
          if (s[i] === "\n") i++;
        } else if (n !== "\n") out += ESCAPES[n] ?? n;
        continue;
      }
      if (c === "(") depth++;
      else if (c === ")" && --depth === 0) {
        i++;
        break;
      }
      if (c === "\r") {
        out += "\n";
        if (s[i + 1] === "\n") i++;
      } else out += c;
      i++;
    }
    this.pos = i;
    return { k: "str", v: out };
  }
  /** A hex string `<…>`: whitespace ignored, an odd final digit padded with 0. */
  hex() {
    const { s, end } = this;
    let i = this.pos + 1;
    let digits = "";
    while (i < end && s[i] !== ">") {
      if (/[0-9A-Fa-f]/.test(s[i])) digits += s[i];
      i++;
    }
    this.pos = Math.min(end, i + 1);
    if (digits.length % 2 === 1) digits += "0";
    let out = "";
    for (let k = 0; k < digits.length; k += 2)
      out += String.fromCharCode(Number.parseInt(digits.slice(k, k + 2), 16));
    return { k: "str", v: out };
  }
  /**
   * One complete value: arrays and dictionaries are read whole, `n g R` becomes a reference. An operator
   * (a keyword that is no value) is returned as `{k:'op'}` so content-stream readers see it.
   */
  value(depth = 0) {
    const t = this.token();
    if (t === void 0) return void 0;
    if (typeof t === "number" && Number.isInteger(t) && t >= 0) return this.maybeRef(t);
    if (t === null || typeof t !== "object" || Array.isArray(t) || t.k !== "punct") return t;
    if (t.v === "[") return this.array(depth);
    if (t.v === "<<") return this.dict(depth);
    return { k: "op", v: t.v };
  }
  maybeRef(n) {
    const save = this.pos;
    const g = this.token();
    if (typeof g === "number" && Number.isInteger(g)) {
      const r = this.token();
      if (r !== null && typeof r === "object" && !Array.isArray(r) && r.k === "op" && r.v === "R")
        return { k: "ref", n };
    }
    this.pos = save;
    return n;
  }
  array(depth) {
    const out = [];
    while (this.pos < this.end) {
      this.skipSpace();
      if (this.s[this.pos] === "]") {
        this.pos++;
        break;
      }
      if (depth >= MAX_DEPTH) return out;
      const before = this.pos;
      const v = this.value(depth + 1);
      if (v === void 0 || this.pos === before) break;
      if (isOp(v, ">>")) break;
      if (out.length < MAX_ITEMS) out.push(v);
    }
    return out;
  }
  dict(depth) {
    const map = /* @__PURE__ */ new Map();
    while (this.pos < this.end) {
      this.skipSpace();
      if (this.s.startsWith(">>", this.pos)) {
        this.pos += 2;
        break;
      }
      if (depth >= MAX_DEPTH) break;
      const before = this.pos;
      const key = this.value(depth + 1);
      if (key === void 0 || this.pos === before) break;
      if (!isName(key)) continue;
      const v = this.value(depth + 1);
      if (v === void 0) break;
      if (map.size < MAX_ITEMS) map.set(key.v, v);
    }
    return { k: "dict", v: map };
  }
};
var ESCAPES = { n: "\n", r: "\r", t: "	", b: "\b", f: "\f" };
function isName(v, name) {
  return v !== null && typeof v === "object" && !Array.isArray(v) && v.k === "name" && (name === void 0 || v.v === name);
}
function isDict(v) {
  return v !== null && typeof v === "object" && !Array.isArray(v) && v.k === "dict";
}
function isStr(v) {
  return v !== null && typeof v === "object" && !Array.isArray(v) && v.k === "str";
}
function isRef(v) {
  return v !== null && typeof v === "object" && !Array.isArray(v) && v.k === "ref";
}
function isOp(v, op) {
  return v !== null && typeof v === "object" && !Array.isArray(v) && v.k === "op" && (op === void 0 || v.v === op);
}

// src/analysis/pdf/document.ts
var PDF_LIMITS = { objects: 5e4, streamBytes: 8 << 20, totalBytes: 32 << 20 };
var HEADER = /(\d{1,10})[ \t\r\n\f\0]+\d{1,5}[ \t\r\n\f\0]+obj\b/g;
var PdfDocument = class {
  constructor(s) {
    this.s = s;
    this.scan();
    this.unpackObjectStreams();
  }
  s;
  objects = /* @__PURE__ */ new Map();
  /** Trailer dictionaries (classic trailers and cross-reference stream dictionaries), in file order. */
  trailers = [];
  problems = /* @__PURE__ */ new Set();
  inflated = 0;
  get(v, depth = 0) {
    if (isRef(v) && depth < 8) return this.get(this.objects.get(v.n)?.value, depth + 1);
    return v;
  }
  dict(v) {
    const d = this.get(v);
    return isDict(d) ? d : void 0;
  }
  /** The object a reference points at (for its stream), or undefined. */
  object(v) {
    return isRef(v) ? this.objects.get(v.n) : void 0;
  }
  get encrypted() {
    return this.trailers.some((t) => t.v.has("Encrypt"));
  }
  root() {
    for (let i = this.trailers.length - 1; i >= 0; i--) {
      const r = this.dict(this.trailers[i].v.get("Root"));
      if (r) return r;
    }
    for (const o of this.objects.values())
      if (isDict(o.value) && isName(o.value.v.get("Type"), "Catalog")) return o.value;
    return void 0;
  }
  /** 1-based line of a byte offset (newline bytes are the same in the file's lossy UTF-8 text). */
  lineAt(offset, from) {
    let line = from.line;
    for (let i = from.offset; i < offset; i++) if (this.s.charCodeAt(i) === 10) line++;
    from.offset = offset;
    from.line = line;
    return line;
  }
  scan() {
    const s = this.s;
    const cursor = { offset: 0, line: 1 };
    HEADER.lastIndex = 0;
    for (let m = HEADER.exec(s); m; m = HEADER.exec(s)) {
      if (this.objects.size >= PDF_LIMITS.objects) {
        this.problems.add(`more than ${PDF_LIMITS.objects} objects`);
        break;
      }
      const lex = new PdfLexer(s, m.index + m[0].length);
      const value = lex.value();
      if (value === void 0) break;
      const obj = { value, line: this.lineAt(m.index, cursor) };
      lex.skipSpace();
      if (isDict(value) && s.startsWith("stream", lex.pos)) {
        const [start, end] = streamExtent(s, lex.pos + 6, value);
        obj.stream = s.slice(start, end);
        HEADER.lastIndex = end;
        if (isName(value.v.get("Type"), "XRef")) this.trailers.push(value);
      } else HEADER.lastIndex = Math.max(HEADER.lastIndex, lex.pos);
      this.objects.set(Number(m[1]), obj);
    }
    for (let i = s.indexOf("trailer"); i >= 0; i = s.indexOf("trailer", i + 7)) {
      const t = new PdfLexer(s, i + 7).value();
      if (isDict(t)) this.trailers.push(t);
    }
  }
  /** Objects packed in `/Type /ObjStm` streams; an object defined directly keeps its definition. */
  unpackObjectStreams() {
    for (const [num, o] of [...this.objects]) {
      if (!isDict(o.value) || !isName(o.value.v.get("Type"), "ObjStm") || o.stream === void 0) continue;
      const data = this.decode(o);
      const n = o.value.v.get("N");
      const first = o.value.v.get("First");
      if (data === void 0 || typeof n !== "number" || typeof first !== "number") {
        this.problems.add(`object stream ${num} could not be read`);
        continue;
      }
      const head = new PdfLexer(data, 0, Math.min(data.length, first));
      for (let k = 0; k < n && k < PDF_LIMITS.objects; k++) {
        const id = head.token();
        const off = head.token();
        if (typeof id !== "number" || typeof off !== "number") break;
        if (this.objects.has(id) || this.objects.size >= PDF_LIMITS.objects) continue;
        const value = new PdfLexer(data, first + off).value();
        if (value !== void 0) this.objects.set(id, { value, line: o.line });
      }
    }
  }
  /** A stream's decoded bytes (one char per byte), or undefined with a problem recorded. */
  decode(o) {
    if (o.stream === void 0 || !isDict(o.value)) return void 0;
    if (this.encrypted) return void 0;
    const filters = asList(this.get(o.value.v.get("Filter")));
    const parms = asList(this.get(o.value.v.get("DecodeParms")));
    let data = o.stream;
    for (let i = 0; i < filters.length && i < 4; i++) {
      const f = this.get(filters[i]);
      const name = isName(f) ? f.v : "";
      const predictor = this.dict(parms[i])?.v.get("Predictor");
      if (typeof predictor === "number" && predictor > 1) {
        this.problems.add(`a stream with a ${name} predictor`);
        return void 0;
      }
      const out = this.filter(name, data);
      if (out === void 0) return void 0;
      data = out;
    }
    return data;
  }
  filter(name, data) {
    if (name === "FlateDecode" || name === "Fl") return this.inflate(data);
    if (name === "ASCIIHexDecode" || name === "AHx") return asciiHex(data);
    if (name === "ASCII85Decode" || name === "A85") return ascii85(data);
    this.problems.add(
      `a stream compressed with ${name || "an unnamed filter"}, which skillscan does not decode`
    );
    return void 0;
  }
  inflate(data) {
    const room = Math.min(PDF_LIMITS.streamBytes, PDF_LIMITS.totalBytes - this.inflated);
    if (room <= 0) {
      this.problems.add(`streams inflating past ${PDF_LIMITS.totalBytes >> 20} MiB in total`);
      return void 0;
    }
    const input = Buffer.from(data, "latin1");
    try {
      const out = inflateSync(input, { maxOutputLength: room, finishFlush: constants.Z_SYNC_FLUSH });
      this.inflated += out.length;
      return out.toString("latin1");
    } catch (e) {
      const over = e instanceof RangeError || /maxOutputLength|buffer/i.test(String(e));
      this.problems.add(over ? "a stream that inflates past the size limit" : "a damaged compressed stream");
      return void 0;
    }
  }
};
function asList(v) {
  if (v === void 0 || v === null) return [];
  return Array.isArray(v) ? v : [v];
}
function streamExtent(s, after, dict) {
  let start = after;
  if (s[start] === "\r") start++;
  if (s[start] === "\n") start++;
  const len = dict.v.get("Length");
  if (typeof len === "number" && len >= 0 && start + len <= s.length) {
    const tail = s.slice(start + len, start + len + 12).trimStart();
    if (tail.startsWith("endstream")) return [start, start + len];
  }
  const end = s.indexOf("endstream", start);
  if (end < 0) return [start, s.length];
  let e = end;
  if (s[e - 1] === "\n") e--;
  if (s[e - 1] === "\r") e--;
  return [start, Math.max(start, e)];
}
function asciiHex(data) {
  let digits = "";
  for (const c of data) {
    if (c === ">") break;
    if (/[0-9A-Fa-f]/.test(c)) digits += c;
  }
  if (digits.length % 2) digits += "0";
  let out = "";
  for (let i = 0; i < digits.length; i += 2)
    out += String.fromCharCode(Number.parseInt(digits.slice(i, i + 2), 16));
  return out;
}
function ascii85(data) {
  let out = "";
  let group = [];
  const flush = (n) => {
    while (group.length < 5) group.push(84);
    let v = 0;
    for (const d of group) v = v * 85 + d;
    const bytes = [v >>> 24 & 255, v >>> 16 & 255, v >>> 8 & 255, v & 255];
    out += String.fromCharCode(...bytes.slice(0, n));
    group = [];
  };
  const body = data.startsWith("<~") ? data.slice(2) : data;
  for (const c of body) {
    if (c === "~") break;
    if (c === "z" && group.length === 0) {
      out += "\0\0\0\0";
      continue;
    }
    const d = c.charCodeAt(0) - 33;
    if (d < 0 || d > 84) continue;
    group.push(d);
    if (group.length === 5) flush(4);
  }
  if (group.length > 1) flush(group.length - 1);
  return out;
}

// src/analysis/pdf/fonts.ts
var MAX_CMAP = 65536;
function fontDecoder(doc, font) {
  const simple = { width: 1, map: /* @__PURE__ */ new Map(), fallback: "latin" };
  if (!font) return simple;
  const toUnicode = doc.object(font.v.get("ToUnicode"));
  const cmapText = toUnicode ? doc.decode(toUnicode) : void 0;
  const type0 = isName(font.v.get("Subtype"), "Type0");
  if (cmapText !== void 0) {
    const cmap = parseToUnicode(cmapText);
    return { width: type0 ? cmap.width ?? 2 : 1, map: cmap.map, fallback: type0 ? "none" : "latin" };
  }
  if (type0)
    return {
      width: 2,
      map: /* @__PURE__ */ new Map(),
      fallback: "none",
      unmappable: "a composite font with no ToUnicode map"
    };
  const enc = doc.get(font.v.get("Encoding"));
  if (isDict(enc)) {
    const diffs = doc.get(enc.v.get("Differences"));
    if (Array.isArray(diffs)) return differences(diffs);
  }
  return simple;
}
function differences(diffs) {
  const map = /* @__PURE__ */ new Map();
  let code = 0;
  let unknown = 0;
  let named = 0;
  for (const d of diffs.slice(0, 512)) {
    if (typeof d === "number") code = d;
    else if (isName(d)) {
      named++;
      const ch = glyphChar(d.v);
      if (ch === void 0) unknown++;
      else map.set(code, ch);
      code++;
    }
  }
  const out = { width: 1, map, fallback: "latin" };
  if (named >= 8 && unknown / named > 0.5) out.unmappable = "a font whose glyph names do not map to text";
  return out;
}
var GLYPHS = {
  space: " ",
  exclam: "!",
  quotedbl: '"',
  numbersign: "#",
  dollar: "$",
  percent: "%",
  ampersand: "&",
  quotesingle: "'",
  quoteright: "'",
  parenleft: "(",
  parenright: ")",
  asterisk: "*",
  plus: "+",
  comma: ",",
  hyphen: "-",
  minus: "-",
  period: ".",
  slash: "/",
  zero: "0",
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
  colon: ":",
  semicolon: ";",
  less: "<",
  equal: "=",
  greater: ">",
  question: "?",
  at: "@",
  bracketleft: "[",
  backslash: "\\",
  bracketright: "]",
  asciicircum: "^",
  underscore: "_",
  grave: "`",
  quoteleft: "'",
  braceleft: "{",
  bar: "|",
  braceright: "}",
  asciitilde: "~",
  bullet: "\u2022",
  endash: "\u2013",
  emdash: "\u2014",
  quotedblleft: '"',
  quotedblright: '"',
  ellipsis: "\u2026",
  nbspace: " ",
  fi: "fi",
  fl: "fl"
};
function glyphChar(name) {
  if (/^[A-Za-z]$/.test(name)) return name;
  const known = GLYPHS[name];
  if (known !== void 0) return known;
  const uni = /^(?:uni|u)([0-9A-Fa-f]{4,6})$/.exec(name);
  if (uni) {
    const cp = Number.parseInt(uni[1], 16);
    return cp <= 1114111 ? String.fromCodePoint(cp) : void 0;
  }
  return void 0;
}
function utf16(bytes) {
  let out = "";
  for (let i = 0; i + 1 < bytes.length; i += 2)
    out += String.fromCharCode(bytes.charCodeAt(i) << 8 | bytes.charCodeAt(i + 1));
  return out;
}
function codeOf(bytes) {
  let n = 0;
  for (let i = 0; i < bytes.length && i < 4; i++) n = n * 256 + bytes.charCodeAt(i);
  return n;
}
function parseToUnicode(text) {
  const map = /* @__PURE__ */ new Map();
  const lex = new PdfLexer(text);
  const operands = [];
  let width;
  for (let guard = 0; guard < 4 * MAX_CMAP && lex.pos < text.length; guard++) {
    const before = lex.pos;
    const v = lex.value();
    if (v === void 0 || lex.pos === before) break;
    if (v === null || typeof v !== "object" || Array.isArray(v) || v.k !== "op") {
      if (operands.length < 3 * 256) operands.push(v);
      continue;
    }
    if (v.v === "endcodespacerange") {
      const first = operands[0];
      if (first && typeof first === "object" && !Array.isArray(first) && first.k === "str")
        width = first.v.length >= 2 ? 2 : 1;
    } else if (v.v === "endbfchar") {
      for (let i = 0; i + 1 < operands.length && map.size < MAX_CMAP; i += 2) {
        const [src, dst] = [operands[i], operands[i + 1]];
        if (isStrValue(src) && isStrValue(dst)) map.set(codeOf(src.v), utf16(dst.v));
      }
    } else if (v.v === "endbfrange") bfrange(operands, map);
    operands.length = 0;
  }
  return { width, map };
}
function bfrange(operands, map) {
  for (let i = 0; i + 2 < operands.length; i += 3) {
    const [lo, hi, dst] = [operands[i], operands[i + 1], operands[i + 2]];
    if (!isStrValue(lo) || !isStrValue(hi)) continue;
    const a = codeOf(lo.v);
    const b = Math.min(codeOf(hi.v), a + 65535);
    for (let c = a; c <= b && map.size < MAX_CMAP; c++) {
      if (Array.isArray(dst)) {
        const d = dst[c - a];
        if (isStrValue(d)) map.set(c, utf16(d.v));
      } else if (isStrValue(dst)) {
        const base = utf16(dst.v);
        if (base.length === 0) continue;
        const last = base.charCodeAt(base.length - 1) + (c - a);
        map.set(c, base.slice(0, -1) + String.fromCharCode(last & 65535));
      }
    }
  }
}
function isStrValue(v) {
  return v !== null && typeof v === "object" && !Array.isArray(v) && v.k === "str";
}
var WIN_ANSI_80 = "\u20AC\uFFFD\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\uFFFD\u017D\uFFFD\uFFFD\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\uFFFD\u017E\u0178";
function decodeString(font, bytes) {
  let text = "";
  let lost = 0;
  for (let i = 0; i < bytes.length; i += font.width) {
    const code = font.width === 2 ? codeOf(bytes.slice(i, i + 2)) : bytes.charCodeAt(i);
    const mapped = font.map.get(code);
    if (mapped !== void 0) text += mapped;
    else if (font.fallback === "none") lost++;
    else if (code >= 128 && code < 160) text += WIN_ANSI_80[code - 128];
    else text += String.fromCharCode(code);
  }
  return { text, lost };
}

// src/analysis/pdf/text.ts
var PDF_TEXT_LIMITS = { pages: 2e3, chars: 1 << 20, formDepth: 6, ops: 2e6 };
var memo = /* @__PURE__ */ new WeakMap();
function pdfText(bytes) {
  const known = memo.get(bytes);
  if (known) return known;
  const result = extract(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString("latin1"));
  memo.set(bytes, result);
  return result;
}
function extract(s) {
  const doc = new PdfDocument(s);
  if (doc.encrypted) return { pages: [], problems: ["the PDF is encrypted"] };
  const pages = [];
  const problems = doc.problems;
  let chars = 0;
  let ops = 0;
  for (const [i, page] of pageList(doc).entries()) {
    const contents = contentObjects(doc, page.dict.v.get("Contents"));
    const reader = new PageReader(doc, problems, () => ++ops > PDF_TEXT_LIMITS.ops);
    for (const o of contents) {
      const data = doc.decode(o);
      if (data !== void 0) reader.run(data, page.resources, 0);
    }
    const text = reader.finish();
    pages.push({ page: i + 1, text, line: contents[0]?.line ?? page.line });
    chars += text.length;
    if (chars > PDF_TEXT_LIMITS.chars || ops > PDF_TEXT_LIMITS.ops) {
      problems.add("text past the extraction limit");
      break;
    }
  }
  if (pages.length > 0 && pages.every((p) => p.text.trim() === "") && problems.size === 0)
    problems.add("no text layer (scanned or drawn pages)");
  return { pages, problems: [...problems] };
}
function pageList(doc) {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  const walk = (node, inherited, depth, line) => {
    const dict = doc.dict(node);
    if (!dict || seen.has(dict) || depth > 32 || out.length >= PDF_TEXT_LIMITS.pages) return;
    seen.add(dict);
    const here = isRef(node) ? doc.objects.get(node.n)?.line ?? line : line;
    const resources = doc.dict(dict.v.get("Resources")) ?? inherited;
    const kids = doc.get(dict.v.get("Kids"));
    if (Array.isArray(kids)) for (const k of kids) walk(k, resources, depth + 1, here);
    else if (dict.v.has("Contents") || isName(dict.v.get("Type"), "Page"))
      out.push({ dict, resources, line: here });
  };
  const root = doc.root();
  if (root) walk(root.v.get("Pages"), void 0, 0, 1);
  if (out.length > 0) return out;
  for (const o of doc.objects.values())
    if (isDict(o.value) && isName(o.value.v.get("Type"), "Page") && out.length < PDF_TEXT_LIMITS.pages)
      out.push({ dict: o.value, resources: doc.dict(o.value.v.get("Resources")), line: o.line });
  return out;
}
function contentObjects(doc, v) {
  const list = isRef(v) && Array.isArray(doc.get(v)) ? doc.get(v) : Array.isArray(v) ? v : [v];
  return list.map((x) => doc.object(x)).filter((o) => o?.stream !== void 0);
}
var PageReader = class {
  constructor(doc, problems, spent) {
    this.doc = doc;
    this.problems = problems;
    this.spent = spent;
  }
  doc;
  problems;
  spent;
  out = "";
  font;
  fonts = /* @__PURE__ */ new Map();
  size = 12;
  /** The text matrix's vertical scale: `/F1 1 Tf` with `12 0 0 12 x y Tm` is 12-point text. */
  scale = 1;
  leading = 0;
  /** The text line's vertical position, and where the last shown text ended horizontally (estimated). */
  y = 0;
  x = 0;
  endX = 0;
  wrote = false;
  finish() {
    const lines = this.out.split("\n").map((l) => l.trimEnd());
    return lines.join("\n").replace(/\n{3,}/g, "\n\n").trim();
  }
  run(data, resources, depth) {
    const lex = new PdfLexer(data);
    const operands = [];
    while (lex.pos < data.length) {
      const before = lex.pos;
      const v = lex.value();
      if (v === void 0 || lex.pos === before || this.spent()) break;
      if (!isOp(v)) {
        if (operands.length < 64) operands.push(v);
        continue;
      }
      if (v.v === "ID") lex.pos = inlineImageEnd(data, lex.pos);
      else this.op(v.v, operands, resources, depth);
      operands.length = 0;
    }
  }
  op(op, a, resources, depth) {
    const num = (i) => typeof a[i] === "number" ? a[i] : 0;
    switch (op) {
      case "BT":
        this.scale = 1;
        this.moveTo(0, 0, true);
        break;
      case "Tf":
        this.font = this.fontNamed(a[0], resources);
        this.size = Math.abs(num(1)) || this.size;
        break;
      case "TL":
        this.leading = num(0);
        break;
      case "Td":
      case "TD":
        if (op === "TD") this.leading = -num(1);
        this.moveTo(this.x + num(0) * this.scale, this.y + num(1) * this.scale);
        break;
      case "Tm":
        this.scale = Math.abs(num(3)) || 1;
        this.moveTo(num(4), num(5));
        break;
      case "T*":
        this.moveTo(this.x, this.y - (this.leading || this.size) * this.scale);
        break;
      case "'":
      case '"':
        this.moveTo(this.x, this.y - (this.leading || this.size) * this.scale);
        if (!this.show(a[a.length - 1])) this.out += "\n";
        break;
      case "Tj":
        this.show(a[0]);
        break;
      case "TJ":
        for (const item of Array.isArray(a[0]) ? a[0] : []) {
          if (typeof item === "number") {
            if (item < -200) this.space();
          } else this.show(item);
        }
        break;
      case "Do":
        this.form(a[0], resources, depth);
        break;
    }
  }
  /** A move to (x, y): down is a new line (a blank one for a wide gap), right past the text a space. */
  moveTo(x, y, reset = false) {
    if (reset) {
      this.x = x;
      this.y = y;
      return;
    }
    const dy = this.y - y;
    const em = this.size * this.scale;
    if (this.wrote && Math.abs(dy) > em * 0.5) {
      this.out += dy > em * 1.9 ? "\n\n" : "\n";
      this.wrote = false;
    } else if (this.wrote && x > this.endX + em * 0.15) this.space();
    this.x = x;
    this.y = y;
    this.endX = x;
  }
  space() {
    if (this.out !== "" && !/\s$/.test(this.out)) this.out += " ";
  }
  /** Appends the text a string shows; false when it shows nothing. */
  show(v) {
    if (!isStr(v)) return false;
    const font = this.font ?? fontDecoderFallback;
    if (font.unmappable) this.problems.add(font.unmappable);
    const { text, lost } = decodeString(font, v.v);
    if (lost > 0) this.problems.add("text in a font with codes that map to no character");
    this.out += text.replace(/[\0\r]/g, "");
    this.endX += text.length * this.size * this.scale * 0.5;
    if (text !== "") this.wrote = true;
    return text !== "";
  }
  fontNamed(name, resources) {
    if (!isName(name)) return void 0;
    const ref = this.doc.dict(resources?.v.get("Font"))?.v.get(name.v);
    if (ref === void 0) return void 0;
    const key = isRef(ref) ? ref.n : ref;
    let font = this.fonts.get(key);
    if (!font) {
      font = fontDecoder(this.doc, this.doc.dict(ref));
      this.fonts.set(key, font);
    }
    return font;
  }
  /** A form XObject's content, with its own resources (or the page's). */
  form(name, resources, depth) {
    if (!isName(name) || depth >= PDF_TEXT_LIMITS.formDepth) return;
    const ref = this.doc.dict(resources?.v.get("XObject"))?.v.get(name.v);
    const o = this.doc.object(ref);
    if (!o || !isDict(o.value) || !isName(o.value.v.get("Subtype"), "Form")) return;
    const data = this.doc.decode(o);
    if (data !== void 0) this.run(data, this.doc.dict(o.value.v.get("Resources")) ?? resources, depth + 1);
  }
};
var fontDecoderFallback = { width: 1, map: /* @__PURE__ */ new Map(), fallback: "latin" };
function inlineImageEnd(data, from) {
  for (let i = data.indexOf("EI", from); i >= 0; i = data.indexOf("EI", i + 2)) {
    const before = data.charCodeAt(i - 1);
    const after = data.charCodeAt(i + 2);
    if ((before === 32 || before === 10 || before === 13) && (Number.isNaN(after) || after <= 32))
      return i + 2;
  }
  return data.length;
}

export {
  UNPICKLED,
  PICKLE_NAME,
  pickleBytes,
  pdfText
};
