import type { UnitSpec } from './code/collector.js';
import type { LineMap } from './lines.js';
export declare function bazelrcCommands(source: string, lines: LineMap): UnitSpec[];
export declare function duneActions(source: string, lines: LineMap): UnitSpec[];
