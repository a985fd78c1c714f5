import { type Handler } from '../cmd.js';
/**
 * What a chmod mode grants: the setuid bit (`u+s`, `+s`, `4755`), and write for everyone (`o+w`, `a+w`,
 * `777`, `666`). The setgid bit alone (`g+s`, `2775`) is how a shared folder makes new files inherit its
 * group: not a privilege a skill should be flagged for.
 */
export declare function modeGrants(m: string): {
    setuid: boolean;
    worldWritable: boolean;
};
export declare const FILE_HANDLERS: Array<[string, Handler]>;
