import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Language, Parser, type Tree } from 'web-tree-sitter';

/**
 * tree-sitter grammars, loaded lazily and once per process (or worker): a scan of a tree without Python
 * never loads the Python grammar, and an empty folder loads none (Action start-up stays fast).
 *
 * Why tree-sitter (web-tree-sitter + the prebuilt grammars of @vscode/tree-sitter-wasm): one API and
 * error-recovering parsers for every language skills ship — bash, Python, JavaScript/TypeScript (the tsx
 * grammar reads all four), PowerShell, Go. Alternatives cover one language each (acorn: JS only, no
 * TypeScript; sh-syntax/mvdan-sh: shell only, a Go-compiled WASM that is larger and slower to start; no
 * maintained pure-JS Python or PowerShell parser exists). Both packages are MIT, ship no install script,
 * and run in worker threads. Parsing is bounded in time (a progress callback cancels it) and in size.
 *
 * The WASM files sit in `dist/grammars/` next to the bundles (copied by scripts/bundle.mjs) and are found
 * in node_modules when running from source or as an installed library.
 */

export type GrammarName = 'bash' | 'python' | 'tsx' | 'powershell' | 'go';

const GRAMMAR_FILES: Record<GrammarName, string> = {
  bash: 'tree-sitter-bash.wasm',
  python: 'tree-sitter-python.wasm',
  tsx: 'tree-sitter-tsx.wasm',
  powershell: 'tree-sitter-powershell.wasm',
  go: 'tree-sitter-go.wasm',
};

const here = dirname(fileURLToPath(import.meta.url));
const req = createRequire(import.meta.url);

/** A WASM file next to the bundle (dist/grammars/), else from the installed package. */
function locate(file: string, specifier: string): string {
  const bundled = join(here, 'grammars', file);
  if (existsSync(bundled)) return bundled;
  return req.resolve(specifier);
}

const grammarPath = (name: GrammarName) =>
  locate(GRAMMAR_FILES[name], `@vscode/tree-sitter-wasm/wasm/${GRAMMAR_FILES[name]}`);

let init: Promise<void> | undefined;
/** Set once `Parser.init` has resolved on this thread: a grammar can then be loaded synchronously. */
let runtimeReady = false;
const languages = new Map<GrammarName, Promise<Language>>();
const ready = new Map<GrammarName, Parser>();

/**
 * The tree-cursor exports of the WASM runtime that a syntax-tree copy calls directly
 * (src/analysis/code/syntax-tree.ts). Each works on the one cursor held in the runtime's transfer buffer
 * and takes the tree's address; a move writes the moved cursor back there, so a walk that makes only
 * these calls never copies the cursor between JavaScript and WASM (the TreeCursor class does, twice per
 * move and once per getter).
 */
export interface CursorExports {
  _ts_tree_root_node_wasm(tree: number): void;
  _ts_tree_cursor_new_wasm(tree: number): void;
  _ts_tree_cursor_delete_wasm(tree: number): void;
  _ts_tree_cursor_goto_first_child_wasm(tree: number): number;
  _ts_tree_cursor_goto_next_sibling_wasm(tree: number): number;
  _ts_tree_cursor_goto_parent_wasm(tree: number): number;
  _ts_tree_cursor_current_node_type_id_wasm(tree: number): number;
  _ts_tree_cursor_start_index_wasm(tree: number): number;
  _ts_tree_cursor_end_index_wasm(tree: number): number;
  _ts_tree_cursor_current_field_id_wasm(tree: number): number;
}

const CURSOR_EXPORTS: ReadonlyArray<keyof CursorExports> = [
  '_ts_tree_root_node_wasm',
  '_ts_tree_cursor_new_wasm',
  '_ts_tree_cursor_delete_wasm',
  '_ts_tree_cursor_goto_first_child_wasm',
  '_ts_tree_cursor_goto_next_sibling_wasm',
  '_ts_tree_cursor_goto_parent_wasm',
  '_ts_tree_cursor_current_node_type_id_wasm',
  '_ts_tree_cursor_start_index_wasm',
  '_ts_tree_cursor_end_index_wasm',
  '_ts_tree_cursor_current_field_id_wasm',
];

/**
 * The options handed to `Parser.init`. The runtime is an Emscripten module built with MODULARIZE, which
 * takes this object as its `Module` and puts its exports on it; web-tree-sitter keeps no other handle.
 */
const runtime: Record<string, unknown> = {
  locateFile: (name: string) => locate(name, `web-tree-sitter/${name}`),
};
let cursorExports: CursorExports | null | undefined;

/** Each grammar's bytes, read when the runtime starts: a scan opens no file of its own mid-scan. */
const grammarBytes = new Map<GrammarName, Uint8Array<ArrayBuffer>>();

function initRuntime(): Promise<void> {
  init ??= Parser.init(runtime).then(() => {
    // Reading is cheap (the compile is what a lazy load saves); done here, no file outside the scanned root
    // is opened once a scan has started (test/hardening/containment.test.ts).
    for (const name of Object.keys(GRAMMAR_FILES) as GrammarName[])
      grammarBytes.set(name, readFileSync(grammarPath(name)));
    runtimeReady = true;
  });
  return init;
}

/**
 * Starts the WebAssembly runtime without loading any grammar (idempotent). Each grammar then loads on this
 * thread the first time a unit of its language is parsed: a worker that meets only Markdown and shell never
 * compiles the Python, TSX, PowerShell or Go grammar (each costs its thread a compile and an instance).
 */
export function initGrammars(): Promise<void> {
  return initRuntime();
}

/**
 * Loads one grammar synchronously (the runtime is started): parsing is synchronous and nested code can
 * switch language mid-file (`python -c` in a shell script), so the grammar is loaded where it is first
 * needed. `Language.loadSync` instantiates a compiled module; the compile itself is lazy in V8 (functions
 * compile on first call), so this costs about what the asynchronous load did.
 */
function loadNow(name: GrammarName): Parser | undefined {
  if (!runtimeReady) return undefined;
  const lang = Language.loadSync(
    new WebAssembly.Module(grammarBytes.get(name) ?? readFileSync(grammarPath(name))),
  );
  languages.set(name, Promise.resolve(lang));
  const parser = new Parser();
  parser.setLanguage(lang);
  ready.set(name, parser);
  return parser;
}

/**
 * The runtime's cursor exports once a grammar is loaded; null when they are not there (another copy of the
 * runtime initialised first, or a release renamed them), and the caller walks with a TreeCursor instead.
 */
export function rawCursor(): CursorExports | null {
  if (cursorExports === undefined) {
    const ok = CURSOR_EXPORTS.every((name) => typeof runtime[name] === 'function');
    if (!ok && ready.size === 0) return null;
    cursorExports = ok ? (runtime as unknown as CursorExports) : null;
  }
  return cursorExports;
}

/** Loads the named grammars (idempotent). Call before analysing; parsing itself is synchronous. */
export async function loadGrammars(names: Iterable<GrammarName>): Promise<void> {
  const wanted = [...new Set(names)].filter((n) => !ready.has(n));
  if (wanted.length === 0) return;
  await initRuntime();
  await Promise.all(
    wanted.map(async (name) => {
      let pending = languages.get(name);
      if (!pending) {
        pending = Language.load(readFileSync(grammarPath(name)));
        languages.set(name, pending);
      }
      const lang = await pending;
      if (!ready.has(name)) {
        const parser = new Parser();
        parser.setLanguage(lang);
        ready.set(name, parser);
      }
    }),
  );
}

export function isLoaded(name: GrammarName): boolean {
  return ready.has(name);
}

export interface ParseLimits {
  /** Longest text handed to the parser (characters); longer input is cut and marked. */
  maxChars: number;
  /**
   * Work budget for one parse, in the parser's progress checks (tree-sitter calls back about every hundred
   * parse operations): counted, so the same file gives the same tree whatever the machine's load. 1 MiB of
   * ordinary code takes 2,000–35,000 checks (18–80 per CPU millisecond over bash, Python and TSX).
   */
  maxProgressChecks: number;
  /**
   * Wall-clock budget for one parse. Still needed: on a long run of `[](` the bash grammar made 135 checks in
   * 30 s (an operation's cost is not bounded), so the count alone does not bound time. Findings on such input
   * can differ between a loaded and a quiet machine, and so can an ordinary file's on a machine loaded many
   * times over (a 150 ms parse at load 30).
   */
  timeoutMs: number;
}

export const DEFAULT_PARSE_LIMITS: ParseLimits = {
  maxChars: 1 << 20,
  maxProgressChecks: 100_000,
  timeoutMs: 2_000,
};

export interface ParseResult {
  tree?: Tree;
  /** `ok`, `recovered` (the tree has ERROR/MISSING nodes) or `gave-up` (time or size bound hit). */
  status: 'ok' | 'recovered' | 'gave-up';
}

/**
 * Parses `text` with a loaded grammar, bounded in size and time. The caller must `tree.delete()` when
 * done (WASM memory is not garbage-collected).
 */
export function parseBounded(
  name: GrammarName,
  text: string,
  limits: ParseLimits = DEFAULT_PARSE_LIMITS,
): ParseResult {
  const parser = ready.get(name) ?? loadNow(name);
  if (!parser) throw new Error(`grammar ${name} is not loaded (call initGrammars or loadGrammars first)`);
  const cut = text.length > limits.maxChars;
  const input = cut ? text.slice(0, limits.maxChars) : text;
  const started = performance.now();
  let checks = 0;
  const tree = parser.parse(input, null, {
    progressCallback: () =>
      ++checks > limits.maxProgressChecks || performance.now() - started > limits.timeoutMs,
  });
  if (!tree) {
    parser.reset();
    return { status: 'gave-up' };
  }
  if (cut) return { tree, status: 'gave-up' };
  return { tree, status: tree.rootNode.hasError ? 'recovered' : 'ok' };
}
