import type { AnalyzeCodeResult } from './code/index.js';
import type { LineMap } from './lines.js';
/**
 * Lines of a runnable block that a comment inside it labels as not to do (`# ❌ BAD: …` over `curl … | bash`,
 * src/analysis/prose/block-labels.ts): what they do moves to a copy of the block's unit placed `example`
 * with negated framing, so the rules grade it as a bad example shown, as they do a block whose first line
 * says so. Only runnable units: a block the text asks to run, a hook or a script keeps its placement
 * whatever its comments say (docs/facts.md rule 1).
 */
export declare function moveNotToRun(facts: AnalyzeCodeResult, ranges: ReadonlyArray<readonly [number, number]>, lines: LineMap): void;
