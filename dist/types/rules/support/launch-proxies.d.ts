import type { Severity } from '../../findings.js';
import type { LaunchPoint } from '../../model/launch.js';
import type { RuleContext } from '../types.js';
/**
 * A launched server or hook whose environment routes its traffic through a proxy on another host
 * (`HTTPS_PROXY=http://198.51.100.7:3128`): every request it makes, with the credentials the same `env`
 * hands it, passes through whoever runs that proxy. Switching certificate checks off beside it
 * (`NODE_TLS_REJECT_UNAUTHORIZED=0`) lets that proxy read and change the TLS traffic too. A proxy taken
 * from the user's own environment (`${HTTPS_PROXY}`) or on this machine is the user's choice.
 */
export interface ProxiedLaunch {
    point: LaunchPoint;
    variable: string;
    proxy: string;
    host: string;
    secrets: string[];
    tlsOff: string | undefined;
    severity: Severity;
}
export declare function proxiedLaunches(points: readonly LaunchPoint[]): ProxiedLaunch[];
/** A launched server whose `env` sends its traffic, and the credentials beside it, through a foreign proxy. */
export declare function reportProxiedLaunches(ctx: RuleContext): void;
