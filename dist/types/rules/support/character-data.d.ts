import type { HiddenRun } from '../../analysis/normalize.js';
import { type TextTarget } from './text-context.js';
/** Whether `run` sits in a literal of code that lists invisible characters as data (see above). */
export declare function heldAsCharacterData(t: TextTarget, run: HiddenRun): boolean;
