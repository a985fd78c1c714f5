import type { ApproveShape } from '../facts.js';
import type { UnitHandle } from './collector.js';
/** An approving answer: the key, up to 16 quote/colon/space characters, then the approving value. */
export declare const APPROVES: RegExp;
/** The shapes of the approving answer the script's text holds. */
export declare function answerShapes(text: string): ApproveShape[];
export declare function addHookDecisions(unit: UnitHandle): void;
/** A function header: shell `name() {` / `function name`, Python `def name(`, JS `function name(` or `const name = (…) =>`. */
export declare const FN_HEADER: RegExp;
