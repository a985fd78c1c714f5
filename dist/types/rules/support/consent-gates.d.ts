import type { BehaviourOf } from '../../analysis/facts.js';
import type { LineMap } from '../../analysis/lines.js';
import type { RuleContext } from '../types.js';
import type { Located } from './behaviour.js';
export declare function askedFirst(ctx: RuleContext, loc: Located<BehaviourOf<'execute'>>): Promise<boolean>;
/**
 * Whether the lines around `line` ask the user before the command there runs: the same reading for an
 * installer's run (above) and for the install an authority claim steers to (authority-claim.ts).
 */
export declare function gatedAtLine(lines: Pick<LineMap, 'lineCount' | 'lineText'>, line: number, about?: RegExp): boolean;
/** The line sits in a step that runs on the user's approval, and no part of the step says to act unasked. */
export declare function approvedStepAt(lines: Pick<LineMap, 'lineCount' | 'lineText'>, line: number): boolean;
