import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);

// src/analysis/values.ts
var MAX_VALUE_TEXT = 2e3;
var OWN_DATA_SECTION = "the script's own __DATA__ section";
var RUNTIME_DIR_VAR = /^CLAUDE_(?:PLUGIN_ROOT|SKILL_DIR|PROJECT_DIR)$/;
function isRuntimeDir(v) {
  return v.vars?.length === 1 && RUNTIME_DIR_VAR.test(v.vars[0]) && v.text === `\${${v.vars[0]}}`;
}
function literal(text) {
  return { text: text.slice(0, MAX_VALUE_TEXT), literal: true, taints: [] };
}
function unknown(name, taints = ["unknown"]) {
  return { text: `\${${name.slice(0, 64)}}`, literal: false, taints: [...taints], vars: [name.slice(0, 64)] };
}
function tainted(v, taint, extra = {}) {
  const taints = v.taints.includes(taint) ? v.taints : [...v.taints, taint];
  return {
    ...v,
    literal: false,
    taints,
    ...extra.from !== void 0 ? { from: extra.from.slice(0, 300) } : {},
    ...extra.secret !== void 0 ? { secret: extra.secret } : {}
  };
}
var CAPTURED = /* @__PURE__ */ new Set(["clipboard", "screen-capture"]);
function concat(parts) {
  if (parts.length === 1) return parts[0];
  let text = "";
  const taints = /* @__PURE__ */ new Set();
  const vars = /* @__PURE__ */ new Set();
  let lit = true;
  let secret;
  let from;
  let downloadFrom;
  for (const p of parts) {
    if (text.length < MAX_VALUE_TEXT) text += p.text;
    lit &&= p.literal;
    for (const t of p.taints) taints.add(t);
    for (const v of p.vars ?? []) if (vars.size < 32) vars.add(v);
    if (p.secret && (!secret || CAPTURED.has(secret) && !CAPTURED.has(p.secret))) secret = p.secret;
    from ??= p.from;
    if (p.taints.includes("download")) downloadFrom ??= p.from;
  }
  from = downloadFrom ?? from;
  return {
    text: text.slice(0, MAX_VALUE_TEXT),
    literal: lit,
    taints: [...taints],
    ...vars.size ? { vars: [...vars] } : {},
    ...secret ? { secret } : {},
    ...from !== void 0 ? { from } : {}
  };
}
function derived(text, inputs) {
  const c = concat(inputs.length ? inputs : [literal("")]);
  return { ...c, text: text.slice(0, MAX_VALUE_TEXT), literal: false };
}
function hasTaint(v, t) {
  return v?.taints.includes(t) === true;
}
function secretEnv(name, from) {
  return {
    text: `\${${name}}`,
    literal: false,
    taints: ["env", "secret"],
    secret: "env-secret",
    vars: [name],
    ...from !== void 0 ? { from } : {}
  };
}
function joinPath(parts) {
  const seq = [];
  parts.forEach((p, i) => {
    if (i > 0) seq.push(literal("/"));
    seq.push(p);
  });
  const v = concat(seq.length ? seq : [literal("")]);
  return { ...v, text: v.text.replace(/\/{2,}/g, "/").replace(/^(https?:)\//, "$1//") };
}
function stagedContent(v) {
  return v.taints.includes("download") || v.taints.includes("secret") || v.taints.includes("file") && /\btranscript_path\b/.test(v.from ?? "");
}

export {
  MAX_VALUE_TEXT,
  OWN_DATA_SECTION,
  RUNTIME_DIR_VAR,
  isRuntimeDir,
  literal,
  unknown,
  tainted,
  concat,
  derived,
  hasTaint,
  secretEnv,
  joinPath,
  stagedContent
};
