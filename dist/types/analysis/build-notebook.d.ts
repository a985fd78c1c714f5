import type { UnitSpec } from './code/collector.js';
import type { LineMap } from './lines.js';
export declare function notebookCells(text: string, lines: LineMap): UnitSpec[];
