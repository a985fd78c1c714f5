import type { Value } from '../../../facts.js';
import type { ShellState } from '../state.js';
import type { CodeSite } from '../types.js';
export declare function foreignCode(st: ShellState, via: string, code: Value, site: CodeSite): void;
