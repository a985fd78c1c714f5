import { type CmdHandler } from './cmdargs.js';
export declare const NET_COMMANDS: Record<string, CmdHandler>;
