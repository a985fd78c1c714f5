import type { UnitSpec } from './code/collector.js';
import type { LineMap } from './lines.js';
export declare const pyprojectScripts: (text: string, lines: LineMap) => UnitSpec[];
export declare const miseCommands: (text: string, lines: LineMap) => UnitSpec[];
export declare const cargoConfigCommands: (text: string, lines: LineMap) => UnitSpec[];
