import type { UnitSpec } from './code/collector.js';
export declare function nixShellHooks(text: string): UnitSpec[];
