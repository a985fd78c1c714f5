import { withoutCheckedOperands } from './checker-programs.js';
import { withoutLineComments } from './code-comments.js';
import type { EdgeKind } from './edge-kinds.js';
import type { Lang } from './facts.js';
import { looksLikeFileName } from './file-names.js';
import { typeOnlyImport } from './js-type-imports.js';
import { type ToolRun, toolConfigsRun, toolRuns } from './launch-tools.js';
import { type MarkdownDoc, parseMarkdown } from './markdown.js';
import { isPythonInterpreter, pythonMainFiles } from './repo-paths.js';
import { rubyGlobLoads } from './ruby-loads.js';
import { fencedScripts } from './runtime-folder-aliases.js';
import { spanAt } from './spans.js';
import { trimEndChars } from './strings.js';
import { leftToTheUser } from './user-commands.js';

export { isEnvFileName, isEnvTemplateName, looksLikeFileName } from './file-names.js';
export type { EdgeKind };

/**
 * Reference extraction from one file's text, before resolution: every way a skill points at another file.
 * Pure functions over text; `src/model/references.ts` resolves the targets against the tree and builds
 * the graph. Every pattern here is linear on hostile input (bounded quantifiers, tokens anchored by a
 * lookbehind so a match can only start at a token boundary).
 */

export interface RawRef {
  kind: EdgeKind;
  /** The target as written (URL, path, skill name, or a path found inside a command). */
  target: string;
  /** Offsets of the reference in the text. */
  start: number;
  end: number;
  /**
   * `explicit`: the author certainly meant a file (a Markdown link, an `@import`, a `source` line, a path
   * starting with `./` or `../`): a missing target is a broken reference. `candidate`: a token that looks
   * like a path and only counts when it exists (backticked words, bare words, command arguments).
   */
  certainty: 'explicit' | 'candidate';
  /**
   * A `tool-config` target that is a pattern (every `.go` file below, `.github/workflows/*.yml`): only the matching files
   * whose text contains this count (`//go:generate`); see src/analysis/launch-tools.ts.
   */
  contains?: string;
  /**
   * `js-module`: a relative JavaScript/TypeScript module specifier, resolved as the toolchains do
   * (`./gem.js` is `gem.ts` in a TypeScript project; `./lib/x` is `x.ts`, `x.js` or `x/index.*`).
   */
  resolvesAs?: 'js-module' | 'agent';
  /** A `tool-config` run of only these targets of the configuration (`ToolRun.tasks`, src/analysis/launch-tools.ts). */
  tasks?: string[];
}

const URL_SCHEME = /^[a-zA-Z][a-zA-Z0-9+.-]{1,31}:/;
/** Schemes that are not content: nothing to fetch, nothing to follow. */
const IGNORED_SCHEMES = /^(?:mailto|tel|javascript|data|about|cid|urn|xmpp|sms):/i;
export const MAX_TOKEN = 512;

export function isUrl(s: string): boolean {
  return URL_SCHEME.test(s) && !/^[a-zA-Z]:[\\/]/.test(s);
}

export function isIgnoredScheme(s: string): boolean {
  return IGNORED_SCHEMES.test(s);
}

/** Path-ish token: at least one slash or a known extension, no spaces, bounded length. */
export function looksLikePath(s: string): boolean {
  if (s.length === 0 || s.length > MAX_TOKEN || /\s/.test(s)) return false;
  if (isUrl(s)) return false;
  // Runtime variables naming a known folder: Claude Code's, and VS Code's/Cursor's `${workspaceFolder}`.
  if (/^[@$%]/.test(s) && !/^\$\{?(?:CLAUDE_\w+|workspaceFolder|workspaceRoot)\}?\//.test(s)) return false;
  if (s.includes('/'))
    return /[A-Za-z0-9_]/.test(s) && !/[<>|*?"'`(){}[\]]/.test(s.replace(/\$\{\w+\}/g, ''));
  return looksLikeFileName(s);
}

/** Markdown: links, images, autolinks, definitions, backticked paths, bare paths, `@imports`, `!` commands. */
export function extractMarkdownRefs(text: string, from = 0, doc?: MarkdownDoc): RawRef[] {
  const md = doc ?? parseMarkdown(text);
  const refs: RawRef[] = [];
  for (const l of md.links) {
    if (l.end <= from) continue;
    const kind: EdgeKind =
      l.kind === 'image' ? 'image' : l.kind === 'autolink' ? 'autolink' : 'markdown-link';
    if (l.url === '' || l.url.startsWith('#') || isIgnoredScheme(l.url)) continue;
    if (kind === 'autolink') {
      // Linkify turns `SKILL.md` or `README.md` into http://SKILL.md (.md is a top-level domain). A web
      // address needs a scheme or `www.` as written; anything else is a file name in prose.
      const written = text.slice(l.start, l.end);
      if (!/^(?:[a-z][a-z0-9+.-]{1,31}:|www\.|<)/i.test(written)) {
        if (looksLikePath(written))
          refs.push({
            kind: 'bare-path',
            target: written,
            start: l.start,
            end: l.end,
            certainty: 'candidate',
          });
        continue;
      }
    }
    refs.push({ kind, target: l.url, start: l.start, end: l.end, certainty: 'explicit' });
  }
  for (const c of md.inlineCode) {
    if (c.end <= from) continue;
    const code = c.code.trim();
    // `!`cmd`` runs before the model sees the text: Claude Code dynamic context.
    if (text[c.start - 1] === '!' && (c.start - 2 < 0 || /\s/.test(text[c.start - 2]!))) {
      for (const t of commandPaths(code)) {
        refs.push({
          kind: 'dynamic-context',
          target: t,
          start: c.start - 1,
          end: c.end,
          certainty: 'candidate',
        });
      }
      continue;
    }
    if (looksLikePath(code)) {
      refs.push({
        kind: 'backtick-path',
        target: code,
        start: c.start,
        end: c.end,
        // Backticked paths are often examples or outputs: they only count when they exist.
        certainty: 'candidate',
      });
    } else {
      // `python scripts/run.py` — a command naming a bundled file.
      for (const t of commandPaths(code)) {
        refs.push({ kind: 'backtick-path', target: t, start: c.start, end: c.end, certainty: 'candidate' });
      }
    }
  }
  for (const c of [...md.inlineCode, ...md.code]) {
    if (c.end <= from) continue;
    const inline = 'code' in c;
    // A command the sentence leaves to the user ("ask the user to run `make install`") is not run here.
    if (inline && leftToTheUser(text, c.start, c.end)) continue;
    for (const r of toolConfigsRun(inline ? c.code : c.content, inline))
      refs.push(toolRef(r, c.start, c.end));
  }
  // `php tools/sync.php` in a shell fence: the script the interpreter runs (src/analysis/interpreter-scripts.ts).
  // `ROOT="${CLAUDE_PLUGIN_ROOT}"` in one step's fence, `bash "$ROOT/scripts/x.sh"` in a later one.
  refs.push(...fencedScripts(md.code.filter((b) => b.end > from)));
  for (const block of md.code) {
    if (block.end <= from || block.lang !== '!') continue;
    for (const t of commandPaths(block.content)) {
      refs.push({
        kind: 'dynamic-context',
        target: t,
        start: block.start,
        end: block.end,
        certainty: 'candidate',
      });
    }
  }
  // Prose: bare paths and @imports, outside links and inline code (already covered).
  const covered = [...md.links, ...md.inlineCode].sort((a, b) => a.start - b.start);
  for (const span of md.prose) {
    if (span.end <= from) continue;
    const start = Math.max(span.start, from);
    const part = text.slice(start, span.end);
    // `execAll`, not `matchAll` (a copy of the pattern per span, twice); an import needs an `@`.
    for (const m of part.includes('@') ? execAll(AT_IMPORT, part) : []) {
      const s = start + m.index + m[0].length - m[1]!.length - 1;
      if (spanAt(covered, s) !== undefined) continue;
      const target = trimPunct(m[1]!);
      if (target.includes('/') || looksLikeFileName(target)) {
        // `@scope/package` is an npm name, not an import: only a file-shaped target is certainly a file.
        const fileShaped = /^\.{0,2}\//.test(target) || looksLikeFileName(target);
        refs.push({
          kind: 'at-import',
          target,
          start: s,
          end: s + 1 + target.length,
          certainty: fileShaped ? 'explicit' : 'candidate',
        });
      }
    }
    for (const m of execAll(BARE_PATH, part)) {
      const s = start + m.index;
      if (spanAt(covered, s) !== undefined) continue;
      const target = trimPunct(m[0]);
      if (!looksLikePath(target) || isUrl(target)) continue;
      refs.push({
        kind: 'bare-path',
        target,
        start: s,
        end: s + target.length,
        certainty: 'candidate',
      });
    }
  }
  return refs;
}

/**
 * Every match of the global pattern `re` in `text`, as `matchAll` gives them, without the copy of the
 * pattern `matchAll` makes; `lastIndex` is left at 0.
 */
function execAll(re: RegExp, text: string): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    out.push(m);
    if (m[0].length === 0) re.lastIndex++;
  }
  re.lastIndex = 0;
  return out;
}

/** A configuration a tool command runs (src/analysis/launch-tools.ts), as a reference at the command. */
export function toolRef(r: ToolRun, start: number, end: number): RawRef {
  const ref: RawRef = { kind: 'tool-config', target: r.target, start, end, certainty: 'candidate' };
  if (r.contains) ref.contains = r.contains;
  if (r.tasks) ref.tasks = r.tasks;
  return ref;
}

/** `@path/to/file.md` after whitespace or at line start (not e-mail addresses or `@scope/pkg` in code). */
const AT_IMPORT = /(?<![^\s([])@([A-Za-z0-9_.~$/{}-][^\s`'"<>()[\]]{0,511})/g;
/**
 * A path-shaped token: starts at a token boundary, no spaces. Only a token with a `.` or `/` can pass
 * `looksLikePath` (a slash, or a file extension), so the lookahead skips plain words before a match is
 * made: matching every word of prose allocated a match per word (~120 MB per 2,000 skills).
 */
const BARE_PATH =
  /(?<![\w./@$~:-])(?=[\w./-]*[./])(?:\.{1,2}\/)?[A-Za-z0-9_][\w.-]{0,127}(?:\/[\w.-]{1,128}){0,16}/g;

function trimPunct(s: string): string {
  return trimEndChars(s, '.,;:!?\'"`)]');
}

/**
 * Words of a shell command that may name a file: `bash scripts/x.sh`, `python ${CLAUDE_SKILL_DIR}/a.py`,
 * `source ./env.sh`. Quotes are stripped; flags, URLs, variables alone and operators are skipped.
 */
export function commandPaths(command: string): string[] {
  const out: string[] = [];
  // A file handed to a linter or formatter is read, not run (checker-programs.ts).
  const words = withoutCheckedOperands(command.slice(0, 64 * 1024)).split(/[\s;|&<>()]+/);
  // A folder the rest of the command runs in: `uv run --directory tools/x python server.py`,
  // `npm --prefix app run start`, `make -C build`, `cd srv && node index.js`. Later relative paths are
  // also tried under it.
  let dir: string | undefined;
  for (let i = 0; i < words.length; i++) {
    if (out.length >= 64) break;
    // Quote removal as a shell does it: `"${CLAUDE_PLUGIN_ROOT}"/bin/x` is one word.
    const w = words[i]!.replace(/['"]/g, '');
    const into = /^--(?:directory|cwd|prefix)=(.+)$/.exec(w)?.[1];
    if (into !== undefined || CWD_OPTION.has(w)) {
      const d = into ?? words[i + 1]?.replace(/['"]/g, '');
      if (d && !d.startsWith('-') && !d.startsWith('/') && !d.includes('$')) dir = trimEndChars(d, '/');
      if (d && looksLikePath(d)) out.push(d);
      if (into === undefined) i++;
      continue;
    }
    // `python -m pkg.mod` runs the module's file (repo-paths.ts), also under the folder the command runs in.
    if (w === '-m' && isPythonInterpreter(words[i - 1]?.replace(/['"]/g, '') ?? '')) {
      for (const f of pythonMainFiles(words[++i]?.replace(/['"]/g, '') ?? ''))
        out.push(f, ...(dir !== undefined && dir !== '.' ? [`${dir}/${f}`] : []));
      continue;
    }
    // `vitest --exclude tests/slow.test.ts`: the value of an option that leaves files out names what does not run.
    if (LEAVES_OUT.test(w)) {
      i++;
      continue;
    }
    if (w === '' || w.startsWith('-') || isUrl(w)) continue;
    if (/^\$\{?\w+\}?$/.test(w)) continue;
    if (!looksLikePath(w)) continue;
    out.push(w);
    if (dir !== undefined && dir !== '.' && !/^(?:\/|~|\$)/.test(w))
      out.push(`${dir}/${w.replace(/^\.\//, '')}`);
  }
  return out;
}

/** Options whose value is a file or pattern the program leaves out (test runners, linters, rsync, tar). */
const LEAVES_OUT = /^--(?:exclude|ignore|deselect|exclude-dir|ignore-glob|testPathIgnorePatterns)$/;

/** Options (and `cd`) that name the folder the rest of a command runs in. */
const CWD_OPTION = new Set(['--directory', '--cwd', '--prefix', '-C', 'cd', 'pushd']);

const SCRIPT_EXT = /\.(?:sh|bash|zsh|ksh|fish|ps1|py|js|mjs|cjs|ts|mts|cts|tsx|jsx|rb|pl)$/i;

export function isScriptPath(path: string): boolean {
  return SCRIPT_EXT.test(path);
}

export function isMarkdownPath(path: string): boolean {
  return /\.(?:md|mdx|markdown|mdc)$/i.test(path);
}

/**
 * Scripts read as text (never run): shell `source`/`.`, JS/TS `import`/`require`/dynamic `import()`,
 * Python relative imports and `exec(open(...))`-style file opens are out of scope; direct invocations
 * of sibling scripts (`bash ./other.sh`, `python3 helper.py`) count as candidates. `lang` is the script's language when known: an include is a statement of one language, so a Python
 * docstring saying "(source the input field)" is not a shell `source` line, nor is `require('./x')` in
 * a string of a Python script a JavaScript import. Unknown, every pattern applies.
 */
export function extractScriptRefs(text: string, lang?: Lang): RawRef[] {
  const refs: RawRef[] = [];
  const add = (kind: EdgeKind, target: string, start: number, certainty: RawRef['certainty']) => {
    if (refs.length < 4096) refs.push({ kind, target, start, end: start + target.length, certainty });
  };
  // PowerShell dot-sources a file with the same `. ./lib.ps1` form.
  if (lang === undefined || lang === 'shell' || lang === 'powershell') {
    for (const m of text.matchAll(SHELL_SOURCE)) {
      const target = m[2]!.replace(/^['"]|['"]$/g, '');
      if (target.startsWith('$') && !target.startsWith('${')) continue;
      // `echo ". \"$dir/init.sh\"" >> ~/.bashrc`: a line written inside an escaped string, for another file.
      if (target.startsWith('\\')) continue;
      // PowerShell has no `source` (`@{ source = $x }` is a hashtable key); `source =` assigns in any shell.
      if ((lang === 'powershell' && !/\.[ \t]+\S+$/.test(m[0])) || /^[=:]/.test(target)) continue;
      // PowerShell `. ([scriptblock]::Create($s))` / `. { … }` runs an expression or a block, not a file.
      if (/^[([{]/.test(target)) continue;
      // jq and awk programs in quotes: `| . as $f`, `. + "\u0000"`, `. != null` are expressions on `.`;
      // a dot-sourced file is named by a path, a file name or a variable.
      if (/\.$/.test(m[0].slice(0, m[0].length - m[2]!.length).trimEnd()) && !/[./$~]/.test(target)) continue;
      // `source /dev/stdin <<< …` reads its standard input, not a file.
      if (/^\/(?:dev\/(?:stdin|fd\/0)|proc\/self\/fd\/0)$/.test(target)) continue;
      add('script-source', target, m.index + m[0].length - m[2]!.length, 'explicit');
    }
  }
  if (lang === undefined || lang === 'javascript' || lang === 'typescript') {
    for (const m of text.matchAll(JS_IMPORT)) {
      const target = m[1] ?? m[2] ?? m[3];
      if (!target || !/^\.\.?\//.test(target)) continue; // packages are not files of the skill
      // TypeScript (and Flow) erase type-only imports when they compile: no code of the module runs.
      if (typeOnlyImport(m[0], text, m.index)) continue;
      const start = m.index + m[0].lastIndexOf(target);
      if (refs.length < 4096)
        refs.push({
          kind: 'script-source',
          target,
          start,
          end: start + target.length,
          certainty: 'explicit',
          resolvesAs: 'js-module',
        });
    }
    // An MCP server that reads its tools' wording from a data file it ships (`JSON.parse(readFileSync(
    // path.join(__dirname, 'tools.json')))`) hands that file's text to the agent, as a Python one does.
    if (JS_MCP_SERVER.test(text))
      for (const m of text.matchAll(DATA_FILE_LITERAL)) add('script-source', m[2]!, m.index + 1, 'candidate');
  }
  if (lang === undefined || lang === 'python') {
    for (const m of text.matchAll(PY_FROM)) {
      const dots = m[1]!;
      const mod = m[2] ?? '';
      const rel = `${dots.length === 1 ? './' : '../'.repeat(dots.length - 1)}${mod.replace(/\./g, '/')}`;
      add('script-source', `${rel}.py`, m.index, 'candidate');
    }
    // A runner that imports modules by names it computes runs what its data files name: their call
    // tables (src/analysis/build-call-tables.ts) are its code. An MCP server that loads its tools' names and
    // descriptions from a data file hands that file's text to the agent as tool descriptions.
    if (PY_DISPATCH.test(text) || PY_MCP_SERVER.test(text))
      for (const m of text.matchAll(DATA_FILE_LITERAL)) add('script-source', m[2]!, m.index + 1, 'candidate');
  }
  if (lang === undefined || lang === 'scripting')
    for (const target of rubyGlobLoads(text)) add('script-source', target.path, target.at, 'candidate');
  for (const m of text.matchAll(SHELL_RUN)) {
    const target = m[2]!.replace(/^['"]|['"]$/g, '');
    add('script-source', target, m.index + m[0].length - m[2]!.length, 'candidate');
  }
  // Python, JavaScript and TypeScript run a tool only through a process call, which their analyzers read
  // (src/model/file-references.ts `executedToolRefs`): a word in a docstring or a block comment ("the
  // envelope; just tag them") sits at what looks like a shell command position but runs nothing.
  if (lang !== undefined && CALLS_READ.has(lang)) return refs;
  for (const r of toolRuns(withoutLineComments(text, lang))) {
    if (refs.length >= 4096) break;
    refs.push(toolRef(r, r.index, r.index + r.target.length));
  }
  return refs;
}

/** Languages whose analyzers report every process they start as an `execute` with its command line. */
export const CALLS_READ: ReadonlySet<Lang> = new Set<Lang>(['python', 'javascript', 'typescript']);

const SHELL_SOURCE =
  /(^|[;&|({]\s{0,8}|\bthen\s{1,8}|\bdo\s{1,8})(?:source|\.)[ \t]{1,8}(['"]?[^\s;&|'"]{1,512}['"]?)/gm;
const JS_IMPORT =
  /\b(?:import|export)\b[^'"\n;]{0,512}?\bfrom[ \t]{0,8}['"]([^'"\n]{1,512})['"]|\bimport[ \t]{0,8}\(?[ \t]{0,8}['"]([^'"\n]{1,512})['"]|\brequire[ \t]{0,8}\([ \t]{0,8}['"]([^'"\n]{1,512})['"]/g;
const PY_FROM = /^[ \t]{0,64}from[ \t]{1,8}(\.{1,8})([A-Za-z_][\w.]{0,255})?[ \t]{1,8}import\b/gm;
/** A module imported by a name that is not a literal (`import_module(module)`, `resolve_name(ref)`). */
const PY_DISPATCH = /\b(?:import_module|resolve_name|__import__)[ \t]{0,8}\([ \t]{0,8}[A-Za-z_]/;
/** An MCP server in Python (the SDK's FastMCP, its low-level server, tools registered at run time). */
const PY_MCP_SERVER = /\b(?:FastMCP|add_tool|mcp\.server|types\.Tool)\b/;
/** An MCP server in JavaScript or TypeScript (the official SDK, the fastmcp package). */
const JS_MCP_SERVER = /@modelcontextprotocol\/sdk\b|\b(?:from|require\()[ \t]{0,4}["']fastmcp["']/;
/** A quoted YAML/JSON file name (`HERE / "steps.yaml"`). */
const DATA_FILE_LITERAL = /(["'])([\w][\w./-]{0,200}\.(?:ya?ml|json))\1/g;
const SHELL_RUN =
  /(^|[;&|({]\s{0,8}|\bthen\s{1,8}|\bdo\s{1,8})(?:bash|sh|zsh|python3?|node|ruby|perl|pwsh|exec)[ \t]{1,8}(['"]?(?:\.{1,2}\/|\$\{?\w+\}?\/)[^\s;&|'"]{1,512}['"]?)/gm;
