import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  UNPICKLED,
  pdfText
} from "./chunk-4P27SS5P.js";
import {
  DEFAULT_COLLECTOR_LIMITS,
  analyzeUnits,
  extractFacts,
  noteCommandSpecs,
  prepareAnalyzers
} from "./chunk-UKOXDI6Q.js";
import "./chunk-DZRTWGC2.js";
import "./chunk-7UZI4YJR.js";
import "./chunk-RHVQ2AIL.js";
import "./chunk-QHXG4XK7.js";
import {
  analyzeDataText
} from "./chunk-HPXESBPT.js";
import "./chunk-RACGJWWH.js";
import {
  languageOfFence
} from "./chunk-54V2PKOB.js";
import "./chunk-5LPGO2RI.js";
import "./chunk-TUJ42RBQ.js";
import "./chunk-JWBQWDZY.js";
import {
  decodeBytes
} from "./chunk-CTK6VKX7.js";
import "./chunk-VL4AUMTW.js";
import "./chunk-UPHTETEJ.js";
import "./chunk-4F2PRZX4.js";
import "./chunk-YXXGEZCJ.js";
import "./chunk-5PWERDZX.js";
import {
  addressesAgent
} from "./chunk-5IYXR757.js";
import "./chunk-QYKJFDWI.js";
import "./chunk-C7QD4XT3.js";
import {
  LineMap
} from "./chunk-AFEN3ORC.js";
import "./chunk-PBUGHLOV.js";
import "./chunk-Z7GJY6OC.js";
import "./chunk-LBF7LI7H.js";
import "./chunk-4DOYWDGL.js";
import "./chunk-N4Y7GMVX.js";
import "./chunk-DTSIC6IR.js";

// src/analysis/merge-facts.ts
function mergeMember(into, facts, member) {
  const offset = into.units.length;
  for (const u of facts.units) {
    into.units.push({
      ...u,
      id: u.id + offset,
      ...u.parent !== void 0 ? { parent: u.parent + offset } : {},
      member
    });
  }
  for (const b of facts.behaviours)
    into.behaviours.push({ ...b, unit: b.unit + offset, key: `${member}!${b.key}` });
  for (const a of facts.assignments) into.assignments.push(a);
  if (facts.limitHit) into.limitHit ??= `${member}: ${facts.limitHit}`;
}

// src/analysis/pickle/reader.ts
var Reader = class {
  constructor(bytes) {
    this.bytes = bytes;
  }
  bytes;
  at = 0;
  need(n) {
    if (n < 0 || this.at + n > this.bytes.length) throw new Error(`truncated at byte ${this.at}`);
  }
  u8() {
    this.need(1);
    return this.bytes[this.at++];
  }
  uint(n) {
    this.need(n);
    let v = 0;
    for (let i = n - 1; i >= 0; i--) v = v * 256 + this.bytes[this.at + i];
    this.at += n;
    return v;
  }
  int32() {
    const v = this.uint(4);
    return v >= 2 ** 31 ? v - 2 ** 32 : v;
  }
  take(n) {
    this.need(n);
    const out = this.bytes.subarray(this.at, this.at + n);
    this.at += n;
    return out;
  }
  line() {
    const end = this.bytes.indexOf(10, this.at);
    if (end < 0) throw new Error(`unterminated line at byte ${this.at}`);
    const out = latin1(this.bytes.subarray(this.at, end));
    this.at = end + 1;
    return out;
  }
};
function latin1(b) {
  let s = "";
  for (let i = 0; i < b.length && i < PICKLE_LIMITS.text; i++) s += String.fromCharCode(b[i]);
  return s;
}
function utf8(b) {
  return new TextDecoder("utf-8", { fatal: false }).decode(b.subarray(0, PICKLE_LIMITS.text));
}
function str(text) {
  return { kind: "str", text: text.slice(0, PICKLE_LIMITS.text) };
}
function bytesValue(b) {
  return { kind: "bytes", length: b.length, head: latin1(b.subarray(0, 256)) };
}
function quoted(line) {
  const q = line[0];
  const body = (q === "'" || q === '"') && line.endsWith(q) ? line.slice(1, -1) : line;
  return str(
    body.replace(/\\(x[0-9a-fA-F]{2}|[0-7]{1,3}|.)/g, (_, e) => {
      if (e[0] === "x") return String.fromCharCode(Number.parseInt(e.slice(1), 16));
      if (/^[0-7]/.test(e)) return String.fromCharCode(Number.parseInt(e, 8));
      return { n: "\n", t: "	", r: "\r" }[e] ?? e;
    })
  );
}
function rawUnicode(line) {
  return str(
    line.replace(/\\u([0-9a-fA-F]{4})|\\U([0-9a-fA-F]{8})/g, (m, a, b) => {
      const code = Number.parseInt(a ?? b ?? "", 16);
      return code <= 1114111 ? String.fromCodePoint(code) : m;
    })
  );
}
var PICKLE_LIMITS = { stack: 1e4, memo: 1e5, calls: 500, items: 64, text: 8192 };
function numeric(text) {
  if (text === "00" || text === "01") return { kind: "const", text: text === "01" ? "True" : "False" };
  return { kind: "num", text: /^-?[0-9.eE+-]{1,40}L?$/.test(text) ? text.replace(/L$/, "") : "0" };
}

// src/analysis/pickle/machine.ts
var UNKNOWN = { kind: "unknown" };
function readPickle(bytes) {
  const m = new Machine(new Reader(bytes));
  try {
    m.run();
  } catch (e) {
    m.out.error = e.message;
  }
  return m.out;
}
var Machine = class {
  constructor(r) {
    this.r = r;
  }
  r;
  out = { protocol: 0, calls: [], imports: [] };
  stack = [];
  marks = [];
  memo = /* @__PURE__ */ new Map();
  imported = /* @__PURE__ */ new Set();
  push(v) {
    if (this.stack.length >= PICKLE_LIMITS.stack) throw new Error("stack deeper than the limit");
    this.stack.push(v);
  }
  pop() {
    if (this.stack.length === 0) throw new Error(`stack underflow at byte ${this.r.at}`);
    return this.stack.pop();
  }
  top() {
    if (this.stack.length === 0) throw new Error(`empty stack at byte ${this.r.at}`);
    return this.stack[this.stack.length - 1];
  }
  /** The items pushed since the last MARK, which is dropped. */
  popMark() {
    const at = this.marks.pop();
    if (at === void 0 || at > this.stack.length) throw new Error(`no mark at byte ${this.r.at}`);
    return this.stack.splice(at);
  }
  memoize(key) {
    if (this.memo.size >= PICKLE_LIMITS.memo && !this.memo.has(key))
      throw new Error("memo larger than the limit");
    this.memo.set(key, this.top());
  }
  recall(key) {
    this.push(this.memo.get(key) ?? UNKNOWN);
  }
  global(module, name) {
    const key = `${module}.${name}`;
    if (!this.imported.has(key) && this.imported.size < PICKLE_LIMITS.calls) {
      this.imported.add(key);
      this.out.imports.push(key);
    }
    return { kind: "global", module, name };
  }
  call(callable, args, offset) {
    if (this.out.calls.length >= PICKLE_LIMITS.calls) {
      this.push(UNKNOWN);
      return;
    }
    this.out.calls.push({ callable, args: args.slice(0, PICKLE_LIMITS.items), offset });
    this.push({ kind: "result", index: this.out.calls.length - 1 });
  }
  argsOf(v) {
    return v.kind === "seq" ? v.items : v.kind === "unknown" ? [] : [v];
  }
  seq(open, items) {
    return { kind: "seq", open, items: items.slice(0, PICKLE_LIMITS.items) };
  }
  append(target, items) {
    if (target.kind === "seq")
      target.items.push(...items.slice(0, Math.max(0, PICKLE_LIMITS.items - target.items.length)));
  }
  setItems(target, flat) {
    if (target.kind !== "dict") return;
    for (let i = 0; i + 1 < flat.length && target.entries.length < PICKLE_LIMITS.items; i += 2)
      target.entries.push([flat[i], flat[i + 1]]);
  }
  run() {
    const r = this.r;
    for (; ; ) {
      const offset = r.at;
      const op = r.u8();
      if (op === 46) return;
      this.step(op, offset);
    }
  }
  // One opcode. Each case follows pickletools' table: argument encoding, then the stack effect.
  step(op, offset) {
    const r = this.r;
    switch (op) {
      case 128:
        this.out.protocol = r.u8();
        return;
      case 149:
        r.uint(8);
        return;
      case 40:
        this.marks.push(this.stack.length);
        return;
      case 48:
        if (this.marks.length > 0 && this.marks[this.marks.length - 1] === this.stack.length)
          this.marks.pop();
        else this.pop();
        return;
      case 49:
        this.popMark();
        return;
      case 50:
        this.push(this.top());
        return;
      case 70:
      // FLOAT
      case 73:
      // INT
      case 76:
        this.push(numeric(r.line()));
        return;
      case 71:
        r.take(8);
        this.push({ kind: "num", text: "0.0" });
        return;
      case 74:
        this.push({ kind: "num", text: String(r.int32()) });
        return;
      case 75:
        this.push({ kind: "num", text: String(r.uint(1)) });
        return;
      case 77:
        this.push({ kind: "num", text: String(r.uint(2)) });
        return;
      case 138:
        r.take(r.uint(1));
        this.push({ kind: "num", text: "0" });
        return;
      case 139:
        r.take(r.int32());
        this.push({ kind: "num", text: "0" });
        return;
      case 78:
        this.push({ kind: "const", text: "None" });
        return;
      case 136:
      // NEWTRUE
      case 137:
        this.push({ kind: "const", text: op === 136 ? "True" : "False" });
        return;
      case 83:
        this.push(quoted(r.line()));
        return;
      case 84:
        this.push(str(latin1(r.take(r.int32()))));
        return;
      case 85:
        this.push(str(latin1(r.take(r.uint(1)))));
        return;
      case 86:
        this.push(rawUnicode(r.line()));
        return;
      case 88:
        this.push(str(utf8(r.take(r.uint(4)))));
        return;
      case 140:
        this.push(str(utf8(r.take(r.uint(1)))));
        return;
      case 141:
        this.push(str(utf8(r.take(r.uint(8)))));
        return;
      case 66:
        this.push(bytesValue(r.take(r.uint(4))));
        return;
      case 67:
        this.push(bytesValue(r.take(r.uint(1))));
        return;
      case 142:
      // BINBYTES8
      case 150:
        this.push(bytesValue(r.take(r.uint(8))));
        return;
      case 151:
        this.push(UNKNOWN);
        return;
      case 152:
        return;
      case 80:
        r.line();
        this.push(UNKNOWN);
        return;
      case 81:
        this.pop();
        this.push(UNKNOWN);
        return;
      default:
        this.structural(op, offset);
    }
  }
  // Containers, the memo, imports and calls.
  structural(op, offset) {
    const r = this.r;
    switch (op) {
      case 41:
        this.push(this.seq("(", []));
        return;
      case 93:
        this.push(this.seq("[", []));
        return;
      case 125:
        this.push({ kind: "dict", entries: [] });
        return;
      case 143:
        this.push(this.seq("[", []));
        return;
      case 116:
        this.push(this.seq("(", this.popMark()));
        return;
      case 108:
        this.push(this.seq("[", this.popMark()));
        return;
      case 145:
        this.push(this.seq("(", this.popMark()));
        return;
      case 133:
      // TUPLE1
      case 134:
      // TUPLE2
      case 135: {
        const n = op - 132;
        const items = [];
        for (let i = 0; i < n; i++) items.unshift(this.pop());
        this.push(this.seq("(", items));
        return;
      }
      case 100: {
        const d = { kind: "dict", entries: [] };
        this.setItems(d, this.popMark());
        this.push(d);
        return;
      }
      case 97: {
        const v = this.pop();
        this.append(this.top(), [v]);
        return;
      }
      case 101:
      // APPENDS
      case 144: {
        const items = this.popMark();
        this.append(this.top(), items);
        return;
      }
      case 115: {
        const v = this.pop();
        const k = this.pop();
        this.setItems(this.top(), [k, v]);
        return;
      }
      case 117: {
        const flat = this.popMark();
        this.setItems(this.top(), flat);
        return;
      }
      case 98:
        this.pop();
        return;
      case 103:
        this.recall(Number.parseInt(r.line(), 10));
        return;
      case 104:
        this.recall(r.uint(1));
        return;
      case 106:
        this.recall(r.uint(4));
        return;
      case 112:
        this.memoize(Number.parseInt(r.line(), 10));
        return;
      case 113:
        this.memoize(r.uint(1));
        return;
      case 114:
        this.memoize(r.uint(4));
        return;
      case 148:
        this.memoize(this.memo.size);
        return;
      case 99: {
        const module = r.line();
        this.push(this.global(module, r.line()));
        return;
      }
      case 147: {
        const name = this.pop();
        const module = this.pop();
        this.push(
          module.kind === "str" && name.kind === "str" ? this.global(module.text, name.text) : UNKNOWN
        );
        return;
      }
      case 130:
      // EXT1
      case 131:
      // EXT2
      case 132:
        r.uint(op === 130 ? 1 : op === 131 ? 2 : 4);
        this.push(UNKNOWN);
        return;
      default:
        this.calls(op, offset);
    }
  }
  calls(op, offset) {
    const r = this.r;
    switch (op) {
      case 82: {
        const args = this.pop();
        this.call(this.pop(), this.argsOf(args), offset);
        return;
      }
      case 129: {
        const args = this.pop();
        this.call(this.pop(), this.argsOf(args), offset);
        return;
      }
      case 146: {
        this.pop();
        const args = this.pop();
        this.call(this.pop(), this.argsOf(args), offset);
        return;
      }
      case 105: {
        const module = r.line();
        const cls = this.global(module, r.line());
        this.call(cls, this.popMark(), offset);
        return;
      }
      case 111: {
        const items = this.popMark();
        this.call(items[0] ?? UNKNOWN, items.slice(1), offset);
        return;
      }
      default:
        throw new Error(`unknown opcode 0x${op.toString(16).padStart(2, "0")} at byte ${offset}`);
    }
  }
};

// src/analysis/pickle/facts.ts
var MODULE_ALIAS = { posix: "os", nt: "os", commands: "subprocess" };
var BUILTINS = /* @__PURE__ */ new Set(["builtins", "__builtin__"]);
function pickleFacts(bytes, path, hosts = {}) {
  const facts = unpickledFacts(bytes, path, hosts);
  if (!facts) return void 0;
  const merged = { units: [], behaviours: [], assignments: [] };
  mergeMember(merged, facts, UNPICKLED);
  return merged;
}
function unpickledFacts(bytes, path, hosts = {}) {
  const read = readPickle(bytes);
  if (read.calls.length === 0) return void 0;
  const text = asPython(read);
  return extractFacts({
    path: `${path}!/unpickled.py`,
    text,
    lines: new LineMap(text),
    hosts,
    intents: false
  });
}
function asPython(read) {
  const modules = /* @__PURE__ */ new Set();
  for (const name of read.imports) {
    const module = moduleOf(name.slice(0, name.lastIndexOf(".")));
    if (module !== void 0) modules.add(module);
  }
  const lines = [...modules].sort().map((m) => `import ${m}`);
  read.calls.forEach((c, i) => {
    lines.push(`_r${i} = ${callOf(c)}`);
  });
  return `${lines.join("\n")}
`;
}
function moduleOf(module) {
  if (BUILTINS.has(module)) return void 0;
  if (!/^[A-Za-z_][\w.]{0,200}$/.test(module)) return void 0;
  return MODULE_ALIAS[module] ?? module;
}
function callOf(c) {
  return `${pythonOf(c.callable)}(${c.args.map(pythonOf).join(", ")})`;
}
function pythonOf(v) {
  switch (v.kind) {
    case "str":
      return JSON.stringify(v.text);
    case "bytes":
      return bytesLiteral(v.head);
    case "num":
    case "const":
      return v.text;
    case "global": {
      const name = /^[A-Za-z_][\w.]{0,200}$/.test(v.name) ? v.name : "None";
      const module = moduleOf(v.module);
      if (BUILTINS.has(v.module)) return name;
      return module === void 0 ? "None" : `${module}.${name}`;
    }
    case "seq": {
      const items = v.items.map(pythonOf);
      if (v.open === "[") return `[${items.join(", ")}]`;
      return items.length === 1 ? `(${items[0]},)` : `(${items.join(", ")})`;
    }
    case "dict":
      return `{${v.entries.map(([k, x]) => `${pythonOf(k)}: ${pythonOf(x)}`).join(", ")}}`;
    case "result":
      return `_r${v.index}`;
    default:
      return "None";
  }
}
function bytesLiteral(head) {
  let s = "b'";
  for (const ch of head) {
    const c = ch.charCodeAt(0);
    if (ch === "'" || ch === "\\") s += `\\${ch}`;
    else if (c >= 32 && c < 127) s += ch;
    else s += `\\x${c.toString(16).padStart(2, "0")}`;
  }
  return `${s}'`;
}

// src/analysis/archive/facts.ts
var MERGED_LIMITS = {
  units: DEFAULT_COLLECTOR_LIMITS.maxUnits * 10,
  behaviours: DEFAULT_COLLECTOR_LIMITS.maxBehaviours * 10
};
function archiveFacts(archive, hosts = {}) {
  const merged = { units: [], behaviours: [], assignments: [] };
  for (const member of archive.texts) {
    if (merged.units.length >= MERGED_LIMITS.units || merged.behaviours.length >= MERGED_LIMITS.behaviours) {
      merged.limitHit ??= `archive members hold more than ${MERGED_LIMITS.units} code units or ${MERGED_LIMITS.behaviours} behaviours`;
      break;
    }
    const text = decodeBytes(member.bytes).text;
    const facts = extractFacts({ path: member.name, text, lines: new LineMap(text), hosts, intents: false });
    mergeMember(merged, facts, member.name);
  }
  for (const member of archive.pickles ?? []) {
    const facts = unpickledFacts(member.bytes, member.name, hosts);
    if (facts) mergeMember(merged, facts, member.name);
  }
  return merged;
}

// src/analysis/pdf/facts.ts
function pdfFacts(bytes, path, hosts = {}) {
  const pdf = pdfText(bytes);
  const spans = [];
  let joined = "";
  let line = 1;
  for (const p of pdf.pages) {
    if (p.text.trim() === "") continue;
    if (joined !== "") {
      joined += "\n\n";
      line += 2;
    }
    const lines = p.text.split("\n").length;
    spans.push({ page: p.page, from: line, to: line + lines - 1, line: p.line });
    joined += p.text;
    line += lines - 1;
  }
  if (joined === "") return void 0;
  const facts = extractFacts({
    // Read as Markdown: the name only selects the parser (nothing is written or resolved by it).
    path: `${path}!/text.md`,
    text: joined,
    lines: new LineMap(joined),
    hosts
  });
  const pageOf = (r) => spans.find((s) => r.startLine <= s.to) ?? spans[spans.length - 1];
  const at = (r) => {
    const l = pageOf(r).line;
    return { startLine: l, startColumn: 1, endLine: l, endColumn: 1 };
  };
  const out = {
    units: facts.units.map((u) => ({
      ...u,
      at: at(u.at),
      label: u.label ? `PDF page ${pageOf(u.at).page}, ${u.label}` : `PDF page ${pageOf(u.at).page}`
    })),
    behaviours: facts.behaviours.map((b) => ({ ...b, at: at(b.at), key: `pdf!${b.key}` })),
    assignments: facts.assignments.map((a) => ({ ...a, at: at(a.at) }))
  };
  if (facts.prose)
    out.prose = {
      intents: facts.prose.intents.map((i) => ({
        ...i,
        at: at(i.at),
        evidence: `PDF page ${pageOf(i.at).page}: ${i.evidence}`,
        key: `pdf!${i.key}`
      })),
      ...facts.prose.limitHit ? { limitHit: facts.prose.limitHit } : {}
    };
  if (facts.limitHit) out.limitHit = facts.limitHit;
  return out;
}

// src/analysis/png-text.ts
var MAX_CHUNKS = 4096;
var MAX_TEXT = 64 * 1024;
var type = (bytes, at) => String.fromCharCode(...bytes.subarray(at, at + 4));
function pngTextSpans(bytes) {
  const out = [];
  let pos = 8;
  for (let n = 0; n < MAX_CHUNKS && pos + 12 <= bytes.length; n++) {
    const length = (bytes[pos] << 24 | bytes[pos + 1] << 16 | bytes[pos + 2] << 8 | bytes[pos + 3]) >>> 0;
    const kind = type(bytes, pos + 4);
    const body = pos + 8;
    const end = body + length;
    if (end + 4 > bytes.length || kind === "IEND") break;
    if ((kind === "tEXt" || kind === "iTXt") && length <= MAX_TEXT) {
      const nul = bytes.indexOf(0, body);
      let start = nul >= 0 && nul < end ? nul + 1 : -1;
      if (start >= 0 && kind === "iTXt") {
        const compressed = bytes[start] !== 0;
        const lang = bytes.indexOf(0, start + 2);
        const translated = lang >= 0 && lang < end ? bytes.indexOf(0, lang + 1) : -1;
        start = !compressed && translated >= 0 && translated < end ? translated + 1 : -1;
      }
      if (start >= 0 && start < end) out.push({ key: latin12(bytes, body, nul), start, end });
    }
    pos = end + 4;
  }
  return out;
}
function latin12(bytes, from, to) {
  let s = "";
  for (let i = from; i < to; i++) s += String.fromCharCode(bytes[i]);
  return s;
}
function noteText(bytes, spans) {
  const out = new Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) out[i] = bytes[i] === 10 ? "\n" : " ";
  for (const s of spans)
    for (let i = s.start; i < s.end; i++) {
      const b = bytes[i];
      out[i] = b === 10 ? "\n" : b < 32 ? " " : String.fromCharCode(b);
    }
  return out.join("");
}
var MAX_READ = 32;
function pngFacts(bytes, followed, hosts = {}) {
  const chunks = pngTextSpans(bytes);
  const kept = chunks.filter((c) => followed || addressesAgent(latin12(bytes, c.start, c.end))).slice(0, MAX_READ);
  if (kept.length === 0) return void 0;
  const notes = noteText(bytes, kept);
  const specs = kept.flatMap((c) => noteCommandSpecs(noteText(bytes, [c])));
  const facts = analyzeUnits(new LineMap(notes), specs, hosts);
  const said = analyzeDataText(notes, "code-comment", kept);
  if (said.intents.length > 0) facts.prose = { intents: said.intents };
  return facts;
}
export {
  analyzeUnits,
  archiveFacts,
  extractFacts,
  languageOfFence,
  pdfFacts,
  pickleFacts,
  pngFacts,
  prepareAnalyzers
};
