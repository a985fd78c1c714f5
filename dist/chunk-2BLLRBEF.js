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

// src/analysis/secret-names.ts
var GENERIC = /* @__PURE__ */ new Set([
  "API",
  "KEY",
  "TOKEN",
  "SECRET",
  "ACCESS",
  "AUTH",
  "PAT",
  "CLIENT",
  "ID",
  "PRIVATE",
  "PASSWORD",
  "PASS",
  "CREDENTIALS",
  "CREDENTIAL",
  "BEARER",
  "APP",
  "PERSONAL",
  "OAUTH",
  "REFRESH",
  "SESSION",
  "USER",
  "ENV",
  "DEFAULT",
  // A role, not a vendor: `SS_ADMIN_PASSWORD` is Secret Server's admin password, not an "Admin" service's.
  "ADMIN"
]);
function serviceWords(name) {
  return name.toUpperCase().split("_").filter((w) => w.length >= 2 && !GENERIC.has(w));
}
var FILL_LEAD = /^(?:your|my|the)[_-]/i;
function slotName(value) {
  let name = value.replace(/^\$\{?|[{}<>]/g, "").replace(/[^A-Za-z0-9]+/g, "_");
  while (FILL_LEAD.test(name)) name = name.replace(FILL_LEAD, "");
  return name.toUpperCase();
}

export {
  scriptRelativeSource,
  RUNS_OR_LOADS,
  copiedIntoRunningPlaces,
  serviceWords,
  FILL_LEAD,
  slotName
};
