import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  SHEBANG,
  copyNameOf
} from "./chunk-C7QD4XT3.js";

// src/analysis/code/sniff.ts
var BY_EXTENSION = [
  [/\.(?:sh|bash|zsh|ksh|dash|command)$/i, "shell"],
  // fish scripts are read through their POSIX-shell translation (src/analysis/code/shell/fish.ts).
  [/\.fish$/i, "shell"],
  // direnv's `.envrc` is bash, sourced when the folder is allowed (no extension, rarely a shebang).
  [/(?:^|\/)\.envrc$/, "shell"],
  // Shell start-up files a shell reads by name (a `ZDOTDIR` folder's `.zshenv`, a dotfiles repository's).
  [/(?:^|\/)\.(?:zshenv|zshrc|zprofile|zlogin|zlogout|bashrc|bash_profile|bash_login|profile)$/, "shell"],
  [/\.(?:ps1|psm1|psd1)$/i, "powershell"],
  [/\.(?:bat|cmd)$/i, "batch"],
  [/\.(?:py|pyw|pyi)$/i, "python"],
  [/\.(?:js|mjs|cjs|jsx)$/i, "javascript"],
  [/\.(?:ts|mts|cts|tsx)$/i, "typescript"],
  // Go is parsed and evaluated (src/analysis/code/go/), the files of one package together.
  [/\.go$/i, "go"],
  // Perl, Ruby, PHP, Lua: no parser, read only for what src/analysis/code/foreign-code.ts knows; awk
  // programs for their sockets and commands (awk-program.ts, awk-commands.ts), sed scripts for the
  // commands their `e` runs (sed-program.ts).
  [/\.(?:pl|pm|rb|php|lua|awk|sed)$/i, "scripting"],
  // Lua tools' configurations are Lua chunks they run (luacheck's `.luacheckrc`, busted's `.busted`).
  [/(?:^|\/)\.(?:luacheckrc|busted)$/, "scripting"],
  // Ruby evaluated by tools: Bundler's `gemspec` line evals the `.gemspec`, Rake loads `.rake` task files.
  [/\.(?:gemspec|rake|podspec)$/i, "scripting"],
  // Ruby DSL files the tools evaluate (Bundler, Rake, Vagrant, CocoaPods, fastlane, Homebrew bundle …).
  [
    /(?:^|\/)(?:Gemfile|[Rr]akefile|Vagrantfile|Podfile|Fastfile|Appfile|\.?Brewfile|Guardfile|Dangerfile|Capfile|Berksfile)$/,
    "scripting"
  ],
  // Languages read only for the commands they hand on and the code they fetch and load
  // (src/analysis/code/foreign-calls.ts, foreign-loads.ts): R (and its start-up profile), Julia, Tcl, the JVM
  // languages and Gradle scripts, Rust, C#, Swift, Dart, Elixir, Crystal, Haskell, Nim, C/C++, CMake,
  // Starlark (Bazel, Tilt), HCL (Terraform) and Jenkins pipelines. Their bytes still count as not analysed (content.ts).
  [
    /\.(?:r|jl|tcl|groovy|gradle|kts?|java|scala|rs|cs|csx|swift|dart|exs?|cr|hs|nim|c|cc|cpp|cxx|cmake|bzl|star|tf|hcl)$/i,
    "scripting"
  ],
  [
    /(?:^|\/)(?:\.Rprofile|Rprofile\.site|CMakeLists\.txt|Tiltfile|Jenkinsfile|BUILD(?:\.bazel)?|WORKSPACE(?:\.bazel)?|MODULE\.bazel)$/,
    "scripting"
  ]
];
var FENCE_LANGS = {
  sh: "shell",
  bash: "shell",
  shell: "shell",
  zsh: "shell",
  ksh: "shell",
  fish: "shell",
  console: "shell",
  "shell-session": "shell",
  "sh-session": "shell",
  shellsession: "shell",
  terminal: "shell",
  dockerfile: "shell",
  docker: "shell",
  makefile: "shell",
  powershell: "powershell",
  ps1: "powershell",
  pwsh: "powershell",
  ps: "powershell",
  bat: "batch",
  cmd: "batch",
  batch: "batch",
  python: "python",
  py: "python",
  python3: "python",
  pycon: "python",
  ipython: "python",
  javascript: "javascript",
  js: "javascript",
  mjs: "javascript",
  cjs: "javascript",
  jsx: "javascript",
  node: "javascript",
  typescript: "typescript",
  ts: "typescript",
  tsx: "typescript",
  perl: "scripting",
  ruby: "scripting",
  rb: "scripting",
  php: "scripting",
  lua: "scripting",
  r: "scripting",
  julia: "scripting",
  tcl: "scripting",
  groovy: "scripting",
  gradle: "scripting",
  kotlin: "scripting",
  kts: "scripting",
  go: "go",
  golang: "go",
  rust: "scripting",
  java: "scripting",
  csharp: "scripting",
  cs: "scripting",
  swift: "scripting",
  elixir: "scripting",
  cmake: "scripting",
  starlark: "scripting",
  bzl: "scripting"
};
var GIT_HOOK_FILE = /(?:^|\/)(?:\.husky|\.githooks|githooks|git-hooks|\.git\/hooks)\/(?:pre-[\w-]{1,40}|post-[\w-]{1,40}|commit-msg|prepare-commit-msg|applypatch-msg|reference-transaction|fsmonitor-watchman)$/;
function languageOfFile(path, text) {
  const head = text.slice(0, 256);
  if (head.startsWith("#!")) {
    for (const [re, lang] of SHEBANG) if (re.test(head)) return lang;
  }
  for (const [re, lang] of BY_EXTENSION) if (re.test(path)) return lang;
  const copy = copyNameOf(path.slice(path.lastIndexOf("/") + 1));
  if (copy && copy.kind !== "editor" && copy.live !== "") {
    for (const [re, lang] of BY_EXTENSION) if (re.test(copy.live)) return lang;
  }
  if (GIT_HOOK_FILE.test(path)) return "shell";
  if (/\.(?:txt|text|conf|cfg|in|tmpl|template)$|(?:^|\/)[^./]+$/i.test(path))
    return sniffContent(text) ?? (shellFragment(path, text) ? "shell" : void 0);
  return void 0;
}
var TOOL_FILE = /(?:^|\/)(?:[A-Z]\w{0,30}file|GNUmakefile|makefile|justfile|LICEN[CS]E\w{0,20}|README\w{0,20})$/;
function shellFragment(path, text) {
  return /(?:^|\/)[^./]+$/.test(path) && !TOOL_FILE.test(path) && looksLikeCommands(text.slice(0, 4096));
}
function languageOfFence(lang, content) {
  if (lang === "") return sniffContent(content) ?? (looksLikeCommands(content) ? "shell" : void 0);
  return FENCE_LANGS[lang];
}
function sniffContent(text) {
  const head = text.slice(0, 4096);
  if (head.startsWith("#!")) {
    for (const [re, lang] of SHEBANG) if (re.test(head)) return lang;
  }
  if (/^(?:from[ \t]+[\w.]+[ \t]+import[ \t]|import[ \t]+[\w.]+(?:[ \t]+as[ \t]+\w+)?[ \t]*$|def[ \t]+\w+[ \t]*\([^\n]*\)[ \t]*(?:->[ \t]*[\w[\], ]+)?:[ \t]*$)/m.test(
    head
  ))
    return "python";
  if (/^(?:const|let|var)[ \t]+\w+[ \t]*=[ \t]*require\(|^import[ \t][^\n]{0,200}[ \t]from[ \t]+['"]|^(?:export[ \t]+)?(?:async[ \t]+)?function[ \t]+\w+[ \t]*\(/m.test(
    head
  ))
    return "javascript";
  if (/^[ \t]*(?:\$ErrorActionPreference|param[ \t]*\(|Set-StrictMode|(?:Invoke|Get|Set|New|Start)-[A-Z]\w+)/im.test(
    head
  ))
    return "powershell";
  if (/^@echo[ \t]+off\b|^[ \t]*(?:setlocal|set[ \t]+\w+=|goto[ \t]+:?\w+|if[ \t]+errorlevel)\b/im.test(head))
    return "batch";
  return void 0;
}
var COMMAND_LINE = /^\s*(?:\$\s+|sudo\s+|[{(]\s*)?(?:curl|wget|bash|sh|zsh|chmod|chown|rm|echo|printf|cat|crontab|nc|ncat|socat|python[0-9.]*|node|npx|npm|pnpm|yarn|pip[0-9]?|uvx?|git|export|source|dd|mkfifo|base64|tee|launchctl|systemctl|scp|rsync|tar|env|nohup|docker|kubectl|brew|apt(?:-get)?|cd|mkdir|cp|mv|ls|gh|go|cargo|make|ssh|deno|bun|cloudflared|ngrok|localtunnel|bore|tailscale|claude|codex|gemini|opencode|cursor-agent|aider|qwen|grok|goose|crush|auggie|droid|kiro-cli|copilot|(?:install|ln|lt)(?=[ \t]+-))\b/;
function looksLikeCommands(text) {
  const lines = [];
  let continued = false;
  for (const raw of text.split("\n", 200)) {
    const l = raw.trim();
    if (l === "" || l.startsWith("#")) continue;
    if (!continued && !/^(?:\||&&)/.test(l)) lines.push(l);
    continued = l.endsWith("\\");
  }
  if (lines.length === 0) return false;
  const hits = lines.filter((l) => COMMAND_LINE.test(l)).length;
  return hits / lines.length >= 0.5;
}

export {
  languageOfFile,
  languageOfFence,
  sniffContent,
  looksLikeCommands
};
