import type { RuleContext } from '../types.js';
import type { Judged } from './command-runners.js';
/**
 * The grant an open `run` rule makes when a script it covers runs whatever follows it, or undefined (a
 * project whose scripts are fixed commands: `npm run lint`, `npm run build` are what such grants are for).
 */
export declare function openScriptRunner(ctx: RuleContext, rule: string, from: string): Promise<Judged | undefined>;
