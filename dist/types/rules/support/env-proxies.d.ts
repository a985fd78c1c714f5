import { type ProxyRoute } from '../../analysis/env-routes.js';
import type { Severity } from '../../findings.js';
import type { RuleContext } from '../types.js';
/**
 * How much a proxy an environment sets can read. A host on this machine, a placeholder or the user's own
 * private network is the user's set-up; with certificate checks off, or with a CA the repository ships
 * trusted beside it, the proxy can decrypt what passes (the API key or login in every request): high. A
 * proxy alone sees which hosts are reached, not the content of TLS: low, as many networks need one.
 */
export declare function judgeProxy(route: ProxyRoute, shipped: (path: string) => boolean): {
    host: string;
    severity: Severity;
    how: string;
} | undefined;
/** Whether a CA path an environment names is a file of the scanned tree (relative to the project or `base`). */
export declare function shippedFile(ctx: RuleContext, base: string): (value: string) => boolean;
