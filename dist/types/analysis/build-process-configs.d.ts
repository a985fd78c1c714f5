import type { UnitSpec } from './code/collector.js';
import type { LineMap } from './lines.js';
export declare function procfileCommands(text: string, lines: LineMap): UnitSpec[];
export declare function nodemonCommands(text: string, lines: LineMap): UnitSpec[];
export declare function copierTasks(text: string, lines: LineMap): UnitSpec[];
export declare function wingetScripts(text: string, lines: LineMap): UnitSpec[];
export declare function gitmodulesCommands(text: string, lines: LineMap): UnitSpec[];
