import type { Node } from 'web-tree-sitter';
import type { Value } from '../../facts.js';
import { BoundedWalk, type WalkBounds } from '../bounded-walk.js';
import type { BehaviourInput, UnitHandle } from '../collector.js';
import type { PsCtx, WrittenScript } from './context.js';
import type { PsLibrary } from './libraries.js';
import { type PsObj, type PsVal } from './psval.js';
/**
 * A small abstract interpreter for PowerShell: statements in source order, pipelines passing values
 * from one command to the next (`iwr $u | iex`), variables (with the automatic and environment ones
 * PowerShell provides), functions inlined at their calls with their parameters bound, script blocks
 * run where they are invoked. Every walk is bounded; a bound hit marks the unit `gave-up`.
 */
export interface PsLimits extends WalkBounds {
    maxInlineDepth: number;
    maxInlinesPerFunction: number;
}
export declare const DEFAULT_PS_LIMITS: PsLimits;
export declare class PsInterp extends BoundedWalk implements PsCtx {
    readonly unit: UnitHandle;
    readonly limits: PsLimits;
    /** Variable frames: the script's, then one per inlined function call. Names are lower-cased. */
    readonly frames: Array<Map<string, PsVal>>;
    readonly functions: Map<string, Node>;
    readonly aliases: Map<string, string>;
    /** Files written with downloaded or decoded content, by path (running one runs it); one per document,
     *  like the shell's files: `-OutFile x.exe` in one block and `.\x.exe` in a later one run the download. */
    readonly written: Map<string, Value>;
    readonly stored: Map<string, Value>;
    readonly scripts: Map<string, WrittenScript>;
    readonly requests: PsObj[];
    private inlineDepth;
    private readonly calls;
    private readonly walkedBlocks;
    private readonly blocks;
    private readonly embeds;
    /** Functions of loaded modules (by node id), and each module's text by its tree (libraries.ts). */
    private readonly libraryFns;
    private readonly libraryTexts;
    /** The call in the unit where what a library function does is reported, while one runs; the last one. */
    private site;
    private lastSite;
    constructor(unit: UnitHandle, limits?: PsLimits);
    /** Defines a loaded module's functions (the unit's own, hoisted later, win over them). */
    addLibrary(lib: PsLibrary): void;
    /** The text a node's offsets index: the unit's, or the loaded module's it belongs to. */
    textOf(node: Node): string;
    /** Where a node's behaviour is reported: a library node at the script's call of its function. */
    private siteOf;
    protected walk(root: Node): void;
    /** Registers every function definition up front (scripts often define helpers after the main code
     *  that calls them inside other functions). Bounded by the step budget. */
    private hoist;
    stmt(node: Node): PsVal;
    private stmtInner;
    expr(node: Node): PsVal;
    /** `foreach ($x in $items) { … }`: the body runs with `$x` an item (each, for short static lists). */
    private foreach;
    command(node: Node, input: PsVal | undefined): PsVal;
    /** A pipeline: an assignment, or elements joined by `|`, each getting the previous one's output. */
    pipeline(node: Node): PsVal;
    private chain;
    private assignment;
    /**
     * `$h.key = v` / `$h[$k] = v` on a hashtable a variable holds: the entry is set in place (hashtables are
     * references in PowerShell), so a body built up entry by entry and then sent carries every entry. A key
     * not known here gets a numbered stand-in, so its value still travels with the table.
     */
    private assignMember;
    get(name: string): PsVal;
    set(name: string, v: PsVal): void;
    private returnValue;
    /** Calls a script function with bound parameters (bounded inlining); `at` is the call. */
    callFunction(fn: Node, params: Map<string, PsVal>, pipelineInput?: PsVal, at?: Node): PsVal;
    /** Runs a script block where it is invoked (`& { }`, `. { }`, `Invoke-Command`, `ForEach-Object`). */
    runBlock(block: Node, vars?: Map<string, PsVal>): PsVal;
    private runBlockBody;
    /** `param($Url = 'https://…')` inside a body: defaults for parameters no caller gave. */
    private paramDefaults;
    /** A script block value was created: remember it, to walk it at the end if nothing invoked it. */
    noteBlock(block: Node): void;
    private drain;
    emit(b: BehaviourInput, node: Node, once?: string): void;
    emitAt(b: BehaviourInput, start: number, end: number): void;
    embed(lang: 'shell' | 'powershell' | 'batch', code: string, node: Node, exact?: boolean): void;
}
