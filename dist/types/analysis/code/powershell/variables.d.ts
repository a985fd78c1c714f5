import type { Value } from '../../facts.js';
import type { PsCtx } from './context.js';
import { type PsVal } from './psval.js';
/** `$PROFILE.CurrentUserAllHosts` and the other profile paths; undefined for anything else. */
export declare function profileMember(recv: Value, name: string): PsVal | undefined;
/** The value of a variable nobody assigned in this unit. */
export declare function variableValue(_ix: PsCtx, name: string): PsVal;
/** `$env:NAME`: its folder, host fact, or an env-tainted unknown (secret when the name says so). */
export declare function envValue(name: string): {
    value: Value;
    secret: boolean;
};
