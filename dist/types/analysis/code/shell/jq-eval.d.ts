import type { Value } from '../../facts.js';
import type { ShellState, Word } from './state.js';
/** What `jq [-r] [-c] FILTER FILE` prints, when FILE is a data file of the tree and FILTER a path filter. */
export declare function jqOverDataFile(st: ShellState, filter: Value | undefined, files: readonly Word[], opts: {
    raw: boolean;
    compact: boolean;
}): Value | undefined;
