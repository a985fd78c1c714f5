import type { Value } from '../../facts.js';
import { ScriptState } from './model.js';
export declare function rubyStatement(st: ScriptState): void;
/** `git credential fill` started from Ruby or Perl: prints the stored password for a host (src/analysis/code/shell). */
export declare const GIT_CREDENTIAL: RegExp;
export declare function credentialFill(st: ScriptState): void;
/** The value of an assigned expression: its text where it spells a path or URL, its taints either way. */
export declare function assignedValue(st: ScriptState, rhs: string, offset: number): Value;
