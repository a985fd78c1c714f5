import { type PV } from './pv.js';
/** One spelling per function. Bounded input (qualified names are short). */
export declare function normalizeRef(name: string): string;
/** The user's site folder (`site.USER_SITE`, `site.getusersitepackages()`), version left out. */
export declare const USER_SITE_PATH = "~/.local/lib/python3/site-packages";
/** Constants whose value matters to a behaviour: permission bits, the interpreter, the home folder. */
export declare const CONSTANTS: Map<string, PV>;
/**
 * Top-level modules of the standard library (Python 3.12 `sys.stdlib_module_names`, trimmed of private
 * and platform-internal names). An import of anything else may be a file shipped with the skill, so it
 * becomes a `source` behaviour the scan can follow.
 */
export declare const STDLIB: Set<string>;
