import { type Judged } from './command-runners.js';
/** Judges one permission rule (`Bash`, `Bash(curl *)`, `Write(~/.bashrc)`, `WebFetch`). */
export declare function judgeToolRule(rule: string): Judged | undefined;
