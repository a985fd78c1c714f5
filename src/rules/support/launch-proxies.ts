import { PROXY_VARS, TLS_OFF } from '../../analysis/env-routes.js';
import type { Severity } from '../../findings.js';
import type { LaunchPoint } from '../../model/launch.js';
import type { RuleContext } from '../types.js';
import { classifyHost, hostOf } from './package-hosts.js';

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

const SECRET_NAME = /(?:TOKEN|SECRET|KEY|PASSWORD|PASSWD|CREDENTIALS?|PAT|AUTH)$/i;

export function proxiedLaunches(points: readonly LaunchPoint[]): ProxiedLaunch[] {
  const out: ProxiedLaunch[] = [];
  for (const point of points) {
    const env = point.env;
    if (!env) continue;
    const entries = Object.entries(env);
    const proxyEntry = entries.find(
      ([k, v]) => PROXY_VARS.test(k) && /^[a-z][a-z0-9+.-]{0,20}:\/\//i.test(v),
    );
    if (!proxyEntry) continue;
    const [variable, proxy] = proxyEntry;
    const host = hostOf(proxy);
    const cls = classifyHost(host);
    if (!host || cls === 'local' || cls === 'placeholder') continue;
    const secrets = entries.filter(([k]) => SECRET_NAME.test(k)).map(([k]) => k);
    const tlsOff = entries.find(([k, v]) => TLS_OFF[k.toUpperCase()]?.test(v.trim()))?.[0];
    // A named proxy with nothing secret beside it is how many networks reach the internet: low.
    let severity: Severity = secrets.length > 0 ? 'medium' : 'low';
    if (secrets.length > 0 && (tlsOff !== undefined || cls === 'raw-ip')) severity = 'high';
    out.push({ point, variable, proxy, host, secrets, tlsOff, severity });
  }
  return out;
}

/** A launched server whose `env` sends its traffic, and the credentials beside it, through a foreign proxy. */
export function reportProxiedLaunches(ctx: RuleContext): void {
  for (const x of proxiedLaunches(ctx.model.launchPoints)) {
    const p = x.point;
    const tls = x.tlsOff ? ` with certificate checks off (${x.tlsOff})` : '';
    const carries = x.secrets.length ? `, carrying the ${x.secrets.join(', ')} its env gives it,` : '';
    ctx.report({
      location: { path: p.path, ...(p.region ? { region: p.region } : {}) },
      severity: p.ignored && x.severity === 'high' ? 'medium' : x.severity,
      message: `${p.kind === 'hook' ? 'hook' : `server '${p.name ?? ''}'`} sets ${x.variable}=${x.proxy}: every request it makes${carries} goes through ${x.host}${tls}, which can read and keep it`,
      fingerprintKey: `proxy|${p.name ?? p.event ?? ''}|${x.proxy}`,
    });
  }
}
