/**
 * Scripts a shell command hands to an interpreter by path: `php tools/sync.php`, `ruby bin/setup.rb`,
 * `python3 scripts/x.py`, `go run tools/gen.go`, `deno run -A x.ts`, `tclsh x.tcl`, `swift x.swift`,
 * `dotnet run --file x.cs`, `dotnet script x.csx`, `scala-cli run x.sc`, an EDA tool's `-source x.tcl`, the
 * program file of `awk -f x.awk` and `sed -f x.sed` — or runs by its own path (`./scripts/install.sh`)
 * — in a skill's fenced shell block. The
 * agent runs the block from the project root, so the path may name a file of the repository rather than
 * of the skill folder; the reference graph resolves it like any candidate path (the skill's folder first,
 * then the root) and keeps it only when the file exists. Pure: text in, paths out; linear patterns.
 */

/** Fence languages read as commands (an unlabelled fence too). */
const SHELL_FENCES = new Set([
  '',
  'sh',
  'bash',
  'zsh',
  'shell',
  'console',
  'shell-session',
  'shellsession',
  'terminal',
  'ps1',
  'powershell',
  'pwsh',
]);

const POWERSHELL_FENCES = new Set(['ps1', 'powershell', 'pwsh']);

/** Whether a fence of this language is read as commands (an unlabelled one too). */
export function isCommandFence(lang: string): boolean {
  return SHELL_FENCES.has(lang);
}

/**
 * An interpreter at a command position (line start after an optional `$ ` prompt and environment
 * assignments, after an operator, `then`/`do`/`sudo`/`exec`/`time`), a few options without values, then a
 * word: the script. Blanks separate every repeated part, so each repetition starts at a distinct place.
 */
/** Where a command starts (as in `INTERPRETER_RUN`), with its prompt and environment assignments. */
const AT_COMMAND =
  '(?:^|[;&|(]|\\b(?:then|do|sudo|exec|time))[ \\t]{0,8}(?:\\$[ \\t]{1,4})?(?:[A-Z_][A-Z0-9_]{0,30}=[^\\s;&|]{0,100}[ \\t]{1,4}){0,3}';
/**
 * A script run by its own path at a command position: `./scripts/install.sh`, `../tools/x.py`, and a path
 * under a variable (`"${CLAUDE_PLUGIN_ROOT}/scripts/review.sh"`, `"$ROOT/bin/x.sh"`): the resolver keeps
 * the runtime's folders and the document's aliases of them (runtime-folder-aliases.ts) and drops the rest.
 */
const DIRECT_RUN = new RegExp(
  `${AT_COMMAND}(['"]?)((?:\\.{1,2}|\\$\\{[A-Za-z_]\\w{0,40}\\}|\\$[A-Za-z_]\\w{0,40})\\/[^\\s;&|'"<>()\`]{1,300})\\1`,
  'gm',
);
/** EDA tools that source a Tcl script given by an option: `vivado -mode batch -source x.tcl`, `quartus_sh -t x.tcl`. */
const TCL_TOOL_RUN =
  /\b(?:vivado|vivado_lab|vitis_hls|quartus_sh)\b[^\n;&|]{0,200}?[ \t]-(?:source|t|f)[ \t]{1,4}(['"]?)([^\s;&|'"<>()`]{1,300})\1/g;

// A package runner may start the interpreter (`npx tsx x.ts`, `pnpm exec ts-node x.ts`, `uv run python x.py`).
const INTERPRETER_RUN =
  /(?:^|[;&|(]|\b(?:then|do|sudo|exec|time))[ \t]{0,8}(?:\$[ \t]{1,4})?(?:[A-Z_][A-Z0-9_]{0,30}=[^\s;&|]{0,100}[ \t]{1,4}){0,3}(?:(?:npx|bunx|pnpm[ \t]{1,4}(?:exec|dlx)|yarn|uvx|uv[ \t]{1,4}run|poetry[ \t]{1,4}run|pipenv[ \t]{1,4}run)(?:[ \t]{1,4}(?:-y|--yes))?[ \t]{1,4})?(?:bash|sh|zsh|ksh|python(?:3(?:\.\d{1,2})?)?|node|ruby|perl|php|lua(?:jit)?|Rscript|tsx|ts-node|pwsh|bun(?:[ \t]{1,4}run)?|deno[ \t]{1,4}run|go[ \t]{1,4}run|tclsh|wish|xsct|julia|swift|dart(?:[ \t]{1,4}run)?|dotnet(?:[ \t]{1,4}(?:run|script))?|dotnet-script|scala-cli(?:[ \t]{1,4}run)?|kotlin|kotlinc|groovy|elixir|mix[ \t]{1,4}run|java|osascript|[gmn]?awk|g?sed)(?:[ \t]{1,4}-{1,2}[A-Za-z][\w-]{0,20}){0,4}[ \t]{1,4}(['"]?)([^\s;&|'"<>()`]{1,300})\1/gm;

/** Script files an interpreter runs (the word must look like one). */
const SCRIPT_FILE =
  /\.(?:sh|bash|zsh|ksh|py|js|mjs|cjs|ts|mts|cts|rb|pl|pm|php|lua|r|go|ps1|tcl|jl|swift|dart|cs|csx|kts|groovy|gvy|exs|java|sc|scpt|applescript|awk|sed)$/i;

/**
 * PowerShell's own loads in a PowerShell fence: `Import-Module ./tools/X.psd1` (or `ipmo`, `using module`)
 * runs a module's code at the import, and dot-sourcing (`. ./lib/common.ps1`) runs the script in the
 * session. Module names without a path are installed modules, not the tree's.
 */
const POWERSHELL_LOAD =
  /(?:^|[;|(])[ \t]{0,8}(?:(?:Import-Module|ipmo|using[ \t]{1,8}module)[ \t]{1,8}(?:-Name[ \t]{1,4})?|\.[ \t]{1,4})(['"]?)((?:\.{1,2}[\\/]|\$PSScriptRoot[\\/]|[\w-]{1,64}[\\/])[^\s;&|'"<>()`]{1,300}?\.ps[dm]?1)\1(?=[\s;|)]|$)/gim;

/** Options that take the program text or a module instead of a script (`python -m x`, `php -r '…'`). */
const CODE_OPTION = /[ \t]-(?:c|m|e|r|E|R|B|F|-eval|-command)(?=[ \t])/;

const MAX_PATHS = 64;

/** A script reference of the graph (the shape of `RawRef` in src/analysis/references.ts, which imports this module). */
export interface FenceScriptRef {
  kind: 'script-source';
  target: string;
  start: number;
  end: number;
  certainty: 'candidate';
}

/** The scripts a shell fence (or an unlabelled one) runs by path, as candidate references at the fence. */
export function fenceScriptRefs(block: {
  lang: string;
  content: string;
  start: number;
  end: number;
}): FenceScriptRef[] {
  if (!SHELL_FENCES.has(block.lang)) return [];
  // PowerShell takes either separator: `python scripts\x.py` there is the portable path, not a Windows-only one.
  const native = POWERSHELL_FENCES.has(block.lang);
  const paths = interpreterScriptPaths(block.content);
  if (native)
    for (const m of block.content.slice(0, 64 * 1024).matchAll(POWERSHELL_LOAD)) {
      if (paths.length >= MAX_PATHS) break;
      const target = m[2]!.replace(/^\$PSScriptRoot[\\/]/i, './');
      paths.push({ target, index: m.index + m[0].length - m[2]!.length - m[1]!.length });
    }
  return paths.map((s) => ({
    kind: 'script-source',
    target: native ? s.target.replace(/\\/g, '/') : s.target,
    start: block.start,
    end: block.end,
    certainty: 'candidate',
  }));
}

/** The script paths the commands in `code` hand to an interpreter, each with its offset in `code`. */
export function interpreterScriptPaths(code: string): Array<{ target: string; index: number }> {
  const out: Array<{ target: string; index: number }> = [];
  const text = code.slice(0, 64 * 1024);
  const found: Array<{ target: string; index: number }> = [];
  for (const re of [INTERPRETER_RUN, DIRECT_RUN, TCL_TOOL_RUN]) {
    for (const m of text.matchAll(re)) {
      if (found.length >= MAX_PATHS) break;
      const target = m[2]!;
      if (re === INTERPRETER_RUN && CODE_OPTION.test(m[0].slice(0, m[0].length - target.length))) continue;
      // A URL is fetched, not a file of the tree (src/analysis/code reads those runs).
      if (!SCRIPT_FILE.test(target) || /^[A-Za-z][\w+.-]{0,15}:/.test(target)) continue;
      found.push({ target, index: m.index + m[0].length - target.length - m[1]!.length });
    }
  }
  // In the order written, each place once (`bash ./x.sh` is both an interpreter run and a path).
  const seen = new Set<number>();
  for (const f of found.sort((a, b) => a.index - b.index)) {
    if (seen.has(f.index)) continue;
    seen.add(f.index);
    out.push(f);
  }
  return out;
}
