import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  TOOL,
  inertLine
} from "./chunk-TZMS4VC2.js";
import {
  SEVERITIES,
  atLeast,
  severityRank
} from "./chunk-XR6W4VKN.js";

// src/report/text.ts
var COLORS = {
  critical: "\x1B[1;35m",
  high: "\x1B[31m",
  medium: "\x1B[33m",
  low: "\x1B[36m",
  info: "\x1B[2m"
};
var MAX_ENTRIES_SHOWN = 3;
function formatText(findings, options) {
  const paint = (code, s) => options.color ? `${code}${s}\x1B[0m` : s;
  const width = Math.max(60, options.width ?? 100);
  const shown = findings.filter(
    (f) => (options.showSuppressed || !f.suppression) && (!options.minSeverity || atLeast(f.severity, options.minSeverity))
  );
  const lines = [];
  for (const [path, list2] of groupByFile(shown, options.sort ?? "severity")) {
    lines.push(paint("\x1B[4m", inertLine(path)));
    const rows = list2.map((f) => {
      const r = f.location.region;
      return { f, pos: r ? `${r.startLine}:${r.startColumn}` : "0:0" };
    });
    const posW = rows.reduce((w, r) => Math.max(w, r.pos.length), 0);
    const sevW = rows.reduce((w, r) => Math.max(w, r.f.severity.length), 0);
    const indent = " ".repeat(2 + posW + 2 + sevW + 2);
    for (const { f, pos } of rows) {
      const msg = inertLine(f.message) + (f.suppression ? ` (suppressed: ${inertLine(f.suppression.reason)})` : "");
      const wrapped = wrap(`${msg}  ${paint("\x1B[2m", f.ruleId)}`, width - indent.length);
      lines.push(
        `  ${pos.padEnd(posW)}  ${paint(COLORS[f.severity], f.severity.padEnd(sevW))}  ${wrapped[0]}`
      );
      for (const w of wrapped.slice(1)) lines.push(`${indent}${w}`);
      const entries = f.entries.filter((e) => e !== f.location.path);
      if (entries.length) {
        const more = entries.length > MAX_ENTRIES_SHOWN ? ` (+${entries.length - MAX_ENTRIES_SHOWN} more)` : "";
        const list3 = entries.slice(0, MAX_ENTRIES_SHOWN).map(inertLine).join(", ");
        lines.push(`${indent}${paint("\x1B[2m", `reached from: ${list3}${more}`)}`);
      }
      if (f.chain.length > 1)
        lines.push(
          `${indent}${paint("\x1B[2m", `chain: ${f.chain.map((c) => inertLine(c.path)).join(" \u2192 ")}`)}`
        );
    }
    lines.push("");
  }
  const hidden = findings.filter((f) => !f.suppression).length - shown.filter((f) => !f.suppression).length;
  if (hidden > 0 && options.minSeverity)
    lines.push(
      paint("\x1B[2m", `${hidden} finding(s) below ${options.minSeverity} not shown (--min-severity)`),
      ""
    );
  if (!options.noTable && findings.some((f) => !f.suppression)) lines.push(...ruleTable(findings), "");
  lines.push(totalsLine(findings));
  return `${lines.join("\n")}
`;
}
function groupByFile(findings, sort) {
  const byFile = /* @__PURE__ */ new Map();
  for (const f of findings) {
    const list2 = byFile.get(f.location.path) ?? [];
    list2.push(f);
    byFile.set(f.location.path, list2);
  }
  const groups = [...byFile.entries()];
  if (sort === "file") return groups;
  const worst = (list2) => Math.max(...list2.map((f) => severityRank(f.severity)));
  for (const [, list2] of groups) list2.sort((a, b) => severityRank(b.severity) - severityRank(a.severity));
  return groups.sort((a, b) => worst(b[1]) - worst(a[1]));
}
function wrap(text, width) {
  const out = [];
  let line = "";
  for (const word of text.split(" ")) {
    let w = word;
    while (visibleLength(w) > width) {
      if (line) {
        out.push(line);
        line = "";
      }
      out.push(w.slice(0, width));
      w = w.slice(width);
    }
    if (line === "") line = w;
    else if (visibleLength(line) + 1 + visibleLength(w) <= width) line += ` ${w}`;
    else {
      out.push(line);
      line = w;
    }
  }
  if (line !== "" || out.length === 0) out.push(line);
  return out;
}
function visibleLength(s) {
  return s.replace(/\x1b\[[0-9;]{0,12}m/g, "").length;
}
function ruleTable(findings) {
  const counts = /* @__PURE__ */ new Map();
  for (const f of findings) {
    if (f.suppression) continue;
    const row = counts.get(f.ruleId) ?? { critical: 0, high: 0, medium: 0, low: 0, info: 0 };
    row[f.severity]++;
    counts.set(f.ruleId, row);
  }
  const total = (r) => SEVERITIES.reduce((n, s) => n + r[s], 0);
  const rows = [...counts.entries()].sort(
    (a, b) => SEVERITIES.reduce((d, s) => d || b[1][s] - a[1][s], 0) || total(b[1]) - total(a[1]) || (a[0] < b[0] ? -1 : 1)
  );
  const idW = Math.max(4, ...rows.map(([id]) => id.length));
  const head = `${"rule".padEnd(idW)}  ${SEVERITIES.map((s) => s.padStart(8)).join("")}  ${"total".padStart(6)}`;
  return [
    head,
    ...rows.map(
      ([id, r]) => `${id.padEnd(idW)}  ${SEVERITIES.map((s) => String(r[s] || "").padStart(8)).join("")}  ${String(total(r)).padStart(6)}`
    )
  ];
}
function countBySeverity(findings) {
  const counts = { critical: 0, high: 0, medium: 0, low: 0, info: 0 };
  for (const f of findings) if (!f.suppression) counts[f.severity]++;
  return counts;
}
function totalsLine(findings) {
  const c = countBySeverity(findings);
  const total = Object.values(c).reduce((a, b) => a + b, 0);
  const suppressed = findings.filter((f) => f.suppression).length;
  const parts = Object.keys(c).filter((s) => c[s] > 0).map((s) => `${c[s]} ${s}`);
  return `\u2716 ${total} finding${total === 1 ? "" : "s"}${parts.length ? ` (${parts.join(", ")})` : ""}${suppressed ? `, ${suppressed} suppressed` : ""}`;
}

// src/model/build-id.ts
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
var CODE = /\.(?:js|mjs|wasm)$/;
var MAX_FILES = 500;
function bundleBuildId(moduleUrl = import.meta.url) {
  if (!builds.has(moduleUrl)) builds.set(moduleUrl, hashBundle(moduleUrl));
  return builds.get(moduleUrl);
}
var builds = /* @__PURE__ */ new Map();
function hashBundle(moduleUrl) {
  if (!moduleUrl.startsWith("file:")) return void 0;
  const dir = dirname(fileURLToPath(moduleUrl));
  const names = list(dir).filter((n) => CODE.test(n));
  if (names.length === 0 || names.length > MAX_FILES) return void 0;
  const hash = createHash("sha256").update(`${TOOL.name}@${TOOL.version}
`);
  for (const name of names) hash.update(`${name}
`).update(readFileSync(join(dir, name)));
  for (const name of list(join(dir, "grammars")).filter((n) => n.endsWith(".wasm")))
    hash.update(`grammars/${name}
`).update(readFileSync(join(dir, "grammars", name)));
  return hash.digest("hex").slice(0, 32);
}
var MAX_SOURCE_FILES = 5e3;
function sourceBuildId(moduleUrl = import.meta.url) {
  if (!moduleUrl.startsWith("file:") || !moduleUrl.endsWith(".ts")) return void 0;
  const src = dirname(dirname(fileURLToPath(moduleUrl)));
  const hash = createHash("sha256").update(`${TOOL.name}@${TOOL.version} source
`);
  const stack = [""];
  let seen = 0;
  while (stack.length > 0) {
    const rel = stack.pop();
    for (const entry of listEntries(join(src, rel))) {
      const path = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) stack.push(path);
      else if (entry.name.endsWith(".ts") && ++seen <= MAX_SOURCE_FILES)
        hash.update(`${path}
`).update(readFileSync(join(src, path)));
    }
  }
  return seen > MAX_SOURCE_FILES ? void 0 : hash.digest("hex").slice(0, 32);
}
function listEntries(dir) {
  try {
    return readdirSync(dir, { withFileTypes: true }).sort(
      (a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0
    );
  } catch {
    return [];
  }
}
function list(dir) {
  return listEntries(dir).map((e) => e.name);
}

// src/model/fact-cache.ts
import { createHash as createHash2 } from "node:crypto";
import {
  closeSync,
  mkdirSync,
  openSync,
  readdirSync as readdirSync2,
  readFileSync as readFileSync2,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync
} from "node:fs";
import { isAbsolute, join as join2, relative, resolve } from "node:path";
import { deserialize, serialize } from "node:v8";
var LAYOUT = "facts-v1";
var MAGIC = "skillscan-facts-v1\n";
var MAX_ENTRY_BYTES = 16 * 1024 * 1024;
var MAX_PRUNE_ENTRIES = 1e6;
function openFactCache(dir, build) {
  const root = join2(dir, LAYOUT);
  mkdirSync(root, { recursive: true });
  return new FolderCache(root, build);
}
function openFactCacheOutside(dir, roots, build) {
  const target = realOrResolved(dir);
  for (const root of roots) {
    const rel = relative(realOrResolved(root), target);
    if (rel === "" || !rel.startsWith("..") && !isAbsolute(rel))
      throw new Error(`${dir} is inside the scanned folder ${root}: put the cache outside it`);
  }
  return openFactCache(dir, build);
}
function realOrResolved(path) {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}
var FolderCache = class {
  constructor(root, build) {
    this.root = root;
    this.build = build;
  }
  root;
  build;
  stats = { hits: 0, misses: 0, writes: 0, rejected: 0, pruned: 0 };
  /** Entry names this scan read or wrote: what pruning keeps. */
  used = /* @__PURE__ */ new Set();
  writable = true;
  get(job) {
    const key = this.keyOf(job);
    this.used.add(key);
    let bytes;
    try {
      bytes = readFileSync2(this.entryPath(key));
    } catch {
      this.stats.misses++;
      return void 0;
    }
    const facts = decode(bytes, key);
    if (facts) this.stats.hits++;
    else {
      this.stats.misses++;
      this.stats.rejected++;
    }
    return facts;
  }
  put(job, facts) {
    if (!this.writable || facts.units.some((u) => u.parse === "gave-up")) return;
    const key = this.keyOf(job);
    this.used.add(key);
    let body;
    try {
      body = serialize(facts);
    } catch {
      this.stats.rejected++;
      return;
    }
    const head = Buffer.from(`${MAGIC}${key}
`, "latin1");
    if (head.length + body.length > MAX_ENTRY_BYTES) return;
    const path = this.entryPath(key);
    const tmp = `${path}.${process.pid}.${this.stats.writes}.tmp`;
    try {
      mkdirSync(join2(this.root, key.slice(0, 2)), { recursive: true });
      const fd = openSync(tmp, "w");
      try {
        writeSync(fd, head);
        writeSync(fd, body);
      } finally {
        closeSync(fd);
      }
      renameSync(tmp, path);
      this.stats.writes++;
    } catch {
      this.writable = false;
      this.stats.rejected++;
      removeQuietly(tmp);
    }
  }
  finish(prune) {
    if (!prune || !this.writable) return;
    let visited = 0;
    for (const shard of safeList(this.root)) {
      if (!/^[0-9a-f]{2}$/.test(shard)) continue;
      for (const name of safeList(join2(this.root, shard))) {
        if (++visited > MAX_PRUNE_ENTRIES) return;
        if (this.used.has(shard + name)) continue;
        if (removeQuietly(join2(this.root, shard, name))) this.stats.pruned++;
      }
    }
    try {
      writeFileSync(join2(this.root, "README"), "skillscan fact cache: safe to delete.\n");
    } catch {
    }
  }
  keyOf(job) {
    const { text, ...rest } = job;
    return createHash2("sha256").update(this.build).update("\0").update(JSON.stringify(rest)).update("\0").update(text).digest("hex");
  }
  entryPath(key) {
    return join2(this.root, key.slice(0, 2), key.slice(2));
  }
};
function removeQuietly(path) {
  try {
    rmSync(path, { force: true });
    return true;
  } catch {
    return false;
  }
}
function safeList(dir) {
  try {
    return readdirSync2(dir).sort();
  } catch {
    return [];
  }
}
function decode(bytes, key) {
  const head = `${MAGIC}${key}
`;
  if (bytes.length > MAX_ENTRY_BYTES || bytes.length <= head.length) return void 0;
  if (bytes.toString("latin1", 0, head.length) !== head) return void 0;
  let value;
  try {
    value = deserialize(bytes.subarray(head.length));
  } catch {
    return void 0;
  }
  return looksLikeFacts(value) ? value : void 0;
}
function looksLikeFacts(v) {
  if (typeof v !== "object" || v === null) return false;
  const f = v;
  return Array.isArray(f.units) && Array.isArray(f.behaviours);
}

export {
  bundleBuildId,
  sourceBuildId,
  openFactCacheOutside,
  formatText,
  countBySeverity
};
