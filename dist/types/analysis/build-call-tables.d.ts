import type { UnitSpec } from './code/collector.js';
import type { LineMap } from './lines.js';
/** The call tables of a YAML or JSON file, as Python units; empty when it has none. */
export declare function callTableUnits(text: string, lines: LineMap): UnitSpec[];
