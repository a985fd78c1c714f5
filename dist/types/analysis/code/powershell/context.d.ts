import type { Node } from 'web-tree-sitter';
import type { Value } from '../../facts.js';
import type { BehaviourInput, UnitHandle } from '../collector.js';
import type { PsVal } from './psval.js';
/**
 * What every part of the PowerShell analyzer may ask of the interpreter (interp.ts implements it).
 * Expressions, commands and .NET handlers receive this context instead of importing the interpreter or
 * each other, so the modules form layers without import cycles.
 */
export interface PsCtx {
    readonly unit: UnitHandle;
    limitHit: boolean;
    /** Script functions by lower-case name. */
    readonly functions: Map<string, Node>;
    /** `Set-Alias` / `New-Alias` made in this unit. */
    readonly aliases: Map<string, string>;
    /** Files written with downloaded or decoded content, by path text. */
    readonly written: Map<string, Value>;
    /** Files written with secret content (a copied store, an archive of copies), by path text. */
    readonly stored: Map<string, Value>;
    /** Script files written with code known here (a here-string saved as `loader.ps1`), by path. */
    readonly scripts: Map<string, WrittenScript>;
    tick(): void;
    stmt(node: Node): PsVal;
    expr(node: Node): PsVal;
    pipeline(node: Node): PsVal;
    /** Runs one command of a pipeline with `input` from the previous element. */
    command(node: Node, input: PsVal | undefined): PsVal;
    get(name: string): PsVal;
    set(name: string, v: PsVal): void;
    runBlock(block: Node, vars?: Map<string, PsVal>): PsVal;
    callFunction(fn: Node, params: Map<string, PsVal>, pipelineInput?: PsVal, at?: Node): PsVal;
    /** The text a node's offsets index: the unit's, or that of the loaded module it comes from. */
    textOf(node: Node): string;
    noteBlock(block: Node): void;
    emit(b: BehaviourInput, node: Node, once?: string): void;
    emitAt(b: BehaviourInput, start: number, end: number): void;
    embed(lang: 'shell' | 'powershell' | 'batch', code: string, node: Node, exact?: boolean): void;
}
/** A script file a unit wrote with code known here (written-scripts.ts). */
export interface WrittenScript {
    lang: 'powershell' | 'batch' | 'shell';
    code: string;
    /** The command that wrote the file: the embedded unit's place. */
    node: Node;
}
