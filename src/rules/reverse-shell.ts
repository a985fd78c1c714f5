import { isPrivateNetworkHost } from '../analysis/hosts.js';
import type { Severity } from '../findings.js';
import {
  describeEndpoint,
  grade,
  HIGH_WHERE_IT_RUNS,
  type PlacementGrades,
  reachedBehaviours,
  reportBehaviour,
  runsWhereItSits,
  shown,
  whereItRuns,
} from './support/behaviour.js';
import { alternativesInBlock, readerEndpoint } from './support/unfilled-hosts.js';
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

/**
 * A shell wired to nobody yet (a placeholder, an unfilled variable, a lab address) in a block that lists
 * several of them: a catalogue of one-liners for the reader's own target, one of which they pick and fill
 * in. Only code shown; where it runs or is asked to run, the placeholder scale applies.
 */
const CATALOGUE_ENTRY: PlacementGrades = { ...HIGH_WHERE_IT_RUNS, runnable: 'low', example: 'low' };

export default defineRule('reverse-shell', async (ctx) => {
  for (const loc of await reachedBehaviours(ctx, ['reverse-shell'])) {
    // A variable nothing in reach sets (`$ATTACKER_IP` in a cheat sheet) is the reader's box to fill in.
    const { ep, unfilled } = await readerEndpoint(ctx, loc.path, loc.b.endpoint);
    // A private-network address (`10.10.10.10` in a write-up) is someone's box on the user's LAN, not this
    // machine: still a shell handed over, graded like a placeholder. Loopback is a port check.
    const lan = ep.cls === 'local' && ep.host !== undefined && isPrivateNetworkHost(ep.host);
    if (ep.cls === 'local' && !lan && loc.unit.placement !== 'auto') continue;
    const placeholder = ep.cls === 'placeholder';
    const catalogue =
      (placeholder || lan) &&
      !runsWhereItSits(loc.unit) &&
      alternativesInBlock(loc.facts, loc.b, (x) => x.kind === 'reverse-shell') >= 2;
    // A placeholder address is a shell wired to nobody yet: graded on the usual scale, not as critical.
    const table = catalogue ? CATALOGUE_ENTRY : placeholder || lan ? HIGH_WHERE_IT_RUNS : GRADES;
    const severity: Severity | undefined = grade(table, loc.unit);
    if (!severity) continue;
    const to = unfilled
      ? `$${unfilled} (a variable nothing in reach sets: the reader's own box)`
      : describeEndpoint(ep);
    const listed = catalogue ? ', one of several one-liners the block lists for the reader to pick from' : '';
    await reportBehaviour(ctx, loc, {
      severity,
      ...(placeholder ? { confidence: 'low' as const } : {}),
      message: `${shown(loc.b)} connects a shell to ${to} (${loc.b.how}) ${whereItRuns(loc.unit)}${listed}: whoever listens there controls the user's machine`,
    });
  }
});
