import type { Handler } from './support.js';
/**
 * Deno's runtime API where Node spells it otherwise: `Deno.env.get("HOME")` is `process.env.HOME` (a
 * secret-named variable is a secret read), `Deno.env.toObject()` the whole environment. Files and
 * processes (`Deno.readTextFile`, `Deno.Command`) are in fs.ts and exec.ts.
 */
export declare const DENO_HANDLERS: Record<string, Handler>;
