import { type AnalyzeCodeResult, type UnitSpec } from './code/index.js';
import type { Lang } from './facts.js';
import { type Fragment } from './fragments.js';
import type { ClassifyOptions } from './hosts.js';
import { type PhraseHit } from './injection-phrases.js';
import { LineMap } from './lines.js';
import { type MarkdownDoc, type MarkdownLayout } from './markdown.js';
import type { ProseFacts } from './prose/facts.js';
import { type RawRef } from './references.js';
/**
 * One pass over one file: every unit of code in it (a script, fenced blocks, inline commands the text
 * asks the agent to run, `!` dynamic context, and the launch-point commands discovery found in it) is
 * parsed and turned into behaviour facts (docs/facts.md). Pure: text in, facts out — no model, no I/O.
 */
export interface ExtractInput {
    path: string;
    text: string;
    lines: LineMap;
    /** Where a skill/command/subagent body starts (after its frontmatter); 0 for other files. */
    bodyStart?: number;
    /** True for files a runtime renders with `!` dynamic context (skills and commands). */
    dynamicContext?: boolean;
    /** Launch-point commands declared in this file (hooks, MCP servers, status lines), from discovery. */
    launchUnits?: readonly UnitSpec[];
    hosts?: ClassifyOptions;
    /**
     * The file's Markdown structure (offsets into the whole text, body parsed from `bodyStart`), when the
     * caller already has it (the model parses each file once); parsed here otherwise.
     */
    md?: MarkdownDoc;
    /**
     * False when only the code facts are kept (archive members: src/analysis/archive/facts.ts merges units and
     * behaviours only): data-file and decoded-text intents are not computed.
     */
    intents?: boolean;
    /** Variables a shell script gets from the files it sources (`UnitSpec.vars`). */
    shellVars?: Readonly<Record<string, string>>;
    /** Sourced shell files that define functions, or PowerShell modules a script loads (`UnitSpec.libraries`). */
    libraries?: readonly string[];
    /** JSON files a shell script hands to jq (`UnitSpec.dataFiles`). */
    shellDataFiles?: Readonly<Record<string, string>>;
    /** String constants an MCP server imports from its own modules, by the names it imports them as. */
    importedConstants?: {
        readonly texts: Readonly<Record<string, string>>;
        readonly from: Readonly<Record<string, string>>;
    };
    /** JSON files a JS/TS file loads as modules, or configuration files a Python script reads (`UnitSpec.jsonModules`). */
    jsonModules?: Readonly<Record<string, string>>;
    /** Addresses a JavaScript/TypeScript file imports by name from its own modules (`UnitSpec.importedAddresses`). */
    importedAddresses?: Readonly<Record<string, string>>;
    /**
     * A test tool runs examples written in the file's documentation: pytest a module's docstring examples
     * after its code, or a text file's `>>>` lines (src/analysis/pytest-doctests.ts); `cargo test` a Rust
     * library's doc-comment fences (src/analysis/rustdoc-tests.ts).
     */
    doctests?: boolean;
    /** A loaded document tells the agent to follow this data file's notes (src/model/followed-notes.ts). */
    notesFollowed?: boolean;
    /**
     * The file as written, when the facts are read from its reader text (readerText): invisible carriers
     * (zero-width bits, variation-selector bytes) are decoded from it, at its own lines.
     */
    written?: {
        text: string;
        lines: LineMap;
    };
}
export interface FileFacts extends AnalyzeCodeResult {
    /** The language the whole file is written in, when it is a script. */
    lang?: Lang;
    /**
     * What the text asks for (docs/prose.md): the intents of a Markdown file, or of a data file the agent
     * reads (JSON, YAML, CSV, SVG, plain text), where every span is data. The role of every sentence is used
     * while extracting and not kept: it was as large as the text itself, held for every file to the end.
     */
    prose?: Pick<ProseFacts, 'intents' | 'limitHit'>;
    /** Labelled encoded pieces (src/analysis/fragments.ts), for the closure-level split-payload rule. */
    fragments?: Fragment[];
    /** Injection phrases in the normalised text (src/analysis/injection-phrases.ts); absent: none. */
    phrases?: PhraseHit[];
    /**
     * What the reference graph and the text rules need of a Markdown file's structure, from the parse the
     * prose was read from: the file is parsed once, in whichever thread extracted its facts.
     */
    markdown?: MarkdownFacts;
}
export interface MarkdownFacts {
    /** Where the body the parse covers starts (the frontmatter before it is one prose span). */
    bodyStart: number;
    /**
     * Links, images and reference definitions (`extractMarkdownRefs`), for the reference graph: the fact
     * store lets them go once the graph is built (src/model/facts.ts), so rules never find them here.
     */
    refs?: RawRef[];
    layout: MarkdownLayout;
}
export declare function extractFacts(input: ExtractInput): FileFacts;
/** `$ cmd`, `> cmd`, `PS> cmd` prompts in console blocks become spaces: offsets still map onto the file. */
export declare function blankPrompts(content: string): string;
