import { type Judged } from './support/command-runners.js';
/** Judges one permission rule (`Bash`, `Bash(curl *)`, `Write(~/.bashrc)`, `WebFetch`). */
export declare function judgeToolRule(rule: string): Judged | undefined;
declare const _default: import("./types.js").Rule;
export default _default;
