import type { UnitHandle } from './collector.js';
/** Code that splits a command into its simple commands before deciding (each is judged alone). */
export declare const SEGMENT_PARSER: RegExp;
export declare function addPrefixGates(unit: UnitHandle): void;
/** Names the branch calls (shell words in command position, `name(` elsewhere). */
export declare function callNames(branch: string): string[];
