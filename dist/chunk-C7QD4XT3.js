import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);

// src/analysis/shebang-langs.ts
var SHEBANG = [
  [/^#!\s*\S*(?:\/|env\s+(?:-\S+\s+)*)(?:ba|z|k|da|a|fi)?sh\b/, "shell"],
  [/^#!\s*\S*(?:\/|env\s+(?:-\S+\s+)*)python[\d.]*\b/, "python"],
  [/^#!\s*\S*(?:\/|env\s+(?:-\S+\s+)*)(?:node|nodejs)\b/, "javascript"],
  [/^#!\s*\S*(?:\/|env\s+(?:-\S+\s+)*)(?:deno|bun|tsx|ts-node)\b/, "typescript"],
  [/^#!\s*\S*(?:\/|env\s+(?:-\S+\s+)*)pwsh\b/, "powershell"],
  [
    /^#!\s*\S*(?:\/|env\s+(?:-\S+\s+)*)(?:perl|ruby|php|lua|Rscript|julia|tclsh|wish|groovy|elixir|kotlin|crystal|[gmn]?awk)[\d.]*\b/,
    "scripting"
  ]
];
function languageOfShebang(text) {
  const head = text.slice(0, 256);
  if (!head.startsWith("#!")) return void 0;
  for (const [re, lang] of SHEBANG) if (re.test(head)) return lang;
  return void 0;
}

// src/analysis/copy-names.ts
var COPY_PART = /^(?:bak|backup|orig|rej|old|save)(?:[-_]?\d{1,14})?$/i;
var TEMPLATE_PART = /^(?:sample|example|tmpl|template)$/i;
var COPY_TAIL = /[-_ ](?:bak|backup|orig|old|copy)(?:[-_ ]?\d{1,14})?$/i;
var STAMP = /^\d{1,14}$/;
function copyNameOf(name) {
  if (name.length > 255 || name.length < 3) return void 0;
  if (name.endsWith("~")) return { kind: "editor", live: name.slice(0, -1) };
  if (name.startsWith(".#")) return { kind: "editor", live: name.slice(2) };
  if (name.startsWith("#") && name.endsWith("#")) return { kind: "editor", live: name.slice(1, -1) };
  const parts = name.split(".");
  const last = parts[parts.length - 1];
  if (name.startsWith(".") && /^sw[a-p]$/i.test(last) && parts.length >= 3)
    return { kind: "editor", live: parts.slice(1, -1).join(".") };
  for (let i = parts.length - 1; i >= (parts[0] === "" ? 2 : 1); i--) {
    const template = TEMPLATE_PART.test(parts[i]);
    if (!template && !COPY_PART.test(parts[i])) continue;
    const after = parts.slice(i + 1);
    const before = parts.slice(0, i).join(".");
    const kind = template ? "template" : "backup";
    if (after.length === 0 || !template && after.every((p) => STAMP.test(p))) return { kind, live: before };
    if (after.length === 1) return { kind, live: `${before}.${after[0]}` };
    return void 0;
  }
  const dot = name.lastIndexOf(".");
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const tail = COPY_TAIL.exec(stem);
  if (tail && tail.index > 0)
    return { kind: "backup", live: `${stem.slice(0, tail.index)}${dot > 0 ? name.slice(dot) : ""}` };
  return void 0;
}

export {
  SHEBANG,
  languageOfShebang,
  copyNameOf
};
