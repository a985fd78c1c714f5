import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);

// src/analysis/copy-sources.ts
function scriptRelativeSource(from) {
  if (/^(?:\$\{?(?:HOME|USERPROFILE|[0-9@*])\}?|~)(?:\/|$)/.test(from)) return void 0;
  if (from.startsWith("${__file__}/../")) from = `./${from.slice("${__file__}/../".length)}`;
  const rel = from.replace(/^(?:\$\([^)]{0,80}\)|\$\{[^}]{0,80}\}|\$\w{1,40}|\.)\//, "");
  return rel === from && !rel.startsWith(".") ? void 0 : rel;
}
var RUNS_OR_LOADS = /* @__PURE__ */ new Set([
  "shell-rc",
  "editor-startup",
  "tool-startup",
  "office-macros",
  "build-startup",
  "python-startup",
  "site-packages",
  "autostart",
  "git-hooks",
  "agent-hooks",
  "agent-settings",
  "agent-memory",
  "agent-skill",
  "agent-program"
]);
function copiedIntoRunningPlaces(behaviours) {
  const out = [];
  for (const b of behaviours.slice(0, 2e3)) {
    if (b.kind !== "write" || !RUNS_OR_LOADS.has(b.cls) || !b.content?.taints.includes("file")) continue;
    const from = b.content.from;
    const rel = from ? scriptRelativeSource(from) : void 0;
    if (rel !== void 0 && /^(?:\.\.?\/)*[\w.-]+(?:\/[\w.-]+){0,12}$/.test(rel))
      out.push({ target: rel, b });
    if (out.length >= 32) break;
  }
  return out;
}

export {
  scriptRelativeSource,
  RUNS_OR_LOADS,
  copiedIntoRunningPlaces
};
