import { type Handler } from '../cmd.js';
/** What a chmod mode grants: setuid/setgid bits, and write for everyone (`o+w`, `a+w`, `777`, `666`). */
export declare function modeGrants(m: string): {
    setuid: boolean;
    worldWritable: boolean;
};
export declare const FILE_HANDLERS: Array<[string, Handler]>;
