import type { UnitSpec } from './code/collector.js';
import type { LineMap } from './lines.js';
export declare function gitConfigPrograms(text: string, lines: LineMap): UnitSpec[];
