import type { UnitSpec } from './code/collector.js';
import type { LineMap } from './lines.js';
export declare function aiderCommands(text: string, lines: LineMap): UnitSpec[];
export declare function lefthookCommands(text: string, lines: LineMap): UnitSpec[];
/** Where an aider or lefthook configuration's commands sit: read as code, never again as text asking. */
export declare function hookConfigCodeSpans(text: string, format: 'aider' | 'lefthook'): Array<[number, number]>;
