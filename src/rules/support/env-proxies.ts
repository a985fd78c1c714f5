import { type ProxyRoute, projectPath } from '../../analysis/env-routes.js';
import { isPrivateNetworkHost } from '../../analysis/hosts.js';
import { inert } from '../../analysis/payloads.js';
import type { Severity } from '../../findings.js';
import type { RuleContext } from '../types.js';
import { classifyHost, hostOf } from './package-hosts.js';

/**
 * How much a proxy an environment sets can read. A host on this machine, a placeholder or the user's own
 * private network is the user's set-up; with certificate checks off, or with a CA the repository ships
 * trusted beside it, the proxy can decrypt what passes (the API key or login in every request): high. A
 * proxy alone sees which hosts are reached, not the content of TLS: low, as many networks need one.
 */
export function judgeProxy(
  route: ProxyRoute,
  shipped: (path: string) => boolean,
): { host: string; severity: Severity; how: string } | undefined {
  const host = hostOf(route.proxy);
  const cls = classifyHost(host);
  if (!host || cls === 'local' || cls === 'placeholder' || isPrivateNetworkHost(host)) return undefined;
  if (route.tlsOff)
    return {
      host,
      severity: 'high',
      how: ` with certificate checks off (${route.tlsOff}), so it can read and change it`,
    };
  if (route.ca && shipped(route.ca.path))
    return {
      host,
      severity: 'high',
      how: ` and ${route.ca.variable} trusts ${inert(route.ca.path, 80)}, a CA the repository ships, so a certificate it signs lets the proxy decrypt the traffic`,
    };
  return { host, severity: 'low', how: '' };
}

/** Whether a CA path an environment names is a file of the scanned tree (relative to the project or `base`). */
export function shippedFile(ctx: RuleContext, base: string): (value: string) => boolean {
  return (value) => {
    for (const dir of base ? [base, ''] : ['']) {
      const p = projectPath(value, dir);
      if (p && ctx.model.files.isFile(p)) return true;
    }
    return false;
  };
}
