import type { UnitSpec } from './code/collector.js';
import type { LineMap } from './lines.js';
/** Recipe lines and uncalled macros of a makefile, as shell units. */
export declare function makeRecipes(source: string, lines: LineMap): UnitSpec[];
/**
 * Where an expanded line's facts land: at their own offsets when nothing changed, on the same line when the
 * expansion kept the line breaks (columns approximate), else on the whole written line.
 */
export declare function placeExpanded(written: string, expanded: string, start: number, end: number, lines: LineMap): Placed;
type Placed = {
    base: number;
    lineAligned?: boolean;
} | {
    region: UnitSpec['region'];
};
export {};
