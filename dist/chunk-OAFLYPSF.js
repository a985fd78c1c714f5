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

export {
  SHEBANG,
  languageOfShebang
};
