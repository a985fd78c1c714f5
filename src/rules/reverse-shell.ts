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
    const placeholder = loc.b.endpoint.cls === 'placeholder';
    if (loc.b.endpoint.cls === 'local' && loc.unit.placement !== 'auto') continue;
    // A placeholder address is a shell wired to nobody yet: graded on the usual scale, not as critical.
    const severity: Severity | undefined = grade(placeholder ? HIGH_WHERE_IT_RUNS : GRADES, loc.unit);
    if (!severity) continue;
    await reportBehaviour(ctx, loc, {
      severity,
      ...(placeholder ? { confidence: 'low' as const } : {}),
      message: `${shown(loc.b)} connects a shell to ${describeEndpoint(loc.b.endpoint)} (${loc.b.how}) ${whereItRuns(loc.unit)}: whoever listens there controls the user's machine`,
    });
  }
});
