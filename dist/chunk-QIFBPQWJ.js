import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  UsageError,
  configFrom,
  countOption
} from "./chunk-YVLXWM5I.js";
import {
  RULE_META,
  TOOL,
  formatSarif,
  inertLine,
  inertMarkdown,
  scan
} from "./chunk-TZMS4VC2.js";
import {
  CATEGORIES,
  CONFIDENCES,
  SEVERITIES,
  atLeast,
  cmp,
  compareFindings,
  gitBlobId,
  isSecurityCategory,
  severityRank
} from "./chunk-XR6W4VKN.js";
import {
  uploadSarif
} from "./chunk-RNGM5I7R.js";
import {
  MemorySource,
  submoduleNote
} from "./chunk-5ZQZRXVU.js";
import {
  joinPath
} from "./chunk-PBUGHLOV.js";
import {
  Octokit
} from "./chunk-IFJMIEMV.js";
import {
  trimEndChars
} from "./chunk-Z7GJY6OC.js";

// src/org/cli.ts
import { mkdir as mkdir3, writeFile as writeFile3 } from "node:fs/promises";
import { join as join3 } from "node:path";

// src/org/cache.ts
import { createHash, randomBytes } from "node:crypto";
import { constants } from "node:fs";
import { mkdir, open, readdir, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

// src/source/github.ts
var MemoryBlobStore = class {
  blobs = /* @__PURE__ */ new Map();
  get(sha, download) {
    let p = this.blobs.get(sha);
    if (!p) {
      p = download();
      this.blobs.set(sha, p);
      p.catch(() => this.blobs.delete(sha));
    }
    return p;
  }
};
var DOWNLOAD_FACTOR = 4;
async function listEntries(api, options, maxEntries) {
  const { owner, repo, ref, meter } = options;
  const first = options.listing ?? await api.getTree(owner, repo, ref, true, meter);
  if (!first.truncated) return { sha: first.sha, entries: first.tree };
  const entries = [];
  const queue = [{ sha: first.sha || ref, prefix: "" }];
  let head = 0;
  while (head < queue.length && entries.length < maxEntries) {
    const { sha, prefix } = queue[head++];
    const level = await api.getTree(owner, repo, sha, false, meter);
    for (const t of level.tree) {
      const path = joinPath(prefix, t.path);
      if (t.type === "tree") queue.push({ sha: t.sha, prefix: path });
      else entries.push({ ...t, path });
    }
  }
  return { sha: first.sha, entries };
}
async function openGitHubSource(api, options, blobs = new MemoryBlobStore()) {
  const { owner, repo, ref, meter } = options;
  const maxEntries = options.maxEntries ?? 25e4;
  const { entries } = await listEntries(api, options, maxEntries);
  const nodes = /* @__PURE__ */ new Map();
  const fetchBlob = (sha) => {
    options.onBlob?.(sha);
    return blobs.get(sha, () => api.getBlob(owner, repo, sha, meter));
  };
  for (const t of entries.slice(0, maxEntries)) {
    if (t.type === "tree") continue;
    if (t.type === "commit") {
      nodes.set(t.path, { opaque: submoduleNote(t.sha) });
    } else if (t.mode === "120000") {
      const target = new TextDecoder().decode(await fetchBlob(t.sha));
      nodes.set(t.path, { symlink: target });
    } else {
      const size = t.size ?? 0;
      const lazy = {
        size,
        load: async (maxBytes) => {
          if (size > maxBytes * DOWNLOAD_FACTOR) return new Uint8Array(0);
          return fetchBlob(t.sha);
        }
      };
      nodes.set(t.path, lazy);
    }
  }
  return new MemorySource(nodes, `${owner}/${repo}@${ref}`, repo);
}

// src/org/cache.ts
var FORMAT = 1;
var MAX_ENTRY_BYTES = 64 * 1024 * 1024;
var MAX_BLOB_BYTES = 16 * 1024 * 1024;
var MAX_WRITTEN_BYTES = 2 * 1024 * 1024 * 1024;
var HEX_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
var ENTRY_FILE = /^[0-9a-f]{64}\.json$/;
var sha256 = (s) => createHash("sha256").update(s).digest("hex");
function resultsFingerprint(config) {
  return sha256(
    JSON.stringify({
      format: FORMAT,
      version: TOOL.version,
      rules: Object.keys(RULE_META).sort(),
      config: config ?? null
    })
  );
}
async function readBounded(path, max) {
  let handle;
  try {
    handle = await open(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
    const st = await handle.stat();
    if (!st.isFile() || st.size > max) return void 0;
    return await handle.readFile();
  } catch {
    return void 0;
  } finally {
    await handle?.close();
  }
}
var isStringArray = (x, max) => Array.isArray(x) && x.length <= max && x.every((s) => typeof s === "string");
function isFinding(f) {
  const x = f;
  return typeof x === "object" && x !== null && typeof x.ruleId === "string" && Object.hasOwn(RULE_META, x.ruleId) && CATEGORIES.includes(x.category) && SEVERITIES.includes(x.severity) && CONFIDENCES.includes(x.confidence) && typeof x.message === "string" && typeof x.location?.path === "string" && typeof x.fingerprint === "string" && Array.isArray(x.chain ?? []) && Array.isArray(x.related ?? []);
}
function validEntry(x, repo, branch) {
  const e = x;
  return typeof e === "object" && e !== null && e.repo === repo && e.branch === branch && (e.etag === void 0 || typeof e.etag === "string" && e.etag.length <= 200) && HEX_SHA.test(e.commit) && HEX_SHA.test(e.tree) && isStringArray(e.skills, 1e5) && isStringArray(e.ruleIds, 1e4) && e.ruleIds.every((id) => Object.hasOwn(RULE_META, id)) && isStringArray(e.blobs, 1e6) && e.blobs.every((b) => HEX_SHA.test(b)) && Array.isArray(e.findings) && e.findings.length <= 1e6 && e.findings.every(isFinding);
}
async function writeAtomic(path, data) {
  const tmp = `${path}.${randomBytes(6).toString("hex")}.tmp`;
  await writeFile(tmp, data, { flag: "wx" });
  await rename(tmp, path);
}
async function openOrgCache(dir, config) {
  const reposDir = join(dir, "repos");
  const blobsDir = join(dir, "blobs");
  await mkdir(reposDir, { recursive: true });
  await mkdir(blobsDir, { recursive: true });
  const fingerprint = resultsFingerprint(config);
  const marker = join(dir, "skillscan-cache.json");
  const stamp = await readBounded(marker, 4096);
  let current = false;
  try {
    current = stamp !== void 0 && JSON.parse(stamp.toString("utf8")).fingerprint === fingerprint;
  } catch {
    current = false;
  }
  if (!current) {
    await rm(reposDir, { recursive: true, force: true });
    await mkdir(reposDir, { recursive: true });
    await writeAtomic(marker, `${JSON.stringify({ format: FORMAT, tool: TOOL.version, fingerprint })}
`);
  }
  let written = 0;
  const budget = (n) => {
    if (written + n > MAX_WRITTEN_BYTES) return false;
    written += n;
    return true;
  };
  const entryPath = (repo) => join(reposDir, `${sha256(repo.toLowerCase())}.json`);
  const blobPath = (sha) => join(blobsDir, sha.slice(0, 2), sha);
  const memory = new MemoryBlobStore();
  const kept = /* @__PURE__ */ new Set();
  const blobStore = {
    get(sha, download) {
      return memory.get(sha, async () => {
        if (!HEX_SHA.test(sha)) return download();
        const algorithm = sha.length === 40 ? "sha1" : "sha256";
        const disk = await readBounded(blobPath(sha), MAX_BLOB_BYTES);
        if (disk && gitBlobId(disk, algorithm) === sha) return new Uint8Array(disk);
        const bytes = await download();
        if (bytes.length <= MAX_BLOB_BYTES && gitBlobId(bytes, algorithm) === sha && budget(bytes.length)) {
          await mkdir(join(blobsDir, sha.slice(0, 2)), { recursive: true });
          await writeAtomic(blobPath(sha), bytes).catch(() => {
          });
        }
        return bytes;
      });
    }
  };
  return {
    async lookup(repo, branch) {
      const raw = await readBounded(entryPath(repo), MAX_ENTRY_BYTES);
      if (!raw) return void 0;
      let parsed;
      try {
        parsed = JSON.parse(raw.toString("utf8"));
      } catch {
        return void 0;
      }
      if (!validEntry(parsed, repo, branch)) return void 0;
      for (const b of parsed.blobs) kept.add(b);
      return { entry: parsed, rules: parsed.ruleIds.map((id) => RULE_META[id]) };
    },
    async store(entry) {
      const text = `${JSON.stringify(entry)}
`;
      for (const b of entry.blobs) kept.add(b);
      if (text.length > MAX_ENTRY_BYTES || !budget(text.length)) return;
      await writeAtomic(entryPath(entry.repo), text);
    },
    blobStore: () => blobStore,
    async prune(keep) {
      const keepFiles = new Set([...keep].map((r) => `${sha256(r.toLowerCase())}.json`));
      for (const name of await readdir(reposDir)) {
        if (!keepFiles.has(name) || !ENTRY_FILE.test(name))
          await rm(join(reposDir, name), { force: true, recursive: true });
      }
      for (const sub of await readdir(blobsDir)) {
        const subDir = join(blobsDir, sub);
        if (!/^[0-9a-f]{2}$/.test(sub)) {
          await rm(subDir, { force: true, recursive: true });
          continue;
        }
        for (const name of await readdir(subDir).catch(() => [])) {
          if (!kept.has(name)) await rm(join(subDir, name), { force: true, recursive: true });
        }
      }
    }
  };
}

// src/org/client.ts
var ApiError = class extends Error {
  constructor(message, status) {
    super(message);
    this.status = status;
  }
  status;
};
var RATE_LIMITED = /* @__PURE__ */ new Set([403, 429]);
var MAX_RATE_LIMIT_RETRIES = 5;
function describe(parsed, baseUrl) {
  const url = String(parsed.url ?? "");
  return `${parsed.method ?? "GET"} ${baseUrl && url.startsWith(baseUrl) ? url.slice(baseUrl.length) : url}`;
}
function bodyMessage(e) {
  const data = e.response?.data;
  return String(typeof data?.message === "string" ? data.message : e.message ?? "").slice(0, 300);
}
function rateLimitWait(e, now) {
  if (!RATE_LIMITED.has(e.status ?? 0)) return void 0;
  const h = e.response?.headers ?? {};
  const retryAfter = Number(h["retry-after"]);
  if (h["retry-after"] !== void 0 && Number.isFinite(retryAfter))
    return { reason: "secondary", waitMs: Math.max(0, retryAfter) * 1e3 };
  if (h["x-ratelimit-remaining"] === "0") {
    const reset = Number(h["x-ratelimit-reset"]) * 1e3;
    return { reason: "primary", waitMs: Number.isFinite(reset) ? Math.max(0, reset - now) + 1e3 : 6e4 };
  }
  if (/secondary rate limit/i.test(bodyMessage(e))) return { reason: "secondary", waitMs: 6e4 };
  return void 0;
}
function finalMessage(e, request) {
  const status = e.status ?? 0;
  const said = bodyMessage(e);
  if (!e.response) return `${request}: network error (${said || "no answer"})`;
  return `${request}: HTTP ${status}${said ? ` (${said})` : ""}`;
}
var RequestPolicy = class {
  constructor(options) {
    this.options = options;
    this.sleep = options.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
    this.now = options.now ?? Date.now;
  }
  options;
  total = 0;
  rate = {};
  // While a rate limit is being waited out, no request of this client is sent (they share one token).
  pausedUntil = 0;
  sleep;
  now;
  install(octokit) {
    octokit.hook.wrap("request", async (request, requestOptions) => {
      const { meter, ...plain } = requestOptions;
      const what = describe(octokit.request.endpoint.parse(plain), String(plain.baseUrl ?? ""));
      const timeoutMs = this.options.timeoutMs ?? 6e4;
      const attempt = async () => {
        const pause = this.pausedUntil - this.now();
        if (pause > 0) await this.sleep(pause);
        this.total++;
        if (meter) meter.requests++;
        const response = await request({
          ...plain,
          request: { ...plain.request ?? {}, signal: AbortSignal.timeout(timeoutMs) }
        });
        this.noteRate(response.headers);
        return response;
      };
      return this.withRetries(attempt, what);
    });
  }
  async withRetries(attempt, what) {
    const onEvent = this.options.onEvent ?? (() => {
    });
    const retries = this.options.retries ?? 3;
    const maxWaitMs = this.options.maxWaitMs ?? 30 * 6e4;
    let transient = 0;
    let limited = 0;
    for (; ; ) {
      try {
        return await attempt();
      } catch (err) {
        const e = err;
        if (e.response?.headers) this.noteRate(e.response.headers);
        if (e.status === 304) throw err;
        const wait = rateLimitWait(e, this.now());
        if (wait && limited < MAX_RATE_LIMIT_RETRIES) {
          if (wait.waitMs > maxWaitMs)
            throw new ApiError(
              `${what}: ${wait.reason} rate limit; GitHub asks to wait ${Math.ceil(wait.waitMs / 1e3)} s, longer than the ${Math.round(maxWaitMs / 1e3)} s allowed`,
              e.status ?? 0
            );
          limited++;
          this.pausedUntil = Math.max(this.pausedUntil, this.now() + wait.waitMs);
          onEvent({ kind: "wait", reason: wait.reason, request: what, waitMs: wait.waitMs });
          continue;
        }
        const status = e.response ? e.status ?? 0 : 0;
        if ((status >= 500 || status === 0) && transient < retries) {
          transient++;
          const waitMs = (this.options.backoffMs ?? 500) * 2 ** (transient - 1);
          onEvent({ kind: "retry", status: status || "network", request: what, attempt: transient, waitMs });
          await this.sleep(waitMs);
          continue;
        }
        throw new ApiError(finalMessage(e, what), status);
      }
    }
  }
  noteRate(h) {
    const remaining = Number(h["x-ratelimit-remaining"]);
    const limit = Number(h["x-ratelimit-limit"]);
    const reset = Number(h["x-ratelimit-reset"]);
    if (h["x-ratelimit-remaining"] !== void 0 && Number.isFinite(remaining))
      this.rate.remaining = remaining;
    if (h["x-ratelimit-limit"] !== void 0 && Number.isFinite(limit)) this.rate.limit = limit;
    if (h["x-ratelimit-reset"] !== void 0 && Number.isFinite(reset)) this.rate.resetAt = reset * 1e3;
  }
};
function orgClient(options = {}) {
  const silent = { debug: () => {
  }, info: () => {
  }, warn: () => {
  }, error: () => {
  } };
  const octokit = new Octokit({
    ...options.token ? { auth: options.token } : {},
    ...options.baseUrl ? { baseUrl: options.baseUrl } : {},
    userAgent: "skillscan",
    headers: { "x-github-api-version": "2022-11-28" },
    log: silent
  });
  const policy = new RequestPolicy(options);
  policy.install(octokit);
  const metered = (meter) => meter ? { meter } : {};
  return {
    requests: () => policy.total,
    rateLimit: () => ({ ...policy.rate }),
    async listOrgRepos(org) {
      const repos = await octokit.paginate(octokit.rest.repos.listForOrg, {
        org,
        type: "all",
        per_page: 100
      });
      return repos.map((r) => ({
        owner: r.owner?.login ?? org,
        name: r.name,
        defaultBranch: r.default_branch ?? "main",
        archived: r.archived === true,
        fork: r.fork === true,
        disabled: r.disabled === true
      }));
    },
    async getHead(owner, repo, branch, etag, meter) {
      try {
        const res = await octokit.request("GET /repos/{owner}/{repo}/commits/{ref}", {
          owner,
          repo,
          ref: branch,
          // The `sha` media type answers with the bare SHA: the cheapest way to ask whether a branch moved.
          headers: { accept: "application/vnd.github.sha", ...etag ? { "if-none-match": etag } : {} },
          ...metered(meter)
        });
        const sha = String(res.data).trim();
        if (!/^[0-9a-f]{40}(?:[0-9a-f]{24})?$/.test(sha))
          throw new ApiError(`GET /repos/${owner}/${repo}/commits/${branch}: not a commit SHA`, res.status);
        const tag = res.headers.etag;
        return { sha, ...tag ? { etag: tag } : {} };
      } catch (e) {
        if (e.status === 304) return "not-modified";
        throw e;
      }
    },
    async getTree(owner, repo, sha, recursive, meter) {
      const { data } = await octokit.rest.git.getTree({
        owner,
        repo,
        tree_sha: sha,
        ...recursive ? { recursive: "1" } : {},
        ...metered(meter)
      });
      return {
        sha: data.sha,
        truncated: data.truncated === true,
        tree: (data.tree ?? []).map((t) => ({
          path: t.path ?? "",
          mode: t.mode ?? "",
          type: t.type ?? "blob",
          sha: t.sha ?? "",
          ...t.size !== void 0 ? { size: t.size } : {}
        }))
      };
    },
    async getBlob(owner, repo, sha, meter) {
      const { data } = await octokit.rest.git.getBlob({ owner, repo, file_sha: sha, ...metered(meter) });
      if (data.encoding !== "base64") return new TextEncoder().encode(data.content);
      return new Uint8Array(Buffer.from(data.content, "base64"));
    }
  };
}

// src/org/output.ts
import { mkdir as mkdir2, writeFile as writeFile2 } from "node:fs/promises";
import { join as join2 } from "node:path";

// src/org/report.ts
var REPORT_SCHEMA = "skillscan-org-report/1";
var TOP_FINDINGS = 10;
var MAX_ENTRY_POINTS = 200;
var zeroCounts = () => ({ critical: 0, high: 0, medium: 0, low: 0, info: 0 });
function entriesOf(f) {
  const raw = f.entries ?? f.entry;
  const list = Array.isArray(raw) ? raw : raw === void 0 ? [] : [raw];
  return [...new Set(list.filter((x) => typeof x === "string" && x !== f.location.path))].sort(
    cmp
  );
}
function chainOf(f) {
  const chain = Array.isArray(f.chain) ? f.chain : [];
  return chain.filter((s) => typeof s?.path === "string").slice(0, 32).map((s) => ({
    path: s.path,
    ...typeof s.region?.startLine === "number" ? { line: s.region.startLine } : {},
    ...typeof s.message === "string" ? { message: s.message } : {}
  }));
}
function isChainedAttack(f) {
  if (f.suppression || !isSecurityCategory(f.category) || !atLeast(f.severity, "high")) return false;
  const chains = [f.chain, ...Array.isArray(f.chains) ? f.chains : []];
  const crossesFiles = chains.some((c) => Array.isArray(c) && new Set(c.map((s) => s?.path)).size >= 2);
  return crossesFiles || entriesOf(f).length > 0;
}
function topFinding(f) {
  const r = f.location.region;
  return {
    ruleId: f.ruleId,
    severity: f.severity,
    confidence: f.confidence,
    category: f.category,
    message: f.message,
    path: f.location.path,
    ...r ? { line: r.startLine, column: r.startColumn } : {},
    entries: entriesOf(f),
    chain: chainOf(f),
    chained: isChainedAttack(f),
    fingerprint: f.fingerprint
  };
}
function byImportance(a, b) {
  const conf = (c) => ["low", "medium", "high"].indexOf(c);
  return severityRank(b.severity) - severityRank(a.severity) || Number(isChainedAttack(b)) - Number(isChainedAttack(a)) || conf(b.confidence) - conf(a.confidence) || compareFindings(a, b);
}
var sarifFileName = (repo) => `${repo.replace(/[^A-Za-z0-9._-]/g, "_")}.sarif`;
function repoReport(s) {
  const open2 = s.findings.filter((f) => !f.suppression);
  const bySeverity = zeroCounts();
  const byRule = {};
  for (const f of open2) {
    bySeverity[f.severity]++;
    byRule[f.ruleId] = (byRule[f.ruleId] ?? 0) + 1;
  }
  const attention = [];
  if (bySeverity.critical > 0) attention.push("critical");
  if (open2.some(isChainedAttack)) attention.push("chained");
  return {
    repo: s.repo,
    branch: s.branch,
    ...s.commit ? { commit: s.commit } : {},
    ...s.tree ? { tree: s.tree } : {},
    skills: s.skills.length,
    entryPoints: s.skills.slice(0, MAX_ENTRY_POINTS),
    findings: { total: open2.length, bySeverity, byRule: sortedRecord(byRule) },
    suppressed: s.findings.length - open2.length,
    attention,
    top: [...open2].sort(byImportance).slice(0, TOP_FINDINGS).map(topFinding),
    ...s.error ? {} : { sarif: sarifFileName(s.repo) },
    ...s.error ? { error: s.error } : {},
    run: { ...s.run }
  };
}
function sortedRecord(r) {
  return Object.fromEntries(Object.entries(r).sort(([a], [b]) => cmp(a, b)));
}
function gatedCount(r, gate) {
  if (gate === "never") return 0;
  return SEVERITIES.filter((s) => atLeast(s, gate)).reduce((n, s) => n + r.findings.bySeverity[s], 0);
}
function attentionOrder(a, b) {
  const weight = (r) => (r.attention.includes("critical") ? 2 : 0) + (r.attention.includes("chained") ? 1 : 0);
  return weight(b) - weight(a) || SEVERITIES.reduce((d, s) => d || b.findings.bySeverity[s] - a.findings.bySeverity[s], 0) || cmp(a.repo, b.repo);
}
function assembleReport(input) {
  const repositories = [...input.repositories].sort((a, b) => cmp(a.repo, b.repo));
  const bySeverity = zeroCounts();
  const byRule = {};
  for (const r of repositories) {
    for (const s of SEVERITIES) bySeverity[s] += r.findings.bySeverity[s];
    for (const [id, n] of Object.entries(r.findings.byRule)) byRule[id] = (byRule[id] ?? 0) + n;
  }
  const sum = (f) => repositories.reduce((n, r) => n + f(r), 0);
  return {
    schema: REPORT_SCHEMA,
    tool: { name: TOOL.name, version: TOOL.version },
    org: input.org,
    failOn: input.failOn,
    totals: {
      listed: input.listed,
      scanned: sum((r) => r.error ? 0 : 1),
      withSkills: sum((r) => r.skills > 0 ? 1 : 0),
      failed: sum((r) => r.error ? 1 : 0),
      skipped: input.skipped.length,
      skills: sum((r) => r.skills),
      findings: sum((r) => r.findings.total),
      suppressed: sum((r) => r.suppressed),
      gated: sum((r) => gatedCount(r, input.failOn)),
      attention: sum((r) => r.attention.length > 0 ? 1 : 0),
      bySeverity,
      byRule: sortedRecord(byRule)
    },
    repositories,
    skipped: [...input.skipped].sort((a, b) => cmp(a.repo, b.repo)),
    ...input.shard ? { shard: input.shard } : {},
    run: input.run
  };
}
function exitCodeOf(report) {
  if (report.totals.failed > 0) return 2;
  return report.totals.gated > 0 ? 1 : 0;
}
var formatReportJson = (report) => `${JSON.stringify(report, null, 2)}
`;

// src/org/markdown.ts
var LIMIT_BYTES = 1e3 * 1024;
var ATTENTION_REPOS = 50;
var TABLE_ROWS = 1500;
var LISTED_ITEMS = 500;
var seg = (s) => encodeURIComponent(s);
var code = (s) => `<code>${inertMarkdown(s)}</code>`;
var plural = (n, one, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
function repoLink(server, r) {
  return `[${inertMarkdown(r.repo)}](${server}/${r.repo.split("/").map(seg).join("/")})`;
}
function fileLink(server, r, path, line) {
  const label = code(`${path}${line ? `:${line}` : ""}`);
  if (!r.commit) return label;
  const url = `${server}/${r.repo.split("/").map(seg).join("/")}/blob/${r.commit}/${path.split("/").map(seg).join("/")}${line ? `#L${line}` : ""}`;
  return `[${label}](${url})`;
}
function severityLine(r) {
  const parts = SEVERITIES.filter((s) => r.findings.bySeverity[s] > 0).map(
    (s) => `${r.findings.bySeverity[s]} ${s}`
  );
  return parts.length ? parts.join(", ") : "no findings";
}
function findingLines(server, r, f) {
  const out = [
    `- **${f.severity}** ${code(f.ruleId)} ${inertMarkdown(f.message)} \u2014 ${fileLink(server, r, f.path, f.line)}`
  ];
  if (f.chain.length > 1) {
    const steps = f.chain.map((s) => fileLink(server, r, s.path, s.line));
    out.push(`  - reached through: ${steps.join(" \u2192 ")}`);
  } else if (f.entries.length > 0) {
    out.push(
      `  - installed as: ${f.entries.slice(0, 5).map((e) => code(e)).join(", ")}`
    );
  }
  return out;
}
function attentionSection(server, report) {
  const repos = report.repositories.filter((r) => r.attention.length > 0).sort(attentionOrder);
  if (repos.length === 0) return [];
  const out = [`## Needs attention: ${plural(repos.length, "repository", "repositories")}`, ""];
  for (const r of repos.slice(0, ATTENTION_REPOS)) {
    const why = [
      r.attention.includes("critical") ? "critical finding" : "",
      r.attention.includes("chained") ? "chained attack across files" : ""
    ].filter(Boolean);
    out.push(`### ${repoLink(server, r)} \u2014 ${why.join(", ")}`, "");
    out.push(
      `${severityLine(r)}; ${plural(r.skills, "skill")}${r.commit ? ` at ${code(r.commit.slice(0, 12))}` : ""}.`,
      ""
    );
    for (const f of r.top.filter((t) => t.severity === "critical" || t.chained))
      out.push(...findingLines(server, r, f));
    out.push("");
  }
  if (repos.length > ATTENTION_REPOS)
    out.push(`\u2026 and ${repos.length - ATTENTION_REPOS} more in report.json.`, "");
  return out;
}
function tableSection(server, report) {
  const repos = report.repositories.filter((r) => !r.error && r.skills > 0).sort(attentionOrder);
  const out = [`## Repositories with skills: ${repos.length}`, ""];
  if (repos.length === 0) return [...out, "No repository has skills.", ""];
  out.push(
    `| repository | skills | critical | high | medium | low | info | over ${report.failOn} | most frequent rule |`,
    "|---|--:|--:|--:|--:|--:|--:|--:|---|"
  );
  for (const r of repos.slice(0, TABLE_ROWS)) {
    const [rule] = Object.entries(r.findings.byRule).sort(([a, x], [b, y]) => y - x || cmp(a, b));
    const counts = SEVERITIES.map((s) => String(r.findings.bySeverity[s]));
    out.push(
      `| ${repoLink(server, r)} | ${r.skills} | ${counts.join(" | ")} | ${gatedCount(r, report.failOn)} | ${rule ? `${code(rule[0])} (${rule[1]})` : ""} |`
    );
  }
  if (repos.length > TABLE_ROWS) out.push("", `\u2026 and ${repos.length - TABLE_ROWS} more in report.json.`);
  return [...out, ""];
}
function problemSections(server, report) {
  const out = [];
  const failed = report.repositories.filter((r) => r.error);
  if (failed.length) {
    out.push(
      `## Could not be scanned: ${failed.length}`,
      "",
      "| repository | HTTP status | why |",
      "|---|--:|---|"
    );
    for (const r of failed.slice(0, LISTED_ITEMS))
      out.push(
        `| ${repoLink(server, r)} | ${r.error.status || "\u2013"} | ${inertMarkdown(r.error.message.slice(0, 300))} |`
      );
    if (failed.length > LISTED_ITEMS)
      out.push("", `\u2026 and ${failed.length - LISTED_ITEMS} more in report.json.`);
    out.push("");
  }
  if (report.skipped.length) {
    const reasons = /* @__PURE__ */ new Map();
    for (const s of report.skipped) reasons.set(s.reason, [...reasons.get(s.reason) ?? [], s.repo]);
    out.push(`## Skipped: ${report.skipped.length}`, "");
    for (const [reason, repos] of [...reasons].sort(([a], [b]) => cmp(a, b))) {
      const shown = repos.slice(0, LISTED_ITEMS).map((x) => inertMarkdown(x));
      out.push(
        `<details><summary>${inertMarkdown(reason)}: ${repos.length}</summary>`,
        "",
        shown.join(", ") + (repos.length > LISTED_ITEMS ? ` \u2026 and ${repos.length - LISTED_ITEMS} more` : ""),
        "",
        "</details>",
        ""
      );
    }
  }
  return out;
}
function formatReportMarkdown(report, options = {}) {
  const server = trimEndChars(options.serverUrl || "https://github.com", "/");
  const t = report.totals;
  const verdict = t.failed > 0 ? `**Incomplete**: ${plural(t.failed, "repository", "repositories")} could not be scanned.` : t.gated > 0 ? `**Fail**: ${plural(t.gated, "finding")} at or above ${report.failOn}.` : `**Pass**: nothing at or above ${report.failOn}.`;
  const head = [
    `# skillscan: ${inertMarkdown(report.org)}`,
    "",
    verdict,
    "",
    `${plural(t.scanned, "repository", "repositories")} scanned of ${t.listed} listed (${t.skipped} skipped); ${plural(t.withSkills, "repository", "repositories")} with skills, ${plural(t.skills, "skill")}; ${plural(t.findings, "finding")} (${SEVERITIES.map((s) => `${t.bySeverity[s]} ${s}`).join(", ")})${t.suppressed ? `, ${t.suppressed} suppressed` : ""}. skillscan ${inertMarkdown(report.tool.version)}.`,
    ""
  ];
  const run = report.run;
  const foot = [
    `<sub>This run: ${plural(run.requests.total, "API request")}, ${plural(run.retries, "retry", "retries")}, ${plural(run.rateLimitWaits, "rate-limit wait")}, cache ${run.cache.hits + run.cache.treeHits} hit / ${run.cache.misses} missed, ${(run.durationMs / 1e3).toFixed(1)} s.</sub>`,
    ""
  ];
  const body = [
    ...attentionSection(server, report),
    ...tableSection(server, report),
    ...problemSections(server, report)
  ];
  let text = [...head, ...body].join("\n");
  if (Buffer.byteLength(text) > LIMIT_BYTES) {
    text = `${Buffer.from(text).subarray(0, LIMIT_BYTES - 200).toString("utf8")}

\u2026 cut to stay under GitHub's 1 MiB summary limit; report.json has everything.
`;
  }
  return `${text}
${foot.join("\n")}`;
}

// src/org/output.ts
function sarifOf(r) {
  return formatSarif({
    tool: TOOL,
    rules: r.rules,
    findings: r.findings,
    automationId: `skillscan/org/${r.repo}/`
  });
}
async function writeSarifs(dir, scans) {
  await mkdir2(dir, { recursive: true });
  for (const r of scans) {
    if (r.error || r.skipped) continue;
    await writeFile2(join2(dir, sarifFileName(r.repo)), sarifOf(r));
  }
}
async function writeReports(dir, report, serverUrl) {
  await mkdir2(dir, { recursive: true });
  await writeFile2(join2(dir, "report.json"), formatReportJson(report));
  await writeFile2(join2(dir, "report.md"), formatReportMarkdown(report, serverUrl ? { serverUrl } : {}));
}
function formatReportText(report) {
  const out = [];
  for (const r of report.repositories) {
    if (r.error) {
      out.push(`${inertLine(r.repo)}: not scanned: ${inertLine(r.error.message)}`);
      continue;
    }
    if (r.skills === 0 && r.findings.total === 0) continue;
    const counts = SEVERITIES.filter((s) => r.findings.bySeverity[s] > 0).map(
      (s) => `${r.findings.bySeverity[s]} ${s}`
    );
    const mark = r.attention.length ? `  [${r.attention.join(", ")}]` : "";
    out.push(
      `${inertLine(r.repo)}@${inertLine(r.branch)}: ${r.skills} skill${r.skills === 1 ? "" : "s"}, ${r.findings.total ? `${r.findings.total} finding${r.findings.total === 1 ? "" : "s"} (${counts.join(", ")})` : "no findings"}${mark}`
    );
    for (const f of r.top.filter((t2) => t2.severity === "critical" || t2.chained)) {
      const where = `${f.path}${f.line ? `:${f.line}` : ""}`;
      const via = f.chain.length > 1 ? ` via ${f.chain.map((s) => s.path).join(" -> ")}` : "";
      out.push(`  ${f.severity} ${f.ruleId} ${inertLine(where)}  ${inertLine(f.message)}${inertLine(via)}`);
    }
  }
  const t = report.totals;
  out.push(
    `${t.scanned} repositories scanned of ${t.listed} listed (${t.skipped} skipped, ${t.failed} not scanned); ${t.withSkills} with skills, ${t.skills} skills, ${t.findings} findings, ${t.gated} at or above ${report.failOn}`
  );
  return `${out.join("\n")}
`;
}

// src/org/progress.ts
var CLEAR = "\r\x1B[2K";
function duration(ms) {
  const s = Math.max(0, Math.round(ms / 1e3));
  const h = Math.floor(s / 3600);
  const m = Math.floor(s % 3600 / 60);
  const pad = (n) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`;
}
function repoOutcome(s) {
  if (s.error) return `not scanned: ${s.error.message}`;
  if (s.skipped) return `skipped: ${s.skipped}`;
  const open2 = s.findings.filter((f) => !f.suppression);
  const counts = SEVERITIES.map((sev) => [sev, open2.filter((f) => f.severity === sev).length]).filter(([, n]) => n > 0).map(([sev, n]) => `${n} ${sev}`);
  const skills = `${s.skills.length} skill${s.skills.length === 1 ? "" : "s"}`;
  const findings = open2.length ? `${open2.length} finding${open2.length === 1 ? "" : "s"} (${counts.join(", ")})` : "no findings";
  const cache = s.run.cache === "hit" || s.run.cache === "tree-hit" ? ", unchanged since the cached scan" : "";
  return `${skills}, ${findings}${cache}`;
}
function eventText(e) {
  if (e.kind === "retry") {
    const why = e.status === "network" ? "a network error" : `HTTP ${e.status}`;
    return `${e.request} failed with ${why}; retry ${e.attempt} in ${(e.waitMs / 1e3).toFixed(1)} s`;
  }
  return e.reason === "secondary" ? `GitHub's secondary rate limit after ${e.request}: every request pauses for ${(e.waitMs / 1e3).toFixed(0)} s` : `the rate-limit window is used up (${e.request}): every request pauses for ${duration(e.waitMs)} until it resets`;
}
var Progress = class {
  constructor(options) {
    this.options = options;
    this.now = options.now ?? Date.now;
    this.started = this.now();
  }
  options;
  counters = { retries: 0, rateLimitWaits: 0, rateLimitWaitMs: 0 };
  total = 0;
  done = 0;
  started;
  barShown = false;
  now;
  get tty() {
    return this.options.columns !== void 0;
  }
  line(text) {
    const clear = this.barShown ? CLEAR : "";
    this.barShown = false;
    this.options.write(`${clear}skillscan: ${inertLine(text)}
`);
  }
  listed(total) {
    this.total = total;
    this.started = this.now();
    if (!this.tty) this.line(`${this.options.org}: ${total} repositor${total === 1 ? "y" : "ies"} to scan`);
    else this.drawBar();
  }
  repoDone(scan2, done, total) {
    this.done = done;
    this.total = total;
    if (this.tty) {
      if (scan2.error) this.line(`${scan2.repo}: ${repoOutcome(scan2)}`);
      this.drawBar();
    } else {
      this.line(`[${done}/${total}] ${scan2.repo}: ${repoOutcome(scan2)}`);
    }
  }
  event(e) {
    if (e.kind === "retry") this.counters.retries++;
    else {
      this.counters.rateLimitWaits++;
      this.counters.rateLimitWaitMs += e.waitMs;
    }
    this.line(eventText(e));
    if (this.tty) this.drawBar();
  }
  /** The live line: `[#####-----] 45/128 · 2.3 repos/s · 0:36 left · 4,123 requests left`. */
  barText() {
    const elapsed = this.now() - this.started;
    const rate = elapsed > 0 ? this.done * 1e3 / elapsed : 0;
    const left = rate > 0 ? duration((this.total - this.done) / rate * 1e3) : "\u2013";
    const remaining = this.options.rateLimit?.().remaining;
    const parts = [
      `${this.done}/${this.total} repositories`,
      `${rate.toFixed(1)}/s`,
      `${left} left`,
      ...remaining !== void 0 ? [`${remaining.toLocaleString("en-US")} requests left`] : []
    ];
    const columns = this.options.columns ?? 80;
    const info = parts.join(" \xB7 ");
    const width = Math.max(0, Math.min(30, columns - info.length - 14));
    const filled = this.total > 0 ? Math.round(width * this.done / this.total) : 0;
    const bar = width > 0 ? `[${"#".repeat(filled)}${"-".repeat(width - filled)}] ` : "";
    return `skillscan ${bar}${info}`.slice(0, Math.max(10, columns - 1));
  }
  drawBar() {
    this.options.write(`${CLEAR}${this.barText()}`);
    this.barShown = true;
  }
  finish(summary) {
    this.line(summary);
  }
};

// src/org/shard.ts
import { createHash as createHash2 } from "node:crypto";
var MAX_SHARDS = 256;
function shardOf(fullName2, count) {
  const h = createHash2("sha256").update(fullName2.toLowerCase()).digest();
  return h.readUInt32BE(0) % count;
}
function parseShard(text) {
  const m = /^(\d{1,3})\/(\d{1,3})$/.exec(text);
  const index = m ? Number(m[1]) : Number.NaN;
  const count = m ? Number(m[2]) : Number.NaN;
  if (!m || count < 1 || count > MAX_SHARDS || index < 1 || index > count) {
    throw new Error(`--shard must be K/N with 1 \u2264 K \u2264 N \u2264 ${MAX_SHARDS} (got '${text}')`);
  }
  return { index: index - 1, count };
}

// src/org/select.ts
var REPO_NAME = /^[A-Za-z0-9._-]{1,100}$/;
var LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
var fullName = (r) => `${r.owner}/${r.name}`;
function invalidReason(r, org) {
  if (!LOGIN.test(r.owner)) return "the listing gave an owner that is not a GitHub login";
  if (r.owner.toLowerCase() !== org.toLowerCase()) return `listed under another owner (${r.owner})`;
  if (!REPO_NAME.test(r.name) || r.name === "." || r.name === "..")
    return "the listing gave a name that is not a GitHub repository name";
  if (!/^[^\u0000-\u001f\u007f]{1,255}$/.test(r.defaultBranch) || r.defaultBranch.includes(".."))
    return "the listing gave a default branch that is not a branch name";
  return void 0;
}
function selectRepos(listed, options) {
  const out = { chosen: [], skipped: [], elsewhere: [], invalid: [] };
  const seen = /* @__PURE__ */ new Set();
  const sorted = [...listed].sort((a, b) => cmp(fullName(a), fullName(b)));
  for (const r of sorted) {
    const full = fullName(r);
    const bad = invalidReason(r, options.org);
    if (bad) {
      out.invalid.push({ repo: full.slice(0, 200), reason: bad });
      continue;
    }
    if (seen.has(full.toLowerCase())) continue;
    seen.add(full.toLowerCase());
    if (r.disabled) out.skipped.push({ repo: full, reason: "disabled" });
    else if (r.archived && !options.includeArchived) out.skipped.push({ repo: full, reason: "archived" });
    else if (r.fork && !options.includeForks) out.skipped.push({ repo: full, reason: "fork" });
    else if (options.only && !options.only.includes(r.name))
      out.skipped.push({ repo: full, reason: "not selected" });
    else if (options.shard && shardOf(full, options.shard.count) !== options.shard.index)
      out.elsewhere.push(full);
    else out.chosen.push(r);
  }
  return out;
}

// src/org/scan.ts
var Meter = class {
  requests = 0;
};
var isEmptyRepository = (e) => e.status === 409;
function fromCache(base, c, rules, how) {
  return {
    ...base,
    commit: c.commit,
    tree: c.tree,
    skills: c.skills,
    findings: c.findings,
    rules,
    run: { ...base.run, cache: how }
  };
}
async function scanOne(r, options, blobs) {
  const started = Date.now();
  const meter = new Meter();
  const { api, cache } = options;
  const base = {
    repo: fullName(r),
    branch: r.defaultBranch,
    skills: [],
    findings: [],
    rules: [],
    run: { requests: 0, cache: cache ? "miss" : "off", durationMs: 0 }
  };
  const finish = (s) => ({
    ...s,
    run: { ...s.run, requests: meter.requests, durationMs: Date.now() - started }
  });
  try {
    const cached = await cache?.lookup(base.repo, r.defaultBranch);
    const head = await api.getHead(r.owner, r.name, r.defaultBranch, cached?.entry.etag, meter);
    if (head === "not-modified") {
      if (!cached) throw new Error("GitHub answered 304 Not Modified to a request without a validator");
      return finish(fromCache(base, cached.entry, cached.rules, "hit"));
    }
    if (cached && cached.entry.commit === head.sha) {
      await cache.store({ ...cached.entry, ...head.etag ? { etag: head.etag } : {} });
      return finish(fromCache(base, cached.entry, cached.rules, "hit"));
    }
    const listing = await api.getTree(r.owner, r.name, head.sha, true, meter);
    if (cached && cached.entry.tree === listing.sha) {
      const entry = { ...cached.entry, commit: head.sha, ...head.etag ? { etag: head.etag } : {} };
      await cache.store(entry);
      return finish(fromCache(base, entry, cached.rules, "tree-hit"));
    }
    const read = /* @__PURE__ */ new Set();
    const source = await openGitHubSource(
      api,
      { owner: r.owner, repo: r.name, ref: head.sha, listing, meter, onBlob: (sha) => read.add(sha) },
      blobs
    );
    const result = await scan({ source, ...options.config ? { config: options.config } : {} });
    const scanned = {
      ...base,
      commit: head.sha,
      tree: listing.sha,
      skills: result.model.skills.map((s) => s.path),
      findings: result.findings,
      rules: result.rules
    };
    if (result.ruleErrors.length) {
      return finish({
        ...scanned,
        error: {
          status: 0,
          message: `internal error in rule(s) ${result.ruleErrors.map((e) => e.ruleId).join(", ")}`
        }
      });
    }
    await cache?.store({
      repo: base.repo,
      branch: r.defaultBranch,
      ...head.etag ? { etag: head.etag } : {},
      commit: head.sha,
      tree: listing.sha,
      skills: scanned.skills,
      findings: scanned.findings,
      ruleIds: scanned.rules.map((m) => m.id),
      blobs: [...read].sort()
    });
    return finish(scanned);
  } catch (e) {
    if (isEmptyRepository(e)) return finish({ ...base, skipped: "empty repository" });
    const status = typeof e.status === "number" ? e.status : 0;
    return finish({ ...base, error: { status, message: e.message } });
  }
}
async function scanOrg(options) {
  const started = Date.now();
  const before = options.requestsMade?.() ?? 0;
  const listed = options.listing ?? await options.api.listOrgRepos(options.org);
  const listingRequests = (options.requestsMade?.() ?? 0) - before;
  const selection = selectRepos(listed, options);
  const chosen = selection.chosen;
  options.onListed?.(chosen.length + selection.invalid.length);
  const blobs = options.cache?.blobStore() ?? new MemoryBlobStore();
  const total = chosen.length + selection.invalid.length;
  let done = 0;
  const repos = selection.invalid.map((s) => ({
    repo: s.repo,
    branch: "",
    skills: [],
    findings: [],
    rules: [],
    error: { status: 0, message: s.reason },
    run: { requests: 0, cache: options.cache ? "miss" : "off", durationMs: 0 }
  }));
  for (const s of repos) options.onRepoDone?.(s, ++done, total);
  const results = new Array(chosen.length);
  let next = 0;
  const worker = async () => {
    while (next < chosen.length) {
      const i = next++;
      options.onRepoStart?.(fullName(chosen[i]));
      results[i] = await scanOne(chosen[i], options, blobs);
      options.onRepoDone?.(results[i], ++done, total);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency ?? 4, 16)) }, worker));
  const skipped = [...selection.skipped];
  for (const res of results) {
    if (res.skipped) skipped.push({ repo: res.repo, reason: res.skipped });
    else repos.push(res);
  }
  if (!options.only) await options.cache?.prune(new Set(chosen.map(fullName)));
  const byName = (a, b) => cmp(a.repo, b.repo);
  return {
    org: options.org,
    listed: listed.length,
    skipped: skipped.sort(byName),
    elsewhere: selection.elsewhere,
    ...options.shard ? { shard: options.shard } : {},
    repos: repos.sort(byName),
    run: { listingRequests, durationMs: Date.now() - started }
  };
}

// src/org/upload.ts
async function uploadAll(scans, io, log) {
  const token = io.env.GH_TOKEN ?? io.env.GITHUB_TOKEN;
  if (!token) {
    log("--upload: no token in GH_TOKEN or GITHUB_TOKEN; nothing was uploaded");
    return;
  }
  let refused = 0;
  for (const s of scans) {
    if (s.error || s.skipped || !s.commit) continue;
    const outcome = await uploadSarif({
      token,
      repository: s.repo,
      commitSha: s.commit,
      ref: `refs/heads/${s.branch}`,
      sarif: sarifOf(s),
      ...io.env.GITHUB_API_URL ? { baseUrl: io.env.GITHUB_API_URL } : {},
      pollDelaysMs: []
    }).catch((e) => ({ status: "rejected", httpStatus: 0, message: e.message }));
    if (outcome.status === "forbidden" || outcome.status === "rejected") {
      refused++;
      s.run.upload = `refused (HTTP ${outcome.httpStatus}: ${outcome.message.slice(0, 200)})`;
    } else if ("id" in outcome) s.run.upload = `uploaded (SARIF id ${outcome.id})`;
  }
  if (refused) log(`--upload: code scanning refused ${refused} upload(s); see run.upload in report.json`);
}

// src/org/cli.ts
var apiFactory = (io, onEvent) => orgClient({
  token: io.env.GH_TOKEN ?? io.env.GITHUB_TOKEN,
  ...io.env.GITHUB_API_URL ? { baseUrl: io.env.GITHUB_API_URL } : {},
  onEvent
});
function setApiFactory(f) {
  apiFactory = f;
}
function orgName(positionals, command) {
  const org = positionals[0];
  if (!org || positionals.length > 1)
    throw new UsageError(`${command} takes one organisation name: skillscan ${command} ORG`);
  if (!/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/.test(org))
    throw new UsageError(`'${org}' is not a GitHub organisation name`);
  return org;
}
function gateOf(args, fallback = "high") {
  const gate = args.values["fail-on"] ?? fallback;
  if (![...SEVERITIES, "never"].includes(gate))
    throw new UsageError(`--fail-on must be one of ${SEVERITIES.join(", ")}, never`);
  return gate;
}
function formatOf(args) {
  const format = args.values.format ?? "text";
  if (format !== "text" && format !== "json") throw new UsageError("--format for org must be text or json");
  return format;
}
async function readPlan(path, org, io) {
  let plan;
  try {
    plan = JSON.parse(await io.readFile(path));
  } catch (e) {
    throw new UsageError(`cannot read the plan ${path}: ${e.message}`);
  }
  const ok = plan?.schema === "skillscan-org-plan/1" && Array.isArray(plan.repos) && plan.repos.every(
    (r) => typeof r?.owner === "string" && typeof r.name === "string" && typeof r.defaultBranch === "string" && typeof r.archived === "boolean" && typeof r.fork === "boolean" && typeof r.disabled === "boolean"
  );
  if (!ok) throw new UsageError(`${path} is not a plan written by skillscan org-plan`);
  if (String(plan.org).toLowerCase() !== org.toLowerCase())
    throw new UsageError(`${path} is the plan of ${plan.org}, not ${org}`);
  return plan.repos;
}
function shardArg(args) {
  try {
    return args.values.shard ? parseShard(args.values.shard) : void 0;
  } catch (e) {
    throw new UsageError(e.message);
  }
}
function buildReport(org, gate, scans, extra) {
  const count = (c) => scans.filter((s) => s.run.cache === c).length;
  return assembleReport({
    org,
    failOn: gate,
    listed: extra.listed,
    repositories: scans.map(repoReport),
    skipped: extra.skipped,
    ...extra.shard ? { shard: { index: extra.shard.index + 1, count: extra.shard.count, elsewhere: extra.elsewhere } } : {},
    run: {
      startedAt: extra.started.toISOString(),
      durationMs: extra.durationMs,
      requests: { total: extra.client.requests(), listing: extra.listingRequests },
      ...extra.progress.counters,
      cache: { hits: count("hit"), treeHits: count("tree-hit"), misses: count("miss") }
    }
  });
}
async function runOrg(args, positionals, io) {
  const org = orgName(positionals, "org");
  const format = formatOf(args);
  const gate = gateOf(args);
  const shard = shardArg(args);
  const concurrency = countOption(args, "concurrency", 1, 16) ?? 4;
  const config = await configFrom(args, io);
  const listing = args.values.plan ? await readPlan(args.values.plan, org, io) : void 0;
  const progress = new Progress({
    write: io.stderr,
    ...io.stderrColumns !== void 0 ? { columns: io.stderrColumns } : {},
    org,
    rateLimit: () => client.rateLimit()
  });
  const client = apiFactory(io, (e) => progress.event(e));
  const cache = args.values.cache ? await openOrgCache(args.values.cache, config) : void 0;
  const started = /* @__PURE__ */ new Date();
  const result = await scanOrg({
    org,
    api: client,
    ...config ? { config } : {},
    ...shard ? { shard } : {},
    ...listing ? { listing } : {},
    ...cache ? { cache } : {},
    concurrency,
    includeForks: args.values["include-forks"] ?? false,
    includeArchived: args.values["include-archived"] ?? false,
    ...args.values.repo ? { only: args.values.repo } : {},
    requestsMade: client.requests,
    onListed: (n) => progress.listed(n),
    onRepoDone: (s, done, total) => progress.repoDone(s, done, total)
  });
  const outDir = args.values["output-dir"];
  if (args.values.upload) {
    if (!outDir) throw new UsageError("--upload needs --output-dir (the SARIF logs are uploaded from there)");
    await uploadAll(result.repos, io, (m) => progress.finish(m));
  }
  const report = buildReport(org, gate, result.repos, {
    listed: result.listed,
    skipped: result.skipped,
    ...shard ? { shard } : {},
    elsewhere: result.elsewhere,
    started,
    durationMs: Date.now() - started.getTime(),
    client,
    listingRequests: result.run.listingRequests,
    progress
  });
  if (outDir) {
    await writeSarifs(outDir, result.repos);
    await writeReports(outDir, report, io.env.GITHUB_SERVER_URL);
  }
  const t = report.totals;
  progress.finish(
    `${org}: ${t.scanned} scanned, ${t.failed} not scanned, ${t.skipped} skipped in ${(report.run.durationMs / 1e3).toFixed(1)} s; ${report.run.requests.total} API requests, ${report.run.retries} retries, ${report.run.rateLimitWaits} rate-limit waits`
  );
  io.stdout(format === "json" ? formatReportJson(report) : formatReportText(report));
  return exitCodeOf(report);
}
async function runPlan(args, positionals, io) {
  const org = orgName(positionals, "org-plan");
  const shards = countOption(args, "shards", 1, MAX_SHARDS) ?? 1;
  const client = apiFactory(
    io,
    (e) => io.stderr(`skillscan: ${e.kind === "retry" ? "retrying" : "waiting"}: ${e.request}
`)
  );
  const repos = await client.listOrgRepos(org);
  const plan = { schema: "skillscan-org-plan/1", org, shards, repos };
  const outDir = args.values["output-dir"];
  if (outDir) {
    await mkdir3(outDir, { recursive: true });
    await writeFile3(join3(outDir, "plan.json"), `${JSON.stringify(plan, null, 2)}
`);
  }
  io.stderr(
    `skillscan: ${org}: ${repos.length} repositories listed, ${shards} shard${shards === 1 ? "" : "s"}
`
  );
  io.stdout(`${JSON.stringify(Array.from({ length: shards }, (_, i) => `${i + 1}/${shards}`))}
`);
  return 0;
}
var orgRun = runOrg;
var orgPlanRun = runPlan;

export {
  assembleReport,
  exitCodeOf,
  formatReportJson,
  writeReports,
  formatReportText,
  shardOf,
  apiFactory,
  setApiFactory,
  orgName,
  gateOf,
  orgRun,
  orgPlanRun
};
