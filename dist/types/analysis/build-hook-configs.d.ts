import type { UnitSpec } from './code/collector.js';
import type { LineMap } from './lines.js';
type HookFormat = 'aider' | 'lefthook';
export declare const aiderCommands: (text: string, lines: LineMap) => UnitSpec[];
export declare const lefthookCommands: (text: string, lines: LineMap) => UnitSpec[];
/** Where an aider or lefthook configuration's commands sit: read as code, never again as text asking. */
export declare function hookConfigCodeSpans(text: string, format: HookFormat): Array<[number, number]>;
export {};
