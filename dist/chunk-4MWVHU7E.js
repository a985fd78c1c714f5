import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  inertLine
} from "./chunk-GGTJU37I.js";
import {
  SEVERITIES,
  atLeast,
  severityRank
} from "./chunk-OSQJLKYW.js";

// src/bin/heap-growth.ts
import { setFlagsFromString } from "node:v8";
var HEAP_GROWING_PERCENT = 10;
setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);

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
  for (const [path, list] of groupByFile(shown, options.sort ?? "severity")) {
    lines.push(paint("\x1B[4m", inertLine(path)));
    const rows = list.map((f) => {
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
        const list2 = entries.slice(0, MAX_ENTRIES_SHOWN).map(inertLine).join(", ");
        lines.push(`${indent}${paint("\x1B[2m", `reached from: ${list2}${more}`)}`);
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
    const list = byFile.get(f.location.path) ?? [];
    list.push(f);
    byFile.set(f.location.path, list);
  }
  const groups = [...byFile.entries()];
  if (sort === "file") return groups;
  const worst = (list) => Math.max(...list.map((f) => severityRank(f.severity)));
  for (const [, list] of groups) list.sort((a, b) => severityRank(b.severity) - severityRank(a.severity));
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

export {
  formatText,
  countBySeverity
};
