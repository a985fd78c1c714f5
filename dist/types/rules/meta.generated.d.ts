import type { RuleMeta } from './types.js';
export declare const RULE_META: Readonly<Record<string, RuleMeta>>;
