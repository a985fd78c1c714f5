import { type PV } from './pv.js';
/** `fmt % args`: positional items or a mapping for `%(name)s`. Undefined when `fmt` is not static. */
export declare function percentFormat(fmt: PV, args: PV): PV | undefined;
/** `fmt.format(*args, **kwargs)`. Undefined when `fmt` is not static. */
export declare function braceFormat(fmt: PV, args: readonly PV[], kwargs: ReadonlyMap<string, PV>): PV | undefined;
/**
 * `os.path.join(a, b, …)` and `Path(a) / b`: components joined with `/`, alternatives multiplied
 * (a loop over a list of secret paths joined to the home folder gives each full path).
 */
export declare function pathJoin(parts: readonly PV[]): PV;
