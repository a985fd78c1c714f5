import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  decodeBytes
} from "./chunk-CTK6VKX7.js";
import {
  isMarkdownPath,
  unescapeMarkdown
} from "./chunk-VL4AUMTW.js";
import {
  SourceError,
  blobsAt
} from "./chunk-5ZQZRXVU.js";
import {
  dirname
} from "./chunk-PBUGHLOV.js";

// src/findings.ts
import { createHash } from "node:crypto";
var SEVERITIES = ["critical", "high", "medium", "low", "info"];
var CONFIDENCES = ["high", "medium", "low"];
var SECURITY_CATEGORIES = [
  "remote-code-execution",
  "dynamic-context-exec",
  "obfuscated-payload",
  "split-payload",
  "credential-access",
  "data-exfiltration",
  "markdown-image-exfil",
  "reverse-shell",
  "persistence",
  "hidden-unicode",
  "hidden-html-comment",
  "prompt-injection",
  "authority-claim",
  "supply-chain-redirect",
  "hook-command-exec",
  "permissive-allowed-tools",
  "symlink-escape",
  "hardcoded-secret",
  "privileged-command",
  "script-code-sink",
  "unsafe-skill-name"
];
var ROBUSTNESS_CATEGORIES = [
  "parser-abuse",
  "oversized-content",
  "file-type-mismatch",
  "encoding-anomaly",
  "reference-depth-limit"
];
var CONFORMANCE_CATEGORIES = [
  "frontmatter",
  "hook-misconfigured",
  "invocation",
  "listing-overflow",
  "skill-conflict",
  "reference-broken",
  "plugin-manifest",
  "sidecar-metadata",
  "portability",
  "content-quality",
  "progressive-disclosure"
];
var CATEGORIES = [
  ...SECURITY_CATEGORIES,
  ...ROBUSTNESS_CATEGORIES,
  ...CONFORMANCE_CATEGORIES
];
function isSecurityCategory(c) {
  return SECURITY_CATEGORIES.includes(c);
}
var SECURITY_SEVERITY_SCORE = {
  critical: "9.5",
  high: "8.0",
  medium: "5.5",
  low: "3.0",
  info: void 0
};
function severityRank(s) {
  return SEVERITIES.length - SEVERITIES.indexOf(s);
}
function atLeast(s, gate) {
  return severityRank(s) >= severityRank(gate);
}
function pointRegion(line, column, length = 1) {
  return { startLine: line, startColumn: column, endLine: line, endColumn: column + Math.max(1, length) };
}
function compareFindings(a, b) {
  return cmp(a.location.path, b.location.path) || (a.location.region?.startLine ?? 0) - (b.location.region?.startLine ?? 0) || (a.location.region?.startColumn ?? 0) - (b.location.region?.startColumn ?? 0) || cmp(a.ruleId, b.ruleId) || cmp(a.message, b.message) || cmp(a.entry ?? "", b.entry ?? "");
}
function cmp(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
function buildFinding(origin, input) {
  const loc = input.location;
  if (!loc || typeof loc.path !== "string") {
    throw new Error(`rule ${origin.id} reported a finding without a primary location`);
  }
  if (loc.region && (loc.region.startLine < 1 || loc.region.startColumn < 1)) {
    throw new Error(`rule ${origin.id} reported a 0-based region at ${loc.path}`);
  }
  const finding = {
    ruleId: origin.id,
    category: origin.category,
    severity: input.severity ?? origin.severity,
    confidence: input.confidence ?? origin.confidence,
    message: input.message,
    location: loc,
    related: input.related ?? [],
    ...input.relatedAreContext ? { relatedAreContext: true } : {},
    chain: input.chain ?? input.reach?.[0]?.chain ?? [],
    entries: input.reach ? input.reach.map((r) => r.entry) : input.entry !== void 0 ? [input.entry] : [],
    chains: input.reach ? input.reach.filter((r) => r.chain.length > 1).map((r) => r.chain) : input.chain && input.chain.length > 1 ? [input.chain] : [],
    // The evidence identifies a finding, not the set of entries that reach it: a new skill that
    // references the same file must not turn an old finding into a new one.
    fingerprint: fingerprintOf(
      origin.id,
      input.reach ? loc.path : input.entry ?? loc.path,
      loc.path,
      input.fingerprintKey
    )
  };
  const entry = input.entry ?? input.reach?.[0]?.entry;
  if (entry !== void 0 && entry !== loc.path) finding.entry = entry;
  return finding;
}
function fingerprintOf(...parts) {
  return createHash("sha256").update(parts.join("\0").replace(/\s+/g, " ")).digest("hex").slice(0, 32);
}

// src/model/fact-claims.ts
var CLAIM = { open: 0, worker: 1, here: 2 };
function claimForWorker(claims, id) {
  return id < claims.length && Atomics.compareExchange(claims, id, CLAIM.open, CLAIM.worker) === CLAIM.open;
}

// src/model/search-service.ts
import { setImmediate as nextTurn } from "node:timers/promises";

// src/source/git-objects.ts
import { createHash as createHash2 } from "node:crypto";
function gitBlobId(bytes, algorithm = "sha1") {
  return createHash2(algorithm).update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
}

// src/source/local.ts
import nodeFs, { constants, promises as fs } from "node:fs";
import * as nodePath from "node:path";
var NOT_PLAIN = /(?:^|\/)\.{0,2}(?:\/|$)/;
function joinAbs(dir, name) {
  if (nodePath.sep !== "/") return nodePath.join(dir, name);
  return dir.endsWith("/") ? `${dir}${name}` : `${dir}/${name}`;
}
function kindOf(d) {
  if (d.isSymbolicLink()) return "symlink";
  if (d.isFile()) return "file";
  if (d.isDirectory()) return "dir";
  return "other";
}
var LocalSource = class _LocalSource {
  constructor(rootReal, shown) {
    this.rootReal = rootReal;
    this.description = shown;
    this.rootName = nodePath.basename(rootReal);
    this.rootPrefix = rootReal.endsWith(nodePath.sep) ? rootReal : rootReal + nodePath.sep;
  }
  rootReal;
  description;
  rootName;
  rootPrefix;
  static async open(root) {
    let real;
    try {
      real = await fs.realpath(root);
    } catch {
      throw new SourceError(`cannot open ${root}: no such directory`, root);
    }
    const st = await fs.stat(real);
    if (!st.isDirectory()) throw new SourceError(`${root} is not a directory`, root);
    return new _LocalSource(real, root);
  }
  abs(path) {
    if (path === "") return this.rootReal;
    if (!NOT_PLAIN.test(path)) return joinAbs(this.rootReal, path);
    return nodePath.join(this.rootReal, ...path.split("/"));
  }
  toRelative(real) {
    if (real === this.rootReal) return "";
    if (!real.startsWith(this.rootPrefix)) return void 0;
    return real.slice(this.rootPrefix.length).split(nodePath.sep).join("/");
  }
  async list(dir) {
    return this.listSync(dir);
  }
  /** Synchronous, like `read`: a thread-pool round trip per folder cost more than listing it. */
  listSync(dir) {
    const entries = nodeFs.readdirSync(this.abs(dir), { withFileTypes: true });
    const out = new Array(entries.length);
    for (let i = 0; i < entries.length; i++) out[i] = { name: entries[i].name, kind: kindOf(entries[i]) };
    return out;
  }
  /**
   * The folders a walk of this tree found (root-relative path → real path, as `indexTree` records them:
   * realpath's answers when they were listed), so reading their files resolves no folder again. The map is
   * kept as given, not copied: a file's folder is looked up by its relative path, and a folder outside any
   * link reads its files at the root's real path plus their path, without a realpath call or an absolute
   * path string per folder (27,489 of them were built while listing the 10,000-skill tree). A file is still
   * opened without following a link, inside the root.
   */
  knowDirs(dirs) {
    this.walked = dirs instanceof Map ? dirs : new Map(dirs);
  }
  walked;
  async stat(path) {
    try {
      const st = await fs.lstat(this.abs(path));
      return { kind: kindOf(st), size: st.size };
    } catch {
      return void 0;
    }
  }
  /**
   * Real paths of folders the walk did not list (`knowDirs`), once resolved: the files of one folder share a
   * single realpath call. The call is synchronous (realpath(3), as the promise version runs it on the thread
   * pool): a thread-pool round trip per folder cost more than the call itself (1.9 s of 31 s on the
   * 2,000-skill tree).
   */
  realDirs = /* @__PURE__ */ new Map();
  realDir(absDir) {
    let known = this.realDirs.get(absDir);
    if (known === void 0) {
      try {
        known = nodeFs.realpathSync.native(absDir);
      } catch (error) {
        known = { error };
      }
      this.realDirs.set(absDir, known);
    }
    if (typeof known !== "string") throw known.error;
    return known;
  }
  inside(real, path) {
    if (real !== this.rootReal && !real.startsWith(this.rootPrefix)) {
      throw new SourceError(`refusing to read ${path}: it resolves outside the scanned root`, path);
    }
    return real;
  }
  /** A file's folder resolved by realpath (once per folder), plus its name. */
  resolvedReal(path) {
    const abs = this.abs(path);
    return joinAbs(this.realDir(nodePath.dirname(abs)), nodePath.basename(abs));
  }
  /**
   * The real path of a file the walk found in a folder it listed: its folder's real path plus its name,
   * inside the root by construction (both plain relative paths). Undefined for any other path.
   */
  walkedReal(path) {
    if (this.walked === void 0 || nodePath.sep !== "/" || NOT_PLAIN.test(path)) return void 0;
    const slash = path.lastIndexOf("/");
    if (slash < 0) return joinAbs(this.rootReal, path);
    const dir = path.slice(0, slash);
    const real = this.walked.get(dir);
    if (real === void 0) return void 0;
    if (real === dir) return joinAbs(this.rootReal, path);
    if (real === "" || NOT_PLAIN.test(real)) return void 0;
    return `${joinAbs(this.rootReal, real)}/${path.slice(slash + 1)}`;
  }
  async read(path, maxBytes) {
    return this.readSync(path, maxBytes);
  }
  /**
   * `read` without a promise: for a skill document whose body is read only when a rule asks for it
   * (src/model/files.ts `deferred`), from a getter that cannot wait.
   */
  readSync(path, maxBytes) {
    const flags = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0);
    let fd;
    if (constants.O_NOFOLLOW === void 0) {
      fd = nodeFs.openSync(this.inside(nodeFs.realpathSync.native(this.abs(path)), path), flags);
    } else {
      try {
        fd = nodeFs.openSync(this.inside(this.walkedReal(path) ?? this.resolvedReal(path), path), flags);
      } catch (e) {
        if (e.code !== "ELOOP") throw e;
        fd = nodeFs.openSync(this.inside(nodeFs.realpathSync.native(this.abs(path)), path), flags);
      }
    }
    try {
      return readOpened(fd, path, maxBytes);
    } finally {
      nodeFs.closeSync(fd);
    }
  }
  async resolveLink(path) {
    const abs = this.abs(path);
    let target = "";
    try {
      target = await fs.readlink(abs);
    } catch {
      return { status: "broken", target };
    }
    let real;
    try {
      real = await fs.realpath(abs);
    } catch (e) {
      const code = e.code;
      if (code === "ELOOP") return { status: "loop" };
      const lexical = nodePath.resolve(nodePath.dirname(abs), target);
      const rel2 = this.toRelative(lexical);
      return rel2 === void 0 ? { status: "outside", target } : { status: "broken", target };
    }
    const rel = this.toRelative(real);
    if (rel === void 0) return { status: "outside", target };
    const st = await fs.stat(real);
    return { status: "inside", target: rel, kind: st.isDirectory() ? "dir" : st.isFile() ? "file" : "other" };
  }
};
var scratch = new Uint8Array(64 * 1024);
function readOpened(fd, path, maxBytes) {
  let first = 0;
  try {
    first = nodeFs.readSync(fd, scratch, 0, scratch.length, 0);
  } catch {
    first = 0;
  }
  if (first > 0 && first < scratch.length) {
    const got2 = Math.min(first, maxBytes);
    return { bytes: scratch.slice(0, got2), size: first, truncated: first > got2 };
  }
  const st = nodeFs.fstatSync(fd);
  if (!st.isFile()) throw new SourceError(`${path} is not a regular file`, path);
  const want = Math.min(st.size, maxBytes);
  const buf = new Uint8Array(want);
  let got = 0;
  while (got < want) {
    const n = nodeFs.readSync(fd, buf, got, want - got, got);
    if (n === 0) break;
    got += n;
  }
  return { bytes: got === want ? buf : buf.subarray(0, got), size: st.size, truncated: st.size > got };
}

// src/analysis/search-forms.ts
var ESCAPE = /\\|&(?:#\w{1,8}|[A-Za-z][A-Za-z0-9]{1,31});|%[0-9a-fA-F]{2}/;
function searchableForms(text) {
  if (!ESCAPE.test(text)) return [text];
  let s = text.replace(/\\u\{([0-9a-fA-F]{1,6})\}|\\u([0-9a-fA-F]{4})|\\x([0-9a-fA-F]{2})/g, (m, a, b, c) => {
    const code = Number.parseInt(a ?? b ?? c, 16);
    return code <= 1114111 ? String.fromCodePoint(code) : m;
  });
  s = unescapeMarkdown(s);
  s = s.replace(/(?:%[0-9a-fA-F]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run.replace(/%([0-9a-fA-F]{2})/g, (_, h) => String.fromCharCode(Number.parseInt(h, 16)));
    }
  });
  s = s.replace(/\\/g, "/");
  return s === text ? [text] : [text, s];
}

// src/model/search-digest.ts
var BITS_PER_GRAM = 8;
var MIN_BYTES = 8;
var MAX_BYTES = 128 * 1024;
var unicodeFold;
function foldUnit(c) {
  if (c < 128) return c >= 97 && c <= 122 ? c - 32 : c;
  if (!unicodeFold) {
    unicodeFold = new Uint16Array(65536);
    for (let u = 0; u < 65536; u++) {
      const up = String.fromCharCode(u).toUpperCase();
      const cu = up.length === 1 ? up.charCodeAt(0) : u;
      unicodeFold[u] = u >= 128 && cu < 128 ? u : cu;
    }
  }
  return unicodeFold[c];
}
function gramHash(a, b, c) {
  let h = Math.imul(a + 1, 2654435761);
  h = Math.imul(h ^ b + 1, 2246822519);
  h = Math.imul(h ^ c + 1, 3266489917);
  return (h ^ h >>> 15) >>> 0;
}
var GramTable = class {
  slots = new Uint32Array(1024);
  /** The generation that filled each slot: bumping it empties the table without clearing it. */
  marks = new Uint32Array(1024);
  generation = 0;
  found = [];
  reset(units) {
    let size = this.slots.length;
    while (size < units * 2) size *= 2;
    if (size !== this.slots.length) {
      this.slots = new Uint32Array(size);
      this.marks = new Uint32Array(size);
      this.generation = 0;
    }
    this.generation++;
    if (this.generation === 4294967295) {
      this.marks.fill(0);
      this.generation = 1;
    }
    this.found.length = 0;
  }
  add(h) {
    const mask = this.slots.length - 1;
    for (let i = h & mask; ; i = i + 1 & mask) {
      if (this.marks[i] !== this.generation) {
        this.marks[i] = this.generation;
        this.slots[i] = h;
        this.found.push(h);
        return;
      }
      if (this.slots[i] === h) return;
    }
  }
};
var table = new GramTable();
function digestOf(forms) {
  let units = 0;
  for (const f of forms) units += f.length;
  table.reset(units);
  for (const f of forms) {
    let p2 = -1;
    let p1 = -1;
    for (let i = 0; i < f.length; i++) {
      const u = f.charCodeAt(i);
      const c = u < 128 ? u >= 97 && u <= 122 ? u - 32 : u : foldUnit(u);
      if (p2 >= 0) table.add(gramHash(p2, p1, c));
      p2 = p1;
      p1 = c;
    }
  }
  const distinct = table.found;
  const size = Math.min(MAX_BYTES, Math.max(MIN_BYTES, Math.ceil(distinct.length * BITS_PER_GRAM / 8)));
  const digest = new Uint8Array(size);
  const bits = size * 8;
  for (const h of distinct) {
    const a = h % bits;
    const b = secondHash(h) % bits;
    digest[a >>> 3] |= 1 << (a & 7);
    digest[b >>> 3] |= 1 << (b & 7);
  }
  return digest;
}
function gramsOf(word) {
  const out = [];
  for (let i = 0; i + 2 < word.length; i++)
    out.push(
      gramHash(
        foldUnit(word.charCodeAt(i)),
        foldUnit(word.charCodeAt(i + 1)),
        foldUnit(word.charCodeAt(i + 2))
      )
    );
  return out;
}
function secondHash(h) {
  return (Math.imul(h, 668265261) ^ h >>> 13) >>> 0;
}
function probesOf(grams) {
  return { first: Uint32Array.from(grams), second: Uint32Array.from(grams, secondHash) };
}
function mayHoldAny(digest, words) {
  const bits = digest.length * 8;
  next: for (const { first, second } of words) {
    for (let i = 0; i < first.length; i++) {
      const a = first[i] % bits;
      if ((digest[a >>> 3] & 1 << (a & 7)) === 0) continue next;
      const b = second[i] % bits;
      if ((digest[b >>> 3] & 1 << (b & 7)) === 0) continue next;
    }
    return true;
  }
  return false;
}
function isDigest(bytes) {
  return bytes.length >= MIN_BYTES && bytes.length <= MAX_BYTES;
}

// src/model/name-search.ts
var SearchShard = class {
  /** `files` sorted by path, as the tree's index is. */
  constructor(files) {
    this.files = files;
    this.slotOfFile = Int32Array.from(files, (f) => this.slot(f.real));
  }
  files;
  /**
   * Each real file's slot in the arrays below, and each listed file's slot: a round tests every file, and
   * indexing arrays costs it far less than looking each real path up in maps (40,000 files a round).
   */
  slotOfReal = /* @__PURE__ */ new Map();
  slotOfFile;
  formsAt = [];
  digestAt = [];
  slot(real) {
    let s = this.slotOfReal.get(real);
    if (s === void 0) {
      s = this.slotOfReal.size;
      this.slotOfReal.set(real, s);
    }
    return s;
  }
  /** Whether the file's text was read (or given). */
  has(real) {
    return this.formsOf(real) !== void 0;
  }
  /** The file's searchable forms, when it was read (or given). */
  formsOf(real) {
    const s = this.slotOfReal.get(real);
    return s === void 0 ? void 0 : this.formsAt[s];
  }
  /** Whether the file need not be read before the first round: read, or known by a digest. */
  known(real) {
    const s = this.slotOfReal.get(real);
    return s !== void 0 && (this.formsAt[s] !== void 0 || this.digestAt[s] !== void 0);
  }
  /** Records a file's text (undefined: unreadable, so it names nothing); returns its searchable forms. */
  add(real, text) {
    const forms = text === void 0 ? [] : searchableForms(text);
    const s = this.slot(real);
    this.formsAt[s] = forms;
    this.digestAt[s] = void 0;
    return forms;
  }
  /** Records what an earlier scan kept of an unchanged file's text, instead of reading it. */
  addDigest(real, digest) {
    const s = this.slot(real);
    if (this.formsAt[s] === void 0) this.digestAt[s] = digest;
  }
  /** Drops a digest that no longer describes the file (the change touched it): it will be read. */
  forget(real) {
    const s = this.slotOfReal.get(real);
    if (s !== void 0) this.digestAt[s] = void 0;
  }
  clear() {
    this.formsAt = [];
    this.digestAt = [];
  }
  /**
   * The paths (every alias) of this shard's files outside `skip` whose text may refer to a token's target.
   * A file neither read nor known by a digest, or whose digest may hold one of the round's names, is read
   * with `read` first.
   */
  async match(query, read) {
    const { tokens, anchors, skip } = query;
    const out = /* @__PURE__ */ new Set();
    const paths = tokens.filter((t) => t.kind === "path");
    const near = /* @__PURE__ */ new Map();
    paths.forEach((t, i) => {
      const under = anchors[i].under;
      if (under === void 0) return;
      for (const file of this.filesUnder(under)) {
        const list = near.get(file);
        if (list) list.push(t);
        else near.set(file, [t]);
      }
    });
    const words = [
      ...anchors.map((a) => a.word),
      ...tokens.filter((t) => t.kind !== "path").map((t) => t.text)
    ];
    const any = patternOf(words, true);
    const modules = patternOf(
      tokens.filter((t) => t.kind === "module").map((t) => t.text),
      false
    );
    const names = patternOf(
      tokens.filter((t) => t.kind === "name").map((t) => t.text),
      true
    );
    const grams = new Grams();
    const wordProbes = any ? [...new Set(words)].map((w) => grams.of(w)) : [];
    const skipped = /* @__PURE__ */ new Set();
    for (const real of skip) {
      const s = this.slotOfReal.get(real);
      if (s !== void 0) skipped.add(s);
    }
    for (let i = 0; i < this.files.length; i++) {
      const file = this.files[i];
      const slot = this.slotOfFile[i];
      if (skipped.has(slot)) continue;
      const nearTokens = near.size > 0 ? near.get(file) : void 0;
      if (!nearTokens && !any) continue;
      let forms = this.formsAt[slot];
      if (forms === void 0) {
        const digest = this.digestAt[slot];
        if (digest && !mayHoldAny(digest, wordProbes) && !(nearTokens && mayHoldAny(
          digest,
          nearTokens.map((t) => grams.of(t.text))
        )))
          continue;
        const got = read(file);
        forms = this.add(file.real, got instanceof Promise ? await got : got);
      }
      if (nearTokens?.some((t) => mayName(file, t, forms))) {
        out.add(file.path);
        continue;
      }
      if (!any || !forms.some((s) => any.test(s))) continue;
      const has = (re) => re !== void 0 && forms.some((s) => re.test(s));
      if (has(names) || !isMarkdownPath(file.path) && has(modules) || paths.some((t) => mayName(file, t, forms)))
        out.add(file.path);
    }
    return [...out].sort(cmp);
  }
  /** This shard's files below `dir`: one contiguous run of the sorted list, found by two binary searches. */
  filesUnder(dir) {
    if (dir === "") return this.files;
    const firstAtOrAfter = (key) => {
      let lo = 0;
      let hi = this.files.length;
      while (lo < hi) {
        const mid = lo + hi >> 1;
        if (this.files[mid].path < key) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    };
    return this.files.slice(firstAtOrAfter(`${dir}/`), firstAtOrAfter(`${dir}0`));
  }
};
var Grams = class {
  byWord = /* @__PURE__ */ new Map();
  of(word) {
    let g = this.byWord.get(word);
    if (!g) {
      g = probesOf(gramsOf(word));
      this.byWord.set(word, g);
    }
    return g;
  }
};
function mayName(file, t, forms) {
  const holds = (s) => forms.some((f) => f.includes(s));
  if (!holds(t.text)) return false;
  if (t.dir === "" || file.path.startsWith(`${t.dir}/`)) return true;
  if (!holds(`/${t.text}`)) return false;
  return foldersBelowCommon(dirname(file.path), t.dir).every(holds);
}
function foldersBelowCommon(from, dir) {
  const a = from === "" ? [] : from.split("/");
  const b = dir.split("/");
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return b.slice(i);
}
function patternOf(words, caseless) {
  if (words.length === 0) return void 0;
  const unique = [...new Set(words)].sort(cmp);
  return new RegExp(
    unique.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"),
    caseless ? "i" : ""
  );
}

// src/model/blob-records.ts
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join as join2 } from "node:path";
var MAX_FILE_BYTES = 512 * 1024 * 1024;
var MAX_ENTRIES = 2e6;
var OID_BYTES = 20;
var BlobRecords = class {
  constructor(dir, build, kind) {
    this.dir = dir;
    this.build = build;
    this.kind = kind;
    this.path = join2(dir, kind.layout, "index");
    this.magic = `skillscan-${kind.layout}
`;
  }
  dir;
  build;
  kind;
  stats = { hits: 0, added: 0, rejected: false };
  entries;
  /**
   * The blob ids this scan found, added or was told are its tree's (`markUsed`), as lists: gathered into a
   * set only when the index is written, which a warm run that adds nothing never does (50,000 ids).
   */
  found = [];
  usedLists = [this.found];
  path;
  magic;
  /** The record stored for a git blob id (40 hex digits), if any. */
  get(oid) {
    const d = this.load().get(oid);
    if (d) {
      this.found.push(oid);
      this.stats.hits++;
    }
    return d;
  }
  /** Marks blob ids of the scanned tree as in use, so that writing the index keeps their entries. */
  markUsed(oids) {
    this.usedLists.push(oids);
  }
  put(oid, record) {
    if (!/^[0-9a-f]{40}$/.test(oid) || !this.kind.valid(record)) return;
    const entries = this.load();
    if (!entries.has(oid)) this.stats.added++;
    entries.set(oid, record);
    this.found.push(oid);
  }
  /**
   * Writes the index when this scan added to it: the entries it used or added, and the older ones while
   * they are no more than three times as many (other branches' files), so the file stays bounded. A folder
   * that cannot be written leaves the old index; the scan's result does not depend on it.
   */
  finish() {
    if (this.stats.added === 0 || !this.entries) return;
    const used = /* @__PURE__ */ new Set();
    for (const oids of this.usedLists) for (const oid of oids) used.add(oid);
    const keepOld = this.entries.size <= 4 * used.size;
    const kept = [...this.entries].filter(([oid]) => keepOld || used.has(oid));
    kept.sort((a, b) => a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
    const head = Buffer.from(`${this.magic}${this.build}
`, "latin1");
    let size = head.length;
    for (const [, record] of kept) size += OID_BYTES + 4 + record.length;
    const out = Buffer.allocUnsafe(size);
    let at = head.copy(out, 0);
    for (const [oid, record] of kept) {
      at += out.write(oid, at, OID_BYTES, "hex");
      at = out.writeUInt32LE(record.length, at);
      out.set(record, at);
      at += record.length;
    }
    const tmp = `${this.path}.${process.pid}.tmp`;
    try {
      mkdirSync(join2(this.dir, this.kind.layout), { recursive: true });
      writeFileSync(tmp, out);
      renameSync(tmp, this.path);
    } catch {
      rmSync(tmp, { force: true });
    }
  }
  load() {
    if (this.entries) return this.entries;
    this.entries = /* @__PURE__ */ new Map();
    let bytes;
    try {
      bytes = readFileSync(this.path);
    } catch {
      return this.entries;
    }
    const head = `${this.magic}${this.build}
`;
    if (bytes.toString("latin1", 0, head.length) === head) {
      const parsed = this.parse(bytes, head.length);
      if (parsed) this.entries = parsed;
      else this.stats.rejected = true;
    } else if (bytes.toString("latin1", 0, this.magic.length) !== this.magic) this.stats.rejected = true;
    return this.entries;
  }
  /** The entries of an index file, or undefined when any part of it is not what `finish` writes. */
  parse(bytes, start) {
    if (bytes.length > MAX_FILE_BYTES) return void 0;
    const out = /* @__PURE__ */ new Map();
    let at = start;
    while (at < bytes.length) {
      if (out.size >= MAX_ENTRIES || at + OID_BYTES + 4 > bytes.length) return void 0;
      const oid = bytes.toString("hex", at, at + OID_BYTES);
      const n = bytes.readUInt32LE(at + OID_BYTES);
      at += OID_BYTES + 4;
      if (at + n > bytes.length) return void 0;
      const record = new Uint8Array(bytes.subarray(at, at + n));
      if (!this.kind.valid(record)) return void 0;
      out.set(oid, record);
      at += n;
    }
    return out;
  }
};

// src/model/search-index-store.ts
var SearchIndexStore = class extends BlobRecords {
  constructor(dir, build) {
    super(dir, build, { layout: "search-v1", valid: isDigest });
  }
};

// src/model/search-service.ts
var READ_LAST = /(?:^|\/)skill\.md$/i;
var SearchService = class {
  state;
  async answer(msg) {
    if (msg.search === "open") {
      const files = msg.paths.map((path, i) => ({ path, real: msg.reals[i] || path }));
      let give = () => {
      };
      const given = new Promise((resolve2) => {
        give = resolve2;
      });
      const source = LocalSource.open(msg.root).then((opened2) => {
        opened2.knowDirs(msg.dirs.map((dir, i) => [dir, msg.dirReals[i] || dir]));
        return opened2;
      });
      source.catch(() => void 0);
      const shard = new SearchShard(files);
      const opened = {
        shard,
        source,
        maxFileBytes: msg.maxFileBytes,
        digested: 0,
        oidOf: /* @__PURE__ */ new Map(),
        keep: msg.index !== void 0,
        givenTexts: /* @__PURE__ */ new Map(),
        stale: /* @__PURE__ */ new Set(),
        digestsAdded: Promise.resolve(),
        readOid: /* @__PURE__ */ new Map(),
        loaded: Promise.resolve({ reads: [], digested: 0, oids: [] }),
        released: false,
        given,
        give
      };
      if (msg.index)
        opened.digestsAdded = addDigests(opened, msg.root, msg.index).then(
          (n) => {
            opened.digested = n;
          },
          () => void 0
        );
      opened.loaded = readShare(opened, msg);
      opened.loaded.catch(() => void 0);
      this.state = opened;
      return opened.loaded;
    }
    const state = this.state;
    if (msg.search === "stale") {
      if (!state) throw new Error("no name search is open");
      await state.digestsAdded;
      state.stale = new Set(msg.stale);
      for (const real of state.stale) state.shard.forget(real);
      return state.shard.files.filter((f) => READ_LAST.test(f.path) && !state.shard.known(f.real)).map((f) => f.real);
    }
    if (msg.search === "texts") {
      if (!state) throw new Error("no name search is open");
      takeTexts(state, msg);
      state.give();
      return true;
    }
    if (msg.search === "match") {
      if (!state) throw new Error("no name search is open");
      await state.loaded;
      const source = await state.source;
      return state.shard.match(
        msg.query,
        async (file) => state.givenTexts.has(file.real) ? state.givenTexts.get(file.real) : readText(source, file, state.maxFileBytes)
      );
    }
    const kept = [];
    if (state) {
      state.released = true;
      for (const [real, oid] of state.readOid) {
        const forms = state.shard.formsOf(real);
        if (forms) kept.push([oid, digestOf(forms)]);
      }
      state.shard.clear();
      state.give();
    }
    this.state = void 0;
    return kept;
  }
};
var READS_PER_TURN = 64;
async function readShare(share, msg) {
  const source = await share.source;
  const done = { reads: [], digested: 0, oids: [] };
  await share.digestsAdded;
  if (msg.index) done.oids = [...new Set(share.oidOf.values())];
  const first = share.shard.files.filter((f) => !READ_LAST.test(f.path));
  await readFiles(share, first, source, msg, done);
  const last = share.shard.files.filter((f) => READ_LAST.test(f.path));
  if (last.length > 0) await share.given;
  await readFiles(share, last, source, msg, done);
  done.digested = share.digested;
  return done;
}
async function addDigests(share, root, index) {
  let blobs;
  try {
    blobs = await blobsAt(root, index.rev);
  } catch {
    return 0;
  }
  const store = new SearchIndexStore(index.dir, index.build);
  let n = 0;
  for (const f of share.shard.files) {
    const oid = blobs.get(f.real);
    if (oid === void 0) continue;
    share.oidOf.set(f.real, oid);
    const digest = store.get(oid);
    if (digest && !share.shard.known(f.real)) {
      share.shard.addDigest(f.real, digest);
      n++;
    }
  }
  return n;
}
function takeTexts(state, msg) {
  const stale = state.stale;
  msg.reals.forEach((real, i) => {
    const text = msg.texts[i];
    if (state.shard.has(real)) return;
    if (state.shard.known(real)) {
      state.givenTexts.set(real, text);
      return;
    }
    state.shard.add(real, text);
    const oid = state.oidOf.get(real);
    if (state.keep && oid && !stale.has(real) && text.length * 3 + 3 < state.maxFileBytes)
      state.readOid.set(real, oid);
  });
}
async function readFiles(share, files, source, { maxFileBytes, count }, done) {
  let n = 0;
  for (const f of files) {
    if (share.released) return;
    if (share.shard.known(f.real)) continue;
    let read;
    try {
      read = source.readSync(f.path, maxFileBytes);
      if (count) done.reads.push(f.real);
    } catch {
      read = void 0;
    }
    share.shard.add(f.real, read && decodeBytes(read.bytes).text);
    if (share.keep && read && !read.truncated) share.readOid.set(f.real, gitBlobId(read.bytes));
    if (++n % READS_PER_TURN === 0) await nextTurn();
  }
}
async function readText(source, file, maxFileBytes) {
  try {
    return decodeBytes((await source.read(file.path, maxFileBytes)).bytes).text;
  } catch {
    return void 0;
  }
}

export {
  BlobRecords,
  SearchIndexStore,
  SEVERITIES,
  CONFIDENCES,
  CATEGORIES,
  isSecurityCategory,
  SECURITY_SEVERITY_SCORE,
  severityRank,
  atLeast,
  pointRegion,
  compareFindings,
  cmp,
  buildFinding,
  SearchShard,
  CLAIM,
  claimForWorker,
  gitBlobId,
  LocalSource,
  READ_LAST,
  SearchService
};
