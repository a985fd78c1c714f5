import type { CmdCall } from './cmdargs.js';
export declare function onlyWhatIf(call: CmdCall): boolean;
