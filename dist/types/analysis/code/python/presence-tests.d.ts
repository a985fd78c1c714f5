import type { PyNode as Node } from './ast.js';
/** Whether `call` is `bool(…)`/`len(…)` of a file read, through string methods only. */
export declare function presenceTest(call: Node): boolean;
