import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  UsageError,
  configFrom,
  countOption,
  emit,
  emitChunks,
  oneOf
} from "./chunk-YVLXWM5I.js";
import {
  bundleBuildId,
  formatText,
  openFactCacheOutside,
  sourceBuildId
} from "./chunk-SWXH5NRD.js";
import {
  ConfigError,
  DocHeadStore,
  LISTING_PROFILES,
  RULE_IDS,
  RULE_META,
  RUNTIME_IDS,
  TOOL,
  UNSIMULATED_REASON,
  cutRegion,
  formatSarif,
  gated,
  inertLine,
  scan,
  simulateModel,
  unknownRuleMessage
} from "./chunk-TZMS4VC2.js";
import "./chunk-4P27SS5P.js";
import "./chunk-KLA3BMEC.js";
import "./chunk-SI6ZQQEG.js";
import {
  gitAskedFor
} from "./chunk-KKYFOVPR.js";
import {
  OPTIONS
} from "./chunk-HK2V2JBT.js";
import {
  foldersFrom
} from "./chunk-SSQ53WC3.js";
import {
  SEVERITIES,
  SearchIndexStore,
  atLeast,
  cmp,
  severityRank
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
import {
  changedSince
} from "./chunk-4QGGWXVH.js";
import {
  SourceError
} from "./chunk-5ZQZRXVU.js";
import "./chunk-PBUGHLOV.js";
import {
  trimEndChars
} from "./chunk-Z7GJY6OC.js";
import "./chunk-4DOYWDGL.js";
import "./chunk-N4Y7GMVX.js";
import "./chunk-DTSIC6IR.js";

// src/cli.ts
import { parseArgs } from "node:util";

// src/cli-cache.ts
function openScanCache(dir, roots) {
  const build = bundleBuildId() ?? sourceBuildId();
  if (!build) throw new UsageError("--cache: cannot tell which build of skillscan is running");
  try {
    const facts = openFactCacheOutside(dir, roots, build);
    return { facts, searchIndex: new SearchIndexStore(dir, build), heads: new DocHeadStore(dir, build) };
  } catch (e) {
    throw new UsageError(`--cache ${e.message}`);
  }
}
function formatCacheStats(s, kept) {
  const line = (what, r) => `skillscan-stats ${what}: ${r.hits} used, ${r.added} added${r.rejected ? " (the stored index was not readable and was ignored)" : ""}
`;
  const more = kept ? `${line("search index digests", kept.search)}${line("document heads", kept.heads)}` : "";
  return `skillscan-stats cache: ${s.hits} hits, ${s.misses} misses (${s.rejected} rejected), ${s.writes} written, ${s.pruned} pruned
${more}`;
}

// src/report/graph.ts
function graphView(graph, flagged) {
  const paths = /* @__PURE__ */ new Set();
  for (const e of graph.entries) for (const p of graph.closure(e).keys()) paths.add(p);
  const edges = [];
  for (const p of [...paths].sort(cmp)) {
    for (const e of graph.edgesFrom(p)) {
      if (e.from !== p) continue;
      const to = e.to ?? e.raw;
      edges.push({
        from: p,
        to,
        kind: e.kind,
        status: e.status,
        ...e.region ? { line: e.region.startLine } : {}
      });
      if (e.status !== "remote") paths.add(to);
    }
  }
  const entries = new Set(graph.entries);
  const sorted = [...paths].sort(cmp);
  const nodes = sorted.map((path, i) => {
    const sev = flagged.get(path);
    return {
      id: `n${i}`,
      path,
      entry: entries.has(path),
      flagged: sev !== void 0,
      ...sev ? { maxSeverity: sev } : {}
    };
  });
  const remote = [...new Set(edges.filter((e) => e.status === "remote").map((e) => e.to))].sort(cmp);
  for (const url of remote) nodes.push({ id: `n${nodes.length}`, path: url, entry: false, flagged: false });
  const dedup = /* @__PURE__ */ new Map();
  for (const e of edges) {
    const key = `${e.from}\0${e.to}\0${e.kind}`;
    if (!dedup.has(key)) dedup.set(key, e);
  }
  return {
    nodes,
    edges: [...dedup.values()],
    depthCuts: graph.depthCuts.map((c) => ({ entry: c.entry, chain: c.chain.map((l) => l.path) }))
  };
}
function formatGraph(view, format) {
  if (format === "json") return `${JSON.stringify(view, null, 2)}
`;
  const idOf = new Map(view.nodes.map((n2) => [n2.path, n2.id]));
  return format === "dot" ? toDot(view, idOf) : toMermaid(view, idOf);
}
function mermaidLabel(s) {
  let out = "";
  for (const ch of clip(s)) {
    const cp = ch.codePointAt(0);
    out += /[A-Za-z0-9 ._/-]/.test(ch) ? ch : `#${cp};`;
  }
  return out;
}
function dotLabel(s) {
  return clip(s).replace(/[\u0000-\u001f\u007f\u2028\u2029]/g, " ").replace(/[\\"]/g, (c) => `\\${c}`);
}
function clip(s) {
  return s.length > 160 ? `${s.slice(0, 157)}...` : s;
}
var SEVERITY_COLOUR = { critical: "#b00020", high: "#d9480f", medium: "#e8a33d" };
function toMermaid(view, idOf) {
  const lines = ["flowchart LR"];
  for (const n2 of view.nodes) {
    const label = mermaidLabel(n2.flagged ? `${n2.path} [${n2.maxSeverity}]` : n2.path);
    lines.push(n2.entry ? `  ${n2.id}[["${label}"]]` : `  ${n2.id}["${label}"]`);
  }
  for (const e of view.edges) {
    const a = idOf.get(e.from);
    const b = idOf.get(e.to);
    if (!a || !b) continue;
    const label = mermaidLabel(
      e.status === "ok" || e.status === "remote" ? e.kind : `${e.kind}: ${e.status}`
    );
    lines.push(`  ${a} -${e.status === "ok" ? "-" : "."}->|"${label}"| ${b}`);
  }
  for (const n2 of view.nodes) {
    if (n2.flagged)
      lines.push(
        `  style ${n2.id} fill:${SEVERITY_COLOUR[n2.maxSeverity ?? "medium"] ?? "#e8a33d"},color:#fff`
      );
  }
  return `${lines.join("\n")}
`;
}
function toDot(view, idOf) {
  const lines = ["digraph skillscan {", "  rankdir=LR;", '  node [shape=box, fontname="Helvetica"];'];
  for (const n2 of view.nodes) {
    const attrs = [`label="${dotLabel(n2.flagged ? `${n2.path} [${n2.maxSeverity}]` : n2.path)}"`];
    if (n2.entry) attrs.push("shape=box3d");
    if (n2.flagged)
      attrs.push(
        "style=filled",
        `fillcolor="${SEVERITY_COLOUR[n2.maxSeverity ?? "medium"] ?? "#e8a33d"}"`,
        'fontcolor="white"'
      );
    lines.push(`  ${n2.id} [${attrs.join(", ")}];`);
  }
  for (const e of view.edges) {
    const a = idOf.get(e.from);
    const b = idOf.get(e.to);
    if (!a || !b) continue;
    const label = e.status === "ok" || e.status === "remote" ? e.kind : `${e.kind}: ${e.status}`;
    lines.push(`  ${a} -> ${b} [label="${dotLabel(label)}"${e.status === "ok" ? "" : ", style=dashed"}];`);
  }
  lines.push("}");
  return `${lines.join("\n")}
`;
}

// src/cli-graph.ts
async function runGraph(args, paths, io) {
  const raw = args.values.format ?? "mermaid";
  if (raw !== "mermaid" && raw !== "dot" && raw !== "json")
    throw new UsageError(`--format for graph must be mermaid, dot or json (got '${raw}')`);
  if (paths.length > 1) throw new UsageError("graph takes one folder");
  const config = await configFrom(args, io);
  const result = await scan({ root: paths[0] ?? ".", ...config ? { config } : {} });
  const flagged = /* @__PURE__ */ new Map();
  for (const f of result.findings) {
    if (f.suppression || !atLeast(f.severity, "medium")) continue;
    const prev = flagged.get(f.location.path);
    if (!prev || severityRank(f.severity) > severityRank(prev)) flagged.set(f.location.path, f.severity);
  }
  const text = formatGraph(graphView(await result.model.graph(), flagged), raw);
  await emit(text, args, io);
  return 0;
}
var graphCommand = {
  summary: "draw the reference graph (mermaid, dot or json)",
  run: runGraph
};

// src/report/listing.ts
var n = (x) => x.toLocaleString("en-US");
var pct = (a, b) => b > 0 ? `${(100 * a / b).toFixed(1)}%` : "-";
function table(rows, right) {
  const widths = rows[0].map((_, i) => rows.reduce((w, r) => Math.max(w, [...r[i]].length), 0));
  return rows.map(
    (r) => r.map((c, i) => right.has(i) ? c.padStart(widths[i]) : c.padEnd(widths[i])).join("  ").trimEnd()
  );
}
function catalogText(rt, cat, many) {
  const out = [];
  const names = cat.entries.filter((e) => e.state === "name-only").length;
  const omitted = cat.entries.filter((e) => e.state === "omitted").length;
  const cut = cat.entries.filter((e) => ["truncated", "capped", "trigger-dropped"].includes(e.state)).length;
  out.push(`${rt.name}${many ? ` \u2014 ${inertLine(cat.label)}` : ""}`);
  out.push(
    `budget ${n(rt.budget.chars)} characters (${inertLine(rt.budget.basis)}); per-skill cap ${rt.budget.maxDescChars === null ? "none" : n(rt.budget.maxDescChars)}`
  );
  out.push(
    `uses ${n(cat.used)} of ${n(rt.budget.chars)} (${pct(cat.used, rt.budget.chars)}); needs ${n(cat.needed)} uncut; ${cut} cut, ${names} at name only${omitted ? `, ${omitted} left out` : ""}${cat.overBudget ? "; OVER BUDGET even with names only" : ""}`
  );
  out.push("");
  for (const line of cat.text.split("\n")) if (line) out.push(`  ${inertLine(line)}`);
  out.push("");
  const rows = [["skill", "chars", "share", "shown", "state", "source"]];
  for (const e of cat.entries) {
    rows.push([
      inertLine(e.name),
      n(e.chars),
      pct(e.chars, rt.budget.chars),
      `${n(e.shownChars)}/${n(e.fullChars)}`,
      e.state,
      e.cut ? `${inertLine(e.cut.path)}:${e.cut.line}:${e.cut.column}` : e.path ? inertLine(e.path) : `(${e.origin})`
    ]);
  }
  for (const line of table(rows, /* @__PURE__ */ new Set([1, 2, 3]))) out.push(line);
  return out;
}
function formatListingText(report) {
  const out = [];
  for (const rt of report.runtimes) {
    for (const cat of rt.catalogs) {
      if (out.length) out.push("");
      for (const line of catalogText(rt, cat, rt.catalogs.length > 1)) out.push(line);
    }
  }
  for (const u of report.unsimulated) {
    if (out.length) out.push("");
    out.push(`${u.runtime}: ${u.reason}`);
  }
  if (out.length === 0) out.push("no skill is listed by any simulated runtime");
  return `${out.join("\n")}
`;
}
function formatListingJson(report) {
  return `${JSON.stringify(report, null, 2)}
`;
}

// src/cli-listing.ts
function runtimesFrom(args) {
  const asked = args.values.runtime ?? [];
  for (const r of asked)
    if (!RUNTIME_IDS.includes(r))
      throw new UsageError(`--runtime must be one of ${RUNTIME_IDS.join(", ")} (got '${r}')`);
  return asked.length ? asked : LISTING_PROFILES.map((p) => p.id);
}
function contextWindowFrom(args) {
  const v = args.values["context-window"];
  if (v === void 0) return void 0;
  if (!/^\d{1,10}$/.test(v) || Number(v) < 1)
    throw new UsageError(`--context-window must be a positive number of tokens (got '${v}')`);
  return Number(v);
}
function listingReport(root, listings, asked) {
  return {
    root,
    runtimes: listings.map((rt) => ({
      runtime: rt.profile.id,
      name: rt.profile.name,
      budget: rt.budget,
      catalogs: rt.catalogs.map((c) => ({
        label: c.label,
        used: c.result.used,
        needed: c.result.needed,
        overBudget: c.result.overBudget,
        text: c.result.text,
        entries: c.result.entries.map((r) => {
          const cut = r.state === "full" ? void 0 : cutRegion(r);
          const shownChars = r.state === "full" ? r.fullLength : r.state === "name-only" || r.state === "omitted" ? 0 : r.cutAt ?? 0;
          return {
            name: r.entry.name,
            origin: r.entry.origin,
            ...r.entry.doc ? { path: r.entry.doc.path } : {},
            state: r.state,
            chars: Array.from(r.shown).length,
            shown: r.shown,
            shownChars,
            fullChars: r.fullLength,
            ...cut ? {
              cut: {
                path: cut.path,
                line: cut.region.startLine,
                column: cut.region.startColumn,
                field: cut.field
              }
            } : {}
          };
        })
      }))
    })),
    unsimulated: asked.filter((r) => !LISTING_PROFILES.some((p) => p.id === r)).map((r) => ({ runtime: r, reason: UNSIMULATED_REASON }))
  };
}
async function runListing(args, paths, io) {
  const format = args.values.format ?? "text";
  if (format !== "text" && format !== "json")
    throw new UsageError(`--format must be one of text, json (got '${format}')`);
  if (paths.length > 1) throw new UsageError("listing takes one folder");
  const runtimes = runtimesFrom(args);
  const contextWindow = contextWindowFrom(args);
  const config = await configFrom(args, io);
  const result = await scan({
    root: paths[0] ?? ".",
    ...config ? { config } : {},
    only: [],
    listing: { ...contextWindow !== void 0 ? { contextWindow } : {}, env: io.env }
  });
  const report = listingReport(
    result.rootDescription,
    simulateModel(result.model, result.model.listing, runtimes),
    runtimes
  );
  const out = format === "json" ? formatListingJson(report) : formatListingText(report);
  await emit(out, args, io);
  return 0;
}
var listingCommand = {
  summary: "print each runtime\u2019s skill listing and its budget",
  run: runListing
};

// src/phases.ts
var PhaseClock = class {
  phases = [];
  cpu = process.cpuUsage();
  wall = performance.now();
  /** Ends the phase running since the last lap (or since the clock was made) and names it. */
  lap(phase) {
    const used = process.cpuUsage(this.cpu);
    const now = performance.now();
    this.phases.push({
      phase,
      cpuMs: (used.user + used.system) / 1e3,
      wallMs: now - this.wall,
      heapMb: process.memoryUsage().heapUsed / 2 ** 20
    });
    this.cpu = process.cpuUsage();
    this.wall = now;
  }
  /** One line per phase, the biggest `rule:` phases kept and the rest summed, for standard error. */
  format(maxRules = 8) {
    const rules = this.phases.filter((p) => p.phase.startsWith("rule:"));
    const kept = new Set(
      [...rules].sort((a, b) => b.cpuMs - a.cpuMs).slice(0, maxRules).map((p) => p.phase)
    );
    const rest = rules.filter((p) => !kept.has(p.phase));
    const rows = this.phases.filter((p) => !p.phase.startsWith("rule:") || kept.has(p.phase));
    if (rest.length > 0)
      rows.push({
        phase: `rule:(${rest.length} others)`,
        cpuMs: rest.reduce((n2, p) => n2 + p.cpuMs, 0),
        wallMs: rest.reduce((n2, p) => n2 + p.wallMs, 0)
      });
    return rows.map(
      (p) => `skillscan-timing ${p.phase} cpu_ms=${p.cpuMs.toFixed(0)} wall_ms=${p.wallMs.toFixed(0)}${p.heapMb !== void 0 ? ` heap_mb=${p.heapMb.toFixed(0)}` : ""}
`
    ).join("");
  }
};

// src/report/discovery.ts
function discoveryRows(model) {
  return model.skills.map((s) => ({
    kind: s.kind,
    path: s.path,
    real: s.real,
    paths: s.paths,
    scope: s.scope,
    runtimes: s.runtimes,
    invocations: s.invocations.map((i) => ({ runtime: i.runtime, name: i.name, scope: i.scope })),
    ...s.plugin !== void 0 ? { plugin: s.plugin } : {},
    name: typeof s.frontmatter.get("name") === "string" ? s.frontmatter.get("name") : null
  }));
}
function formatDiscoveryJson(model) {
  return `${JSON.stringify(
    {
      root: model.rootDescription,
      layout: model.layout,
      skills: discoveryRows(model),
      plugins: model.plugins.map((p) => ({
        root: p.root,
        name: p.name,
        manifest: p.manifestPath ?? null,
        listedIn: p.listedIn
      })),
      marketplaces: model.marketplaces.map((m) => ({ path: m.path, plugins: m.pluginRoots })),
      hooksFiles: model.hooksFiles.map((h) => ({ kind: h.kind, path: h.path, scope: h.scope }))
    },
    null,
    2
  )}
`;
}
function formatDiscoveryText(model) {
  const rows = discoveryRows(model);
  const out = [];
  for (const r of rows) {
    const names = /* @__PURE__ */ new Map();
    for (const i of r.invocations) names.set(i.name, [...names.get(i.name) ?? [], i.runtime]);
    const loaded = [...names].map(([n2, rts]) => `${inertLine(n2)} (${rts.join(", ")})`).join("; ") || "no runtime loads it";
    out.push(`${inertLine(r.path)}  [${r.kind}, ${r.scope}]`);
    out.push(`    invoked as: ${loaded}`);
    if (r.paths.length > 1)
      out.push(`    also reached through: ${r.paths.slice(1).map(inertLine).join(", ")}`);
    if (r.real !== r.path) out.push(`    real path: ${inertLine(r.real)}`);
  }
  const kinds = (k) => rows.filter((r) => r.kind === k).length;
  out.push("");
  out.push(
    `${kinds("skill")} skills, ${kinds("command")} commands, ${kinds("agent")} subagents, ${model.plugins.length} plugins, ${model.hooksFiles.length} hook files (${model.layout} layout)`
  );
  return `${out.join("\n")}
`;
}

// src/report/json.ts
function* formatJsonChunks(input) {
  const doc = {
    tool: input.tool,
    root: input.root,
    summary: {
      skills: input.skills,
      findings: input.findings.filter((f) => !f.suppression).length,
      suppressed: input.findings.filter((f) => f.suppression).length,
      ...input.analysability ? { analysability: input.analysability } : {}
    },
    findings: []
  };
  const head = JSON.stringify(doc, null, 2);
  if (input.findings.length === 0) {
    yield `${head}
`;
    return;
  }
  yield `${head.slice(0, -"[]\n}".length)}[
`;
  let first = true;
  for (const f of input.findings) {
    const nested = JSON.stringify([[jsonFinding(f)]], null, 2);
    yield `${first ? "" : ",\n"}${nested.slice(NESTED_OPEN, -NESTED_CLOSE)}`;
    first = false;
  }
  yield "\n  ]\n}\n";
}
var NESTED_OPEN = "[\n  [\n".length;
var NESTED_CLOSE = "\n  ]\n]".length;
function jsonFinding(f) {
  return {
    ruleId: f.ruleId,
    category: f.category,
    severity: f.severity,
    confidence: f.confidence,
    message: f.message,
    location: f.location,
    ...f.entry ? { entry: f.entry } : {},
    chain: f.chain,
    entries: f.entries,
    chains: f.chains,
    related: f.related,
    fingerprint: f.fingerprint,
    ...f.suppression ? { suppression: f.suppression } : {}
  };
}

// src/cli.ts
var HELP = `skillscan ${TOOL.version} \u2014 find every agent skill in a repository and report what is broken or dangerous

Usage:
  skillscan [scan] [PATH...]        scan folders (default: .)
  skillscan discover [PATH]         list every skill, command, subagent and hook file, and who loads it
  skillscan graph [PATH]            draw what each skill pulls in (--format mermaid|dot|json)
  skillscan listing [PATH]          the skill listing each runtime builds, and its budget
                                    (--runtime R, --context-window N, --format text|json)
  skillscan org ORG                 scan every repository of a GitHub organisation through the API
                                    (token from GH_TOKEN or GITHUB_TOKEN; --output-dir DIR for report.json,
                                    report.md and SARIF per repository; --shard K/N, --plan FILE, --cache DIR,
                                    --upload, --repo NAME, --include-forks, --include-archived, --concurrency N)
  skillscan org-plan ORG            list the organisation once for a sharded scan (--shards N, --output-dir DIR)
  skillscan org-merge DIR...        merge the output folders of sharded org scans (--output-dir OUT)

Options:
  -f, --format text|json|sarif      output format (default: text)
  -o, --output FILE                 write the report to FILE instead of standard output
  -c, --config FILE                 configuration file (default: .skillscan.yml in the scanned folder)
      --fail-on LEVEL               critical|high|medium|low|info|never (default: high)
      --rule ID                     run only this rule (repeatable)
      --changed-since REF           pull-request scan: follow only the entry points whose files changed
                                    since the git revision REF (catalogue-wide checks still see every skill)
  -j, --jobs N                      threads for the scan: this one and N-1 that parse and analyse files
                                    (default: one per core, at most 4, for trees of 400 files or more;
                                    1 = no worker threads); findings never depend on it
      --cache DIR                   keep each file's analysis in DIR (outside the scanned folder) and reuse
                                    it while the file, the settings and skillscan are unchanged; findings
                                    are the same; a whole scan drops entries it no longer needs; with
                                    --changed-since, also a digest per git blob for the name search and
                                    skill documents' frontmatter (bodies read only where the change reaches)
      --debug-stats                 on standard error: how many times each kind of pass (read, Markdown
                                    parse, fact extraction, normalisation) went over each file's text
      --show-suppressed             list suppressed findings in text output
      --sort severity|file          text output order: most severe file first (default), or by path
      --min-severity LEVEL          text output: hide findings below LEVEL (totals still count them)
  -q, --quiet                       text output: only findings at or above --fail-on
      --list-rules                  print every rule with its category and default severity
      --no-color                    no colours (also NO_COLOR=1); colour is used only on a terminal
  -v, --version                     print the version
  -h, --help                        print this help

Exit codes: 0 nothing at or above --fail-on, 1 findings at or above it, 2 usage or internal error
(org, org-merge: 2 also when some repositories could not be scanned; they are named in the report).
`;
var COMMANDS = {
  scan: { summary: "scan folders", run: runScan },
  discover: { summary: "list discovered skills", run: runDiscover },
  org: {
    summary: "scan every repository of a GitHub organisation",
    run: async (...a) => (await import("./chunk-A6GOFACX.js")).orgRun(...a)
  },
  "org-plan": {
    summary: "list an organisation once for a sharded scan",
    run: async (...a) => (await import("./chunk-A6GOFACX.js")).orgPlanRun(...a)
  },
  "org-merge": {
    summary: "merge the reports of sharded organisation scans",
    run: async (...a) => (await import("./chunk-KOKEZKPU.js")).orgMergeRun(...a)
  },
  listing: listingCommand,
  graph: graphCommand
};
async function scanPaths(args, paths, io, clock) {
  for (const id of args.values.rule ?? [])
    if (!RULE_IDS.includes(id)) throw new UsageError(unknownRuleMessage(id, "--rule"));
  const config = await configFrom(args, io);
  const results = [];
  const since = args.values["changed-since"];
  const jobs = countOption(args, "jobs", 1, 64);
  const roots = paths.length ? paths : ["."];
  const cache = args.values.cache ? openScanCache(args.values.cache, roots) : void 0;
  const factCache = cache?.facts;
  for (const root of roots) {
    const changed = since === void 0 ? void 0 : changedFilesSince(root, since);
    const searchIndex = since !== void 0 && cache ? { store: cache.searchIndex, rev: since } : void 0;
    results.push(
      await scan({
        root,
        ...config ? { config } : {},
        ...args.values.rule ? { only: args.values.rule } : {},
        // Listing settings as `skillscan listing` builds them: the runtimes' own budget variables count.
        listing: { env: io.env },
        ...clock ? { clock } : {},
        ...changed ? { changed } : {},
        ...jobs !== void 0 ? { jobs } : {},
        ...args.values["debug-stats"] ? { textPasses: true } : {},
        ...factCache ? { factCache } : {},
        ...searchIndex && cache ? { searchIndex, docHeads: cache.heads } : {}
      })
    );
  }
  cache?.searchIndex.finish();
  cache?.heads.finish();
  const whole = roots.length === 1 && !args.values.rule && since === void 0;
  factCache?.finish(whole && results.every((r) => r.ruleErrors.length === 0));
  if (cache && args.values["debug-stats"])
    io.stderr(
      formatCacheStats(
        cache.facts.stats,
        since === void 0 ? void 0 : { search: cache.searchIndex.stats, heads: cache.heads.stats }
      )
    );
  return results;
}
function changedFilesSince(root, rev) {
  const { listing, diff } = gitAskedFor(root, rev);
  const ask = changedSince(root, rev, listing, diff);
  const asked = async (walked) => {
    try {
      return await ask(walked);
    } catch (e) {
      throw new UsageError(`--changed-since ${rev}: ${e.message}`);
    }
  };
  asked.folders = foldersFrom(listing);
  return asked;
}
function prefixed(results) {
  if (results.length === 1) return results[0].findings;
  return results.flatMap(
    (r) => r.findings.map((f) => ({
      ...f,
      location: { ...f.location, path: `${trimEndChars(r.rootDescription, "/")}/${f.location.path}` }
    }))
  );
}
function analysabilityOf(results) {
  if (results.length === 1) return results[0].analysability;
  return results.flatMap((r) => {
    const root = (p) => `${trimEndChars(r.rootDescription, "/")}/${p}`;
    return r.analysability.map((a) => ({
      ...a,
      entry: root(a.entry),
      notAnalysed: a.notAnalysed.map((f) => ({ ...f, path: root(f.path) }))
    }));
  });
}
async function runScan(args, paths, io) {
  const format = oneOf(args.values.format, ["text", "json", "sarif"], "format", "text");
  const clock = io.env.SKILLSCAN_TIMINGS ? new PhaseClock() : void 0;
  const results = await scanPaths(args, paths, io, clock);
  const gate = oneOf(
    args.values["fail-on"],
    [...SEVERITIES, "never"],
    "fail-on",
    results[0]?.config.failOn ?? "high"
  );
  const findings = prefixed(results);
  const rules = [...new Map(results.flatMap((r) => r.rules).map((m) => [m.id, m])).values()];
  const color = !args.values["no-color"] && !io.env.NO_COLOR && io.isTTY && !args.values.output;
  let out;
  if (format === "json") {
    out = formatJsonChunks({
      tool: { name: TOOL.name, version: TOOL.version },
      root: results.map((r) => r.rootDescription).join(", "),
      findings,
      skills: results.reduce((n2, r) => n2 + r.stats.skills, 0),
      analysability: analysabilityOf(results)
    });
  } else if (format === "sarif") {
    out = formatSarif({ tool: TOOL, rules, findings, analysability: analysabilityOf(results) });
  } else {
    const minSeverity = args.values.quiet ? gate === "never" ? "critical" : gate : args.values["min-severity"] === void 0 ? void 0 : oneOf(args.values["min-severity"], SEVERITIES, "min-severity", "info");
    out = formatText(findings, {
      color,
      showSuppressed: args.values["show-suppressed"] ?? false,
      sort: oneOf(args.values.sort, ["severity", "file"], "sort", "severity"),
      ...minSeverity ? { minSeverity } : {},
      ...io.isTTY && io.columns ? { width: io.columns } : {}
    });
  }
  if (typeof out === "string") await emit(out, args, io);
  else await emitChunks(out, args, io);
  if (clock) {
    clock.lap("report");
    io.stderr(clock.format());
  }
  if (args.values["debug-stats"]) io.stderr(formatTextPasses(results));
  for (const r of results) if (r.focus) io.stderr(focusLine(r.rootDescription, r.focus));
  const errors = results.flatMap((r) => r.ruleErrors);
  for (const e of errors) io.stderr(`skillscan: internal error in rule ${e.ruleId}: ${e.message}
`);
  if (errors.length) return 2;
  return gated(findings, gate).length > 0 ? 1 : 0;
}
function focusLine(root, focus) {
  const { changed, followed, entryPoints, outside } = focus;
  const left = outside ? `; ${outside} finding${outside === 1 ? "" : "s"} about unchanged files only not shown (scan without --changed-since to see them)` : "";
  return `skillscan: ${inertLine(root)}: ${changed} changed file${changed === 1 ? "" : "s"}, followed ${followed} of ${entryPoints} entry point${entryPoints === 1 ? "" : "s"}${left}
`;
}
function formatTextPasses(results) {
  const lines = [];
  for (const r of results) {
    for (const s of r.textPasses ?? []) {
      const twice = s.example ? `; ${s.repeated} more than once, first ${inertLine(s.example)}` : "";
      lines.push(
        `skillscan-stats ${inertLine(r.rootDescription)} ${s.pass}: ${s.files} files, ${s.passes} passes, at most ${s.maxPerFile} per file${twice}
`
      );
    }
  }
  return lines.join("");
}
async function runDiscover(args, paths, io) {
  const format = oneOf(args.values.format, ["text", "json"], "format", "text");
  if (paths.length > 1) throw new UsageError("discover takes one folder");
  const config = await configFrom(args, io);
  const result = await scan({ root: paths[0] ?? ".", ...config ? { config } : {}, only: [] });
  await emit(
    format === "json" ? formatDiscoveryJson(result.model) : formatDiscoveryText(result.model),
    args,
    io
  );
  return 0;
}
function listRules() {
  const metas = Object.values(RULE_META).sort((a, b) => a.id < b.id ? -1 : 1);
  const w = Math.max(...metas.map((m) => m.id.length));
  const cw = Math.max(...metas.map((m) => m.category.length));
  return `${metas.map((m) => `${m.id.padEnd(w)}  ${m.category.padEnd(cw)}  ${m.severity.padEnd(8)}  ${m.title}`).join("\n")}
`;
}
async function runCli(argv, io) {
  try {
    let args;
    try {
      args = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
    } catch (e) {
      throw new UsageError(e.message.split("\n")[0]);
    }
    if (args.values.help) {
      io.stdout(HELP);
      return 0;
    }
    if (args.values.version) {
      io.stdout(`${TOOL.version}
`);
      return 0;
    }
    if (args.values["list-rules"]) {
      io.stdout(listRules());
      return 0;
    }
    const [first, ...rest] = args.positionals;
    const command = first !== void 0 && Object.hasOwn(COMMANDS, first) ? COMMANDS[first] : COMMANDS.scan;
    const paths = first !== void 0 && Object.hasOwn(COMMANDS, first) ? rest : args.positionals;
    return await command.run(args, paths, io);
  } catch (e) {
    if (e instanceof UsageError || e instanceof ConfigError || e instanceof SourceError) {
      io.stderr(`skillscan: ${inertLine(e.message)}
`);
      return 2;
    }
    io.stderr(`skillscan: internal error: ${e.stack ?? String(e)}
`);
    return 2;
  }
}
export {
  COMMANDS,
  runCli,
  scanPaths
};
