import type { Ctx, Handler } from './context.js';
import { type GV } from './gv.js';
export declare function handlerFor(name: string): Handler | undefined;
/** A package-level value: `http.DefaultClient`, `os.Args`, `os.O_APPEND`, `runtime.GOOS`. */
export declare function packageValue(ctx: Ctx, path: string, name: string): GV;
