import type { Region } from '../../findings.js';
import { DataUseRecorder } from '../data-uses.js';
import type { Assignment, Behaviour, BehaviourBase, CodeFacts, CodeUnit, Lang, Placement, SecretClass, UnitOrigin, Value } from '../facts.js';
import type { ClassifyOptions } from '../hosts.js';
import { LineMap } from '../lines.js';
import { type ParseLimits } from './grammar.js';
import { ModuleRecorder } from './module-summary.js';
/**
 * Collects the facts of one file's code units. A language analyzer receives a `UnitHandle` and reports
 * behaviours with offsets relative to the unit's text; the handle maps them onto the file (or onto the
 * fixed region of a unit whose characters do not map one-to-one, such as a JSON string). Nested code
 * (`sh -c '…'`, `python -c`, here-docs, `child_process.exec('…')`, decoded `-EncodedCommand`) is analysed
 * through `embed`, bounded in depth; every list is bounded so hostile input cannot grow them without end.
 */
export interface UnitSpec {
    lang: Lang;
    text: string;
    origin: UnitOrigin;
    placement: Placement;
    /** Offset of `text[0]` in the file, when the unit's characters map one-to-one onto the file. */
    base?: number;
    /**
     * The text is a translation of the file's from `base` on that keeps every line break in place (a fish
     * script read as POSIX shell): facts land on the same line, columns clamped to the line.
     */
    lineAligned?: boolean;
    /** Region every fact of the unit gets, when they do not (hook JSON strings, YAML values). */
    region?: Region;
    /**
     * Where each line of the text sits in the file, for a unit assembled from pieces whose characters do not
     * map one-to-one (a notebook's code cells, run in one kernel): a fact takes the region of its line.
     */
    lineRegions?: readonly Region[];
    framing?: CodeUnit['framing'];
    label?: string;
    runner?: CodeUnit['runner'];
    /**
     * Shell variables set before the unit runs: the assignments of files a script sources from the tree
     * (src/model/sourced-vars.ts), which the script's own text does not show.
     */
    vars?: Readonly<Record<string, string>>;
    /**
     * Texts of files a shell script sources, or a PowerShell script imports or dot-sources, that define
     * functions: their functions are defined before the unit runs, and a call of one is analysed at the call
     * (src/analysis/code/shell/libraries.ts, src/analysis/code/powershell/libraries.ts).
     */
    libraries?: readonly string[];
    /** JSON files a shell script hands to jq from its tree, by the path as written (shell/jq-eval.ts). */
    dataFiles?: Readonly<Record<string, string>>;
    /**
     * Shell variables the runner sets with what flowed into them: a workflow step's `env` that a
     * `${{ secrets.X }}` expression fills (src/analysis/workflow-expressions.ts).
     */
    values?: Readonly<Record<string, Value>>;
    /**
     * Arguments of an MCP server's tool functions whose description asks the agent to pass a secret
     * (src/analysis/tool-text/): function → parameter → secret. The handler gets that parameter tainted.
     */
    toolArgs?: ReadonlyMap<string, ReadonlyMap<string, SecretClass>>;
    /**
     * JSON files a JavaScript/TypeScript script loads as modules, by specifier as written: the text Node
     * parses into the object `require('./x.json')` returns (src/model/json-modules.ts); for a Python script, the
     * JSON, YAML and TOML files it reads from its own tree, as JSON, by the path it writes (python-config-files.ts).
     */
    jsonModules?: Readonly<Record<string, string>>;
    /**
     * Addresses the file imports by name from its own modules, by local name (src/model/imported-constants.ts):
     * a request built on the name goes there.
     */
    importedAddresses?: Readonly<Record<string, string>>;
    /**
     * A configuration module whose exported values are commands a tool runs (lint-staged's
     * `.lintstagedrc.mjs`, simple-git-hooks' `.simple-git-hooks.cjs`: src/analysis/launch-devtools-table.ts):
     * the tool's name. Each command string the default export holds, or one of its functions returns, is
     * analysed as shell.
     */
    commandModule?: string;
    /**
     * The command-line arguments code read from standard input is started with (`python3 - "$dir/x" <<'PY'`):
     * `sys.argv` there, with what flowed into each.
     */
    argv?: readonly Value[];
}
/** A behaviour as an analyzer reports it: `unit`, `at` and (by default) `key` are filled in. */
export type BehaviourInput = Behaviour extends infer B ? B extends Behaviour ? Omit<B, keyof BehaviourBase> & {
    key?: string;
    evidence?: string;
} : never : never;
export interface UnitHandle {
    readonly id: number;
    readonly spec: Readonly<UnitSpec>;
    readonly text: string;
    readonly depth: number;
    readonly hosts: ClassifyOptions;
    /** Region of a span of this unit's text. */
    region(start: number, end: number): Region;
    /** Reports a behaviour at a span of this unit's text. `evidence` defaults to that span. */
    emit(b: BehaviourInput, start: number, end: number): void;
    /** A top-level assignment other scripts may `source`. */
    assign(name: string, value: Value, start: number, end: number): void;
    /** The script file's module facts (docs/facts.md "Across modules"); absent for other units. */
    readonly modules?: ModuleRecorder;
    /** Files the code reads or lists as data, and code it loads from a value (src/analysis/data-uses.ts). */
    readonly dataUses: DataUseRecorder;
    /**
     * State shared by the units of one file, in document order: the blocks of one document run in one
     * terminal session (a file downloaded in one block and run in a later one is one flow). Analyzers
     * keep their own keys (`shell:files`).
     */
    readonly session: Map<string, unknown>;
    /** Records how the parse went (ERROR nodes recovered, or bounds hit). */
    parsed(status: CodeUnit['parse']): void;
    /** Analyses code nested at [start, end) of this unit (origin `embedded`, same placement). */
    embed(lang: Lang, code: string, start: number, end: number, opts?: {
        exact?: boolean;
        label?: string;
        argv?: readonly Value[];
    }): void;
}
/** A language analyzer: parses one unit and reports what it does. Registered in src/analysis/code/index.ts. */
export type UnitAnalyzer = (unit: UnitHandle, limits: ParseLimits) => void;
export interface CollectorLimits {
    maxUnits: number;
    maxBehaviours: number;
    maxEmbedDepth: number;
    maxEvidence: number;
    parse: ParseLimits;
}
export declare const DEFAULT_COLLECTOR_LIMITS: CollectorLimits;
export declare class FactCollector {
    private readonly lines;
    private readonly analyzerFor;
    readonly hosts: ClassifyOptions;
    readonly limits: CollectorLimits;
    readonly units: CodeUnit[];
    readonly behaviours: Behaviour[];
    readonly assignments: Assignment[];
    private modules;
    private readonly dataUses;
    /** A bound was hit: some code was not analysed (reported as a blind spot, never silently). */
    limitHit: string | undefined;
    private readonly session;
    constructor(lines: LineMap, analyzerFor: (lang: Lang) => UnitAnalyzer | undefined, hosts?: ClassifyOptions, limits?: CollectorLimits);
    /** Adds and analyses a unit. Returns its id, or undefined when the unit bound was hit. */
    add(spec: UnitSpec): number | undefined;
    result(): CodeFacts;
    private addAt;
    private handle;
}
