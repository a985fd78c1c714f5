import { data, ENV_ALL, knownText } from './jsval.js';
import { envDynamic, envMember } from './members.js';
import type { Handler } from './support.js';

/**
 * Deno's runtime API where Node spells it otherwise: `Deno.env.get("HOME")` is `process.env.HOME` (a
 * secret-named variable is a secret read), `Deno.env.toObject()` the whole environment. Files and
 * processes (`Deno.readTextFile`, `Deno.Command`) are in fs.ts and exec.ts.
 */

export const DENO_HANDLERS: Record<string, Handler> = {
  'Deno.env.get': (ix, args, node) => {
    const name = knownText(args.vals[0]);
    return name !== undefined && /^\w{1,100}$/.test(name)
      ? envMember(ix, name, node)
      : envDynamic(ix, args.vals[0] ?? data(ENV_ALL), node);
  },
  'Deno.env.toObject': () => data(ENV_ALL),
};
