import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  assembleReport,
  exitCodeOf,
  formatReportJson,
  formatReportText,
  gateOf,
  shardOf,
  writeReports
} from "./chunk-QIFBPQWJ.js";
import {
  UsageError
} from "./chunk-YVLXWM5I.js";
import {
  generatedValidator
} from "./chunk-TZMS4VC2.js";
import "./chunk-4P27SS5P.js";
import "./chunk-KLA3BMEC.js";
import "./chunk-SI6ZQQEG.js";
import "./chunk-HK2V2JBT.js";
import "./chunk-SSQ53WC3.js";
import {
  cmp
} from "./chunk-XR6W4VKN.js";
import "./chunk-CTK6VKX7.js";
import "./chunk-VL4AUMTW.js";
import "./chunk-UPHTETEJ.js";
import "./chunk-4F2PRZX4.js";
import "./chunk-YXXGEZCJ.js";
import "./chunk-5PWERDZX.js";
import "./chunk-5IYXR757.js";
import "./chunk-QYKJFDWI.js";
import "./chunk-C7QD4XT3.js";
import "./chunk-AFEN3ORC.js";
import "./chunk-RNGM5I7R.js";
import "./chunk-5ZQZRXVU.js";
import "./chunk-PBUGHLOV.js";
import "./chunk-IFJMIEMV.js";
import "./chunk-Z7GJY6OC.js";
import "./chunk-4DOYWDGL.js";
import "./chunk-N4Y7GMVX.js";
import "./chunk-DTSIC6IR.js";

// src/org/cli-merge.ts
import { copyFile, mkdir, readdir, stat } from "node:fs/promises";
import { basename, join } from "node:path";

// src/org/merge.ts
var MergeError = class extends Error {
};
function parseReport(text, origin) {
  let data;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new MergeError(`${origin}: not JSON (${e.message})`);
  }
  const validator = generatedValidator("org-report-validator", "validateOrgReport");
  if (!validator(data)) {
    const err = validator.errors?.[0];
    throw new MergeError(
      `${origin}: not a skillscan organisation report (${err?.instancePath || "/"} ${err?.message ?? "is invalid"})`
    );
  }
  return data;
}
function mergeRun(inputs) {
  const runs = inputs.map((i) => i.report.run);
  const sum = (f) => runs.reduce((n, r) => n + f(r), 0);
  const shards = inputs.flatMap(
    (i) => i.report.shard ? [`${i.report.shard.index}/${i.report.shard.count}`] : []
  );
  return {
    startedAt: runs.map((r) => r.startedAt).sort(cmp)[0] ?? "",
    durationMs: Math.max(0, ...runs.map((r) => r.durationMs)),
    requests: { total: sum((r) => r.requests.total), listing: sum((r) => r.requests.listing) },
    retries: sum((r) => r.retries),
    rateLimitWaits: sum((r) => r.rateLimitWaits),
    rateLimitWaitMs: sum((r) => r.rateLimitWaitMs),
    cache: {
      hits: sum((r) => r.cache.hits),
      treeHits: sum((r) => r.cache.treeHits),
      misses: sum((r) => r.cache.misses)
    },
    ...shards.length ? { shards: shards.sort(cmp) } : {}
  };
}
function missingRepo(repo, message) {
  return {
    repo,
    branch: "",
    skills: 0,
    entryPoints: [],
    findings: { total: 0, bySeverity: { critical: 0, high: 0, medium: 0, low: 0, info: 0 }, byRule: {} },
    suppressed: 0,
    attention: [],
    top: [],
    error: { status: 0, message },
    run: { requests: 0, cache: "off", durationMs: 0 }
  };
}
function checkCompatible(inputs) {
  if (inputs.length === 0) throw new MergeError("org-merge needs at least one report");
  const first = inputs[0].report;
  for (const { origin, report } of inputs) {
    if (report.org.toLowerCase() !== first.org.toLowerCase())
      throw new MergeError(`${origin} is a report of ${report.org}, not ${first.org}`);
    if (report.tool.version !== first.tool.version)
      throw new MergeError(
        `${origin} was written by skillscan ${report.tool.version}, ${inputs[0].origin} by ${first.tool.version}: rescan with one version`
      );
    if (report.shard === void 0 !== (first.shard === void 0) || report.shard && report.shard.count !== first.shard?.count)
      throw new MergeError(`${origin} and ${inputs[0].origin} were not sharded the same way`);
  }
}
function mergeReports(inputs, failOn) {
  checkCompatible(inputs);
  const first = inputs[0].report;
  const repos = /* @__PURE__ */ new Map();
  const skipped = /* @__PURE__ */ new Map();
  const seenShards = /* @__PURE__ */ new Map();
  for (const { origin, report } of inputs) {
    if (report.shard) {
      const other = seenShards.get(report.shard.index);
      if (other)
        throw new MergeError(
          `${origin} and ${other} are both shard ${report.shard.index}/${report.shard.count}`
        );
      seenShards.set(report.shard.index, origin);
    }
    for (const r of report.repositories) {
      if (repos.has(r.repo))
        throw new MergeError(`${r.repo} is in more than one report (${origin} among them)`);
      repos.set(r.repo, r);
    }
    for (const s of report.skipped) if (!skipped.has(s.repo)) skipped.set(s.repo, s);
  }
  const count = first.shard?.count ?? 0;
  for (const { report } of inputs) {
    for (const name of report.shard?.elsewhere ?? []) {
      if (repos.has(name) || skipped.has(name)) continue;
      const k = shardOf(name, count) + 1;
      repos.set(name, missingRepo(name, `not scanned: no report from shard ${k}/${count} was merged`));
    }
  }
  return assembleReport({
    org: first.org,
    failOn: failOn ?? (inputs.every((i) => i.report.failOn === first.failOn) ? first.failOn : "high"),
    listed: Math.max(...inputs.map((i) => i.report.totals.listed)),
    repositories: [...repos.values()],
    skipped: [...skipped.values()],
    run: mergeRun(inputs)
  });
}

// src/org/cli-merge.ts
var MAX_REPORT_BYTES = 256 * 1024 * 1024;
var SARIF_NAME = /^[A-Za-z0-9._-]{1,200}\.sarif$/;
async function loadInput(dir, io) {
  const file = dir.endsWith(".json") ? dir : join(dir, "report.json");
  const folder = dir.endsWith(".json") ? join(file, "..") : dir;
  let size;
  try {
    size = (await stat(file)).size;
  } catch {
    throw new UsageError(`${file}: no report there (was this shard's artifact uploaded?)`);
  }
  if (size > MAX_REPORT_BYTES)
    throw new UsageError(`${file}: larger than ${MAX_REPORT_BYTES / 1024 / 1024} MiB`);
  try {
    return { origin: file, dir: folder, report: parseReport(await io.readFile(file), file) };
  } catch (e) {
    throw new UsageError(e.message);
  }
}
async function copySarifs(inputs, out) {
  let copied = 0;
  for (const input of inputs) {
    const present = new Set(await readdir(input.dir).catch(() => []));
    for (const r of input.report.repositories) {
      if (!r.sarif || !SARIF_NAME.test(r.sarif) || basename(r.sarif) !== r.sarif || !present.has(r.sarif))
        continue;
      await copyFile(join(input.dir, r.sarif), join(out, r.sarif));
      copied++;
    }
  }
  return copied;
}
async function runMerge(args, dirs, io) {
  if (dirs.length === 0)
    throw new UsageError(
      "org-merge takes the output folders of org runs: skillscan org-merge DIR... --output-dir OUT"
    );
  if (dirs.length > 1024) throw new UsageError("org-merge takes at most 1024 folders");
  const format = args.values.format ?? "text";
  if (format !== "text" && format !== "json")
    throw new UsageError("--format for org-merge must be text or json");
  const inputs = [];
  for (const dir of [...dirs].sort()) inputs.push(await loadInput(dir, io));
  let report;
  try {
    report = mergeReports(inputs, args.values["fail-on"] ? gateOf(args) : void 0);
  } catch (e) {
    if (e instanceof MergeError) throw new UsageError(e.message);
    throw e;
  }
  const out = args.values["output-dir"];
  if (out) {
    await mkdir(out, { recursive: true });
    const copied = await copySarifs(inputs, out);
    await writeReports(out, report, io.env.GITHUB_SERVER_URL);
    io.stderr(
      `skillscan: merged ${inputs.length} report(s) into ${out}: ${report.repositories.length} repositories, ${copied} SARIF logs
`
    );
  }
  io.stdout(format === "json" ? formatReportJson(report) : formatReportText(report));
  return exitCodeOf(report);
}
var orgMergeRun = runMerge;
export {
  orgMergeRun
};
