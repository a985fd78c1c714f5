import type { Node } from 'web-tree-sitter';
import { BehaviourBuffer } from './behaviour-buffer.js';
import type { UnitHandle } from './collector.js';
import { type GrammarName, type ParseLimits } from './grammar.js';
/**
 * What the tree-walking interpreters (JavaScript, PowerShell) share: a step budget and a nesting bound
 * on the walk, a buffer that holds the unit's behaviours until the walk ends, and the sequence that
 * parses a unit, walks it and reports it. A bound hit marks the unit `gave-up`: it is never silent.
 */
/** The two bounds every walk has; each interpreter's limits add its own (inlining …). */
export interface WalkBounds {
    /** Nodes evaluated per unit. */
    maxSteps: number;
    /** Nesting of expressions and statements followed. */
    maxDepth: number;
}
export declare abstract class BoundedWalk {
    private readonly bounds;
    readonly buf: BehaviourBuffer;
    /** Set when a bound stopped part of the analysis. */
    limitHit: boolean;
    protected steps: number;
    private depth;
    protected constructor(bounds: WalkBounds);
    /** Counts one unit of work; throws when the budget is spent. */
    tick(): void;
    /** Runs `fn` one level deeper; past the depth bound the subtree is skipped and the bound recorded. */
    deeper<T>(fallback: T, fn: () => T): T;
    /** Walks the whole tree: the statements in source order, then what no call reached. */
    protected abstract walk(root: Node): void;
    /** Walks the tree within the step budget: a spent budget ends the walk where it is and is recorded. */
    run(root: Node): void;
}
/**
 * Parses the unit, walks the tree with a fresh interpreter and reports what it found, in source order.
 * The tree is freed however the walk ends; a defect in an analyzer (any error) must not end the scan, so
 * the unit is reported as not fully analysed instead (thrown on under SKILLSCAN_DEBUG, to be seen).
 */
export declare function interpretUnit<W extends BoundedWalk>(unit: UnitHandle, limits: ParseLimits, grammar: GrammarName, start: () => W, walk: (interp: W, root: Node) => void, 
/** Rewrites the text for the grammar before parsing; must keep every offset (same UTF-16 length). */
prepare?: (text: string) => string): void;
