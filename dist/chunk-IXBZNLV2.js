import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  decodeBytes
} from "./chunk-CTK6VKX7.js";
import {
  isMarkdownPath,
  unescapeMarkdown
} from "./chunk-QZHH533L.js";
import {
  SourceError
} from "./chunk-LQKUMDBU.js";
import {
  basename,
  dirname,
  nearestAncestorIn
} from "./chunk-IYIXCUWO.js";

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
  }
  rootReal;
  description;
  rootName;
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
    const prefix = this.rootReal.endsWith(nodePath.sep) ? this.rootReal : this.rootReal + nodePath.sep;
    if (!real.startsWith(prefix)) return void 0;
    return real.slice(prefix.length).split(nodePath.sep).join("/");
  }
  /**
   * Synchronous, like `read`: a thread-pool round trip per folder cost more than listing it. A listed
   * folder that is not a link has its parent's real path plus its name, so the folders met here need
   * no realpath call when their files are read.
   */
  async list(dir) {
    const absDir = this.abs(dir);
    const entries = nodeFs.readdirSync(absDir, { withFileTypes: true });
    const known = dir === "" ? this.rootReal : this.realDirs.get(absDir);
    const real = typeof known === "string" ? known : void 0;
    return entries.map((e) => {
      const kind = kindOf(e);
      if (kind === "dir" && real !== void 0) {
        const child = joinAbs(absDir, e.name);
        this.realDirs.set(child, real === absDir ? child : joinAbs(real, e.name));
      }
      return { name: e.name, kind };
    });
  }
  /**
   * Takes the real paths of folders from a walk of this tree (root-relative folder and real path, as
   * `indexTree` records them: realpath's answers when the folders were listed), so reading their files
   * calls realpath for none: another thread reading a walked tree made 24,284 realpath calls (0.9 s) on
   * the 10,000-skill benchmark. A file is still opened without following a link, inside the root.
   */
  knowDirs(dirs) {
    for (const [path, real] of dirs) {
      if (NOT_PLAIN.test(path) || NOT_PLAIN.test(real)) continue;
      this.realDirs.set(this.abs(path), this.abs(real));
    }
  }
  async stat(path) {
    try {
      const st = await fs.lstat(this.abs(path));
      return { kind: kindOf(st), size: st.size };
    } catch {
      return void 0;
    }
  }
  /**
   * Real paths of folders already resolved: the files of one folder share a single realpath call. The
   * call is synchronous (realpath(3), as the promise version runs it on the thread pool): a thread-pool
   * round trip per folder cost more than the call itself (1.9 s of 31 s on the 2,000-skill tree).
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
    if (this.toRelative(real) === void 0) {
      throw new SourceError(`refusing to read ${path}: it resolves outside the scanned root`, path);
    }
    return real;
  }
  async read(path, maxBytes) {
    const abs = this.abs(path);
    const flags = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0);
    let fd;
    if (constants.O_NOFOLLOW === void 0) {
      fd = nodeFs.openSync(this.inside(await fs.realpath(abs), path), flags);
    } else {
      try {
        const real = joinAbs(this.realDir(nodePath.dirname(abs)), nodePath.basename(abs));
        fd = nodeFs.openSync(this.inside(real, path), flags);
      } catch (e) {
        if (e.code !== "ELOOP") throw e;
        fd = nodeFs.openSync(this.inside(await fs.realpath(abs), path), flags);
      }
    }
    try {
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

// src/model/name-search.ts
var SearchShard = class {
  /** `files` sorted by path, as the tree's index is. */
  constructor(files) {
    this.files = files;
  }
  files;
  formsByReal = /* @__PURE__ */ new Map();
  has(real) {
    return this.formsByReal.has(real);
  }
  /** Records a file's text (undefined: unreadable, so it names nothing). */
  add(real, text) {
    this.formsByReal.set(real, text === void 0 ? [] : searchableForms(text));
  }
  clear() {
    this.formsByReal.clear();
  }
  /** The paths (every alias) of this shard's files outside `skip` whose text may refer to a token's target. */
  match(query) {
    const { tokens, anchors, skip } = query;
    const out = /* @__PURE__ */ new Set();
    const paths = tokens.filter((t) => t.kind === "path");
    paths.forEach((t, i) => {
      const under = anchors[i].under;
      if (under === void 0) return;
      for (const file of this.filesUnder(under)) {
        if (!skip.has(file.real) && mayName(file, t, this.formsOf(file))) out.add(file.path);
      }
    });
    const words = [
      ...anchors.map((a) => a.word),
      ...tokens.filter((t) => t.kind !== "path").map((t) => t.text)
    ];
    const any = patternOf(words, true);
    if (!any) return [...out].sort(cmp);
    const modules = patternOf(
      tokens.filter((t) => t.kind === "module").map((t) => t.text),
      false
    );
    const names = patternOf(
      tokens.filter((t) => t.kind === "name").map((t) => t.text),
      true
    );
    for (const file of this.files) {
      if (skip.has(file.real) || out.has(file.path)) continue;
      const forms = this.formsOf(file);
      if (!forms.some((s) => any.test(s))) continue;
      const has = (re) => re !== void 0 && forms.some((s) => re.test(s));
      if (has(names) || !isMarkdownPath(file.path) && has(modules) || paths.some((t) => mayName(file, t, forms)))
        out.add(file.path);
    }
    return [...out].sort(cmp);
  }
  formsOf(file) {
    return this.formsByReal.get(file.real) ?? [];
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

// src/model/change-reach.ts
async function entriesReachingChange(input) {
  const { files, changed } = input;
  const aliases = grouped(
    files.index.files,
    (f) => f.real,
    (f) => f.path
  );
  const folderDocs = grouped(
    [...input.docByPath].filter(([, doc]) => doc.kind === "skill"),
    ([, doc]) => doc.dir,
    ([path]) => path
  );
  const namesOf = grouped(
    input.skillByName,
    ([, doc]) => doc,
    ([name]) => name
  );
  const targetReal = /* @__PURE__ */ new Set();
  const deleted = /* @__PURE__ */ new Set();
  const outChanged = new Set(changed);
  let frontier = [];
  const add = (path) => {
    const real = files.realOf(path) ?? path;
    if (targetReal.has(real)) return;
    targetReal.add(real);
    frontier.push(...aliases.get(real) ?? [path]);
  };
  const roundTokens = [];
  for (const p of [...changed].sort(cmp)) {
    if (files.isFile(p)) add(p);
    else {
      deleted.add(basename(p));
      roundTokens.push({ kind: "path", text: basename(p), dir: dirname(p) });
    }
  }
  const texts = input.texts ?? new SearchTexts(files);
  try {
    for (let round = 0; round < input.maxRounds && (frontier.length > 0 || roundTokens.length > 0); round++) {
      const reached = frontier.sort(cmp);
      frontier = [];
      for (const p of reached) {
        roundTokens.push(...tokensOf(p, input.docByPath, namesOf));
        for (const doc of ownerDocs(p, input.skillDirs, folderDocs)) add(doc);
      }
      const tokens = roundTokens.splice(0);
      if (tokens.length === 0) continue;
      for (const candidate of await texts.matching(tokens, targetReal)) {
        const edges = await input.edgesOf(candidate);
        if (edges.some(
          (e) => e.status === "ok" && e.to !== void 0 && targetReal.has(files.realOf(e.to) ?? e.to)
        ))
          add(candidate);
        else if (deleted.size > 0 && edges.some((e) => e.status !== "ok" && deleted.has(basename(stripQuery(e.raw))))) {
          outChanged.add(candidate);
          add(candidate);
        }
      }
    }
  } finally {
    texts.release();
  }
  const entries = new Set(input.entries.filter((e) => targetReal.has(files.realOf(e) ?? e)));
  return { entries, changed: outChanged };
}
function stripQuery(raw) {
  return raw.replace(/[#?].*$/, "");
}
function tokensOf(path, docByPath, namesOf) {
  const name = basename(path);
  const out = [{ kind: "path", text: name, dir: dirname(path) }];
  if (/\.py$/i.test(name) && name.length > 3) out.push({ kind: "module", text: name.slice(0, -3) });
  const doc = docByPath.get(path);
  if (doc) for (const n of namesOf.get(doc) ?? []) out.push({ kind: "name", text: n });
  return out;
}
function ownerDocs(path, skillDirs, folderDocs) {
  const dir = nearestAncestorIn(path, skillDirs);
  return dir === void 0 ? [] : (folderDocs.get(dir) ?? []).filter((p) => p !== path);
}
function grouped(items, keyFor, valueFor) {
  const out = /* @__PURE__ */ new Map();
  for (const item of items) {
    const key = keyFor(item);
    const list = out.get(key);
    if (list) list.push(valueFor(item));
    else out.set(key, [valueFor(item)]);
  }
  return out;
}
async function changedWhileReading(changed, search) {
  if (!(changed instanceof Promise)) return changed;
  let settled = false;
  const done = () => {
    settled = true;
  };
  const answered = changed.then(done, done);
  await search.readWhile(() => !settled);
  await answered;
  return changed;
}
function queryOf(tokens, skip, files) {
  const anchors = tokens.filter((t) => t.kind === "path").map((t) => anchorOf(t, files));
  return { tokens: [...tokens], anchors, skip };
}
var SearchTexts = class {
  constructor(files) {
    this.files = files;
    this.shard = new SearchShard(files.index.files);
  }
  files;
  shard;
  loaded = false;
  released = false;
  /**
   * Reads files in index order while `keepGoing()` says so, giving way to the event loop every few
   * files so that what the caller waits for can settle meanwhile.
   */
  async readWhile(keepGoing) {
    let count = 0;
    for (const file of this.files.index.files) {
      if (this.released || !keepGoing()) return;
      await this.read(file);
      if (++count % 64 === 0) await new Promise((resolve2) => setImmediate(resolve2));
    }
  }
  /** Drops every text read: the search is over. */
  release() {
    this.released = true;
    this.shard.clear();
  }
  async matching(tokens, skip) {
    await this.load();
    return this.shard.match(queryOf(tokens, skip, this.files));
  }
  async load() {
    if (this.loaded) return;
    this.loaded = true;
    for (const file of this.files.index.files) await this.read(file);
  }
  async read(file) {
    if (this.shard.has(file.real)) return;
    this.shard.add(file.real, await this.files.peek(file.path));
  }
};
var NEAR_FILES = 256;
function anchorOf(t, files) {
  if (t.dir === "") return { word: t.text };
  const segments = t.dir.split("/");
  for (let level = 1; level <= segments.length; level++) {
    const under = segments.slice(0, level).join("/");
    if (level === segments.length || files.countUnder(under) <= NEAR_FILES)
      return { under, word: segments[level - 1] };
  }
  return { word: t.text };
}

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
      const opened = {
        shard: new SearchShard(files),
        loaded: Promise.resolve([]),
        released: false,
        given,
        give
      };
      opened.loaded = readShare(opened, msg);
      this.state = opened;
      return opened.loaded;
    }
    const state = this.state;
    if (msg.search === "texts") {
      if (!state) throw new Error("no name search is open");
      msg.reals.forEach((real, i) => {
        if (!state.shard.has(real)) state.shard.add(real, msg.texts[i]);
      });
      state.give();
      return true;
    }
    if (msg.search === "match") {
      if (!state) throw new Error("no name search is open");
      await state.loaded;
      return state.shard.match(msg.query);
    }
    if (state) {
      state.released = true;
      state.shard.clear();
      state.give();
    }
    this.state = void 0;
    return true;
  }
};
var READS_PER_TURN = 64;
async function readShare(share, msg) {
  const source = await LocalSource.open(msg.root);
  source.knowDirs(msg.dirs.map((dir, i) => [dir, msg.dirReals[i] || dir]));
  const read = [];
  const first = share.shard.files.filter((f) => !READ_LAST.test(f.path));
  await readFiles(share, first, source, msg, read);
  await share.given;
  const last = share.shard.files.filter((f) => READ_LAST.test(f.path));
  await readFiles(share, last, source, msg, read);
  return read;
}
async function readFiles(share, files, source, { maxFileBytes, count }, read) {
  let n = 0;
  for (const f of files) {
    if (share.released) return;
    if (share.shard.has(f.real)) continue;
    let text;
    try {
      text = decodeBytes((await source.read(f.path, maxFileBytes)).bytes).text;
      if (count) read.push(f.real);
    } catch {
      text = void 0;
    }
    share.shard.add(f.real, text);
    if (++n % READS_PER_TURN === 0) await nextTurn();
  }
}
function nameSearchFor(files, pool, root) {
  return pool && root !== void 0 ? new PooledSearch(files, pool, root) : new SearchTexts(files);
}
var PooledSearch = class {
  constructor(files, pool, root) {
    this.files = files;
    this.pool = pool;
    const shareOf = this.shareOf;
    const shares = Array.from({ length: pool.size }, () => ({
      paths: [],
      reals: []
    }));
    for (const f of files.index.files) {
      let i = 0;
      if (pool.size > 1) {
        i = shareOf.get(f.real) ?? shareOf.size % pool.size;
        shareOf.set(f.real, i);
      }
      shares[i].paths.push(f.path);
      shares[i].reals.push(f.real === f.path ? "" : f.real);
    }
    const dirs = [];
    const dirReals = [];
    for (const [dir, real] of files.index.dirs) {
      dirs.push(dir);
      dirReals.push(real === dir ? "" : real);
    }
    const count = files.passes !== void 0;
    shares.forEach((share, i) => {
      const { maxFileBytes } = files;
      const opened = pool.ask(i, { search: "open", root, maxFileBytes, ...share, dirs, dirReals, count });
      opened.then(
        (reads) => {
          if (count) for (const real of reads) files.passes?.count("read", real);
        },
        () => void 0
      );
    });
  }
  files;
  pool;
  fallback;
  released = false;
  given = false;
  /** Each real path's share, when there are several. */
  shareOf = /* @__PURE__ */ new Map();
  /** The workers read on their own from the start. */
  async readWhile() {
  }
  async matching(tokens, skip) {
    if (!this.fallback) {
      if (!this.given) this.giveTexts();
      const query = queryOf(tokens, skip, this.files);
      const asked = Array.from(
        { length: this.pool.size },
        (_, i) => this.pool.ask(i, { search: "match", query })
      );
      try {
        return (await Promise.all(asked)).flat().sort((a, b) => a < b ? -1 : a > b ? 1 : 0);
      } catch {
        this.fallback = new SearchTexts(this.files);
      }
    }
    return this.fallback.matching(tokens, skip);
  }
  /**
   * Sends each worker the texts this thread read of its share's skill documents (discovery read them all),
   * once: cloning ~10 MB of text costs this thread far less than the worker's 10,000 reads.
   */
  giveTexts() {
    this.given = true;
    const shares = Array.from({ length: this.pool.size }, () => ({
      reals: [],
      texts: []
    }));
    for (const file of this.files.loaded()) {
      if (!READ_LAST.test(file.path)) continue;
      const share = shares[this.shareOf.get(file.real) ?? 0];
      share.reals.push(file.real);
      share.texts.push(file.text);
    }
    shares.forEach((share, i) => {
      this.pool.ask(i, { search: "texts", ...share }).catch(() => void 0);
    });
  }
  release() {
    if (this.released) return;
    this.released = true;
    this.fallback?.release();
    for (let i = 0; i < this.pool.size; i++) this.pool.ask(i, { search: "release" }).catch(() => void 0);
  }
};

export {
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
  entriesReachingChange,
  changedWhileReading,
  CLAIM,
  claimForWorker,
  LocalSource,
  SearchService,
  nameSearchFor
};
