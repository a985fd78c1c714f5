import type { Value } from '../../facts.js';
import type { ShellState } from './state.js';
/** Records a top-level assignment of an address for the later blocks of the document. */
export declare function rememberAddress(st: ShellState, name: string, value: Value): void;
/** The address an earlier block of the document assigned to `name`, for a unit that does not assign it. */
export declare function rememberedAddress(st: ShellState, name: string): Value | undefined;
/**
 * `${PASSWORDS[@]}` (or `[*]`, `[i]`) of a name the unit never assigned: bash passes no arrays through
 * the environment, so a name subscripted as an array and named in the plural is a list the rest of the
 * script fills (a wordlist tried against a login form), not a secret the user holds. A singular name
 * (`${AWS_SECRET_ACCESS_KEY[@]}`, which bash expands to the variable's value) stays the variable.
 */
export declare function unsetList(st: ShellState, name: string): Value | undefined;
