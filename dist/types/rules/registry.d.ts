import type { Rule } from './types.js';
/** Every rule, explicitly. A test checks this list against rules/*.md and src/rules/*.ts. Keep it sorted. */
export declare const RULES: readonly Rule[];
