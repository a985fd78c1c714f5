import type { EdgeKind } from './edge-kinds.js';
import type { Lang } from './facts.js';
import { type ToolRun } from './launch-tools.js';
import { type MarkdownDoc } from './markdown.js';
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
export declare const MAX_TOKEN = 512;
export declare function isUrl(s: string): boolean;
export declare function isIgnoredScheme(s: string): boolean;
/** Path-ish token: at least one slash or a known extension, no spaces, bounded length. */
export declare function looksLikePath(s: string): boolean;
/** Markdown: links, images, autolinks, definitions, backticked paths, bare paths, `@imports`, `!` commands. */
export declare function extractMarkdownRefs(text: string, from?: number, doc?: MarkdownDoc): RawRef[];
/** A configuration a tool command runs (src/analysis/launch-tools.ts), as a reference at the command. */
export declare function toolRef(r: ToolRun, start: number, end: number): RawRef;
/**
 * Words of a shell command that may name a file: `bash scripts/x.sh`, `python ${CLAUDE_SKILL_DIR}/a.py`,
 * `source ./env.sh`. Quotes are stripped; flags, URLs, variables alone and operators are skipped.
 */
export declare function commandPaths(command: string): string[];
export declare function isScriptPath(path: string): boolean;
export declare function isMarkdownPath(path: string): boolean;
/**
 * Scripts read as text (never run): shell `source`/`.`, JS/TS `import`/`require`/dynamic `import()`,
 * Python relative imports and `exec(open(...))`-style file opens are out of scope; direct invocations
 * of sibling scripts (`bash ./other.sh`, `python3 helper.py`) count as candidates. `lang` is the script's language when known: an include is a statement of one language, so a Python
 * docstring saying "(source the input field)" is not a shell `source` line, nor is `require('./x')` in
 * a string of a Python script a JavaScript import. Unknown, every pattern applies.
 */
export declare function extractScriptRefs(text: string, lang?: Lang): RawRef[];
/** Languages whose analyzers report every process they start as an `execute` with its command line. */
export declare const CALLS_READ: ReadonlySet<Lang>;
