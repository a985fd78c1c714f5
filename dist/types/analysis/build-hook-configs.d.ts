import type { UnitSpec } from './code/collector.js';
import type { LineMap } from './lines.js';
type HookFormat = 'aider' | 'lefthook' | 'pre-commit';
export declare const aiderCommands: (text: string, lines: LineMap) => UnitSpec[];
export declare const lefthookCommands: (text: string, lines: LineMap) => UnitSpec[];
export declare const preCommitCommands: (text: string, lines: LineMap) => UnitSpec[];
/** Where an aider, lefthook or pre-commit configuration's commands sit: read as code, never again as text asking. */
export declare function hookConfigCodeSpans(text: string, format: HookFormat): Array<[number, number]>;
export {};
