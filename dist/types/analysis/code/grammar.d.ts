import { type Tree } from 'web-tree-sitter';
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
/**
 * Starts the WebAssembly runtime without loading any grammar (idempotent). Each grammar then loads on this
 * thread the first time a unit of its language is parsed: a worker that meets only Markdown and shell never
 * compiles the Python, TSX, PowerShell or Go grammar (each costs its thread a compile and an instance).
 */
export declare function initGrammars(): Promise<void>;
/**
 * The runtime's cursor exports once a grammar is loaded; null when they are not there (another copy of the
 * runtime initialised first, or a release renamed them), and the caller walks with a TreeCursor instead.
 */
export declare function rawCursor(): CursorExports | null;
/** Loads the named grammars (idempotent). Call before analysing; parsing itself is synchronous. */
export declare function loadGrammars(names: Iterable<GrammarName>): Promise<void>;
export declare function isLoaded(name: GrammarName): boolean;
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
export declare const DEFAULT_PARSE_LIMITS: ParseLimits;
export interface ParseResult {
    tree?: Tree;
    /** `ok`, `recovered` (the tree has ERROR/MISSING nodes) or `gave-up` (time or size bound hit). */
    status: 'ok' | 'recovered' | 'gave-up';
}
/**
 * Parses `text` with a loaded grammar, bounded in size and time. The caller must `tree.delete()` when
 * done (WASM memory is not garbage-collected).
 */
export declare function parseBounded(name: GrammarName, text: string, limits?: ParseLimits): ParseResult;
