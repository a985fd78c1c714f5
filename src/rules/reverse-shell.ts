import { isPrivateNetworkHost } from '../analysis/hosts.js';
import type { Severity } from '../findings.js';
import {
  describeEndpoint,
  grade,
  HIGH_WHERE_IT_RUNS,
  type PlacementGrades,
  reachedBehaviours,
  reportBehaviour,
  shown,
  whereItRuns,
} from './support/behaviour.js';
import { defineRule } from './types.js';

/**
 * A shell wired to a network connection (`/dev/tcp` redirections, `nc -e`, `mkfifo … | nc`, `socat
 * exec:`, socket + dup2 + a shell in Python, a `TCPClient` + `iex` loop in PowerShell, a socket piped
 * to `child_process.spawn('/bin/sh')`): whoever listens at the other end gets a shell on the user's
 * machine. Graded by placement (rules/reverse-shell.md).
 */

const GRADES: PlacementGrades = {
  auto: 'critical',
  script: 'critical',
  instructed: 'critical',
  runnable: 'critical',
  example: 'high',
  mention: undefined,
};

export default defineRule('reverse-shell', async (ctx) => {
  for (const loc of await reachedBehaviours(ctx, ['reverse-shell'])) {
    const ep = loc.b.endpoint;
    // A private-network address (`10.10.10.10` in a write-up) is someone's box on the user's LAN, not this
    // machine: still a shell handed over, graded like a placeholder. Loopback is a port check.
    const lan = ep.cls === 'local' && ep.host !== undefined && isPrivateNetworkHost(ep.host);
    if (ep.cls === 'local' && !lan && loc.unit.placement !== 'auto') continue;
    const placeholder = ep.cls === 'placeholder';
    // A placeholder address is a shell wired to nobody yet: graded on the usual scale, not as critical.
    const severity: Severity | undefined = grade(placeholder || lan ? HIGH_WHERE_IT_RUNS : GRADES, loc.unit);
    if (!severity) continue;
    await reportBehaviour(ctx, loc, {
      severity,
      ...(placeholder ? { confidence: 'low' as const } : {}),
      message: `${shown(loc.b)} connects a shell to ${describeEndpoint(ep)} (${loc.b.how}) ${whereItRuns(loc.unit)}: whoever listens there controls the user's machine`,
    });
  }
});
