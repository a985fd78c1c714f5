import type { BehaviourOf } from '../../analysis/facts.js';
import { endpointOf } from '../../analysis/hosts.js';
import type { RuleContext } from '../types.js';
import { describeEndpoint, reachedBehaviours, reportBehaviour, shown, whereItRuns } from './behaviour.js';
import { inLaunchPoint } from './launcher-installs.js';
import { isPrintedUnit } from './printed-output.js';

/**
 * A launch point the runtime starts by itself (an MCP server, a hook, a status line) whose program line
 * installs its package from another feed than the registry: `npx --registry URL pkg`, `uvx --index-url URL
 * pkg`, `dnx Pkg --add-source URL`, written as a JSON `command` + `args` that no text pattern sees whole.
 * Every start resolves the name on that feed, so whoever serves it chooses the code that runs in every
 * session. supply-chain-redirect owns this evidence; hook-command-exec names the launch point. Read from
 * the feed settings of the launch point's own units, as support/launcher-installs.ts reads its runs. A
 * program's printed fix that switches the index (`pip config --user set global.index-url …`), made binding by
 * the text (support/printed-output.ts), is reported the same way.
 */

const QUIET: ReadonlySet<string> = new Set(['local', 'placeholder', 'registry']);

export async function reportLaunchFeeds(ctx: RuleContext): Promise<void> {
  for (const loc of await reachedBehaviours(ctx, ['config'])) {
    const b = loc.b as BehaviourOf<'config'>;
    if (b.setting !== 'package-registry' && b.setting !== 'package-index') continue;
    const printed = isPrintedUnit(loc.unit);
    if (!printed && !inLaunchPoint(loc.unit, loc.facts)) continue;
    const ep = endpointOf(b.value.replace(/^[^=\s]{1,60}=/, ''));
    if (QUIET.has(ep.cls)) continue;
    await reportBehaviour(ctx, loc, {
      severity: ep.cls === 'raw-ip' || /^http:/i.test(ep.url ?? '') ? 'critical' : 'high',
      message: printed
        ? `${shown(b)} points package installs at ${describeEndpoint(ep)} ${whereItRuns(loc.unit)}: whoever serves that feed chooses the code later installs run`
        : `${shown(b)} installs its package from ${describeEndpoint(ep)} instead of the registry ${whereItRuns(loc.unit)}, every time the runtime starts it: whoever serves that feed chooses the code that runs in every session`,
      key: `launch-feed|${ep.host ?? ep.url ?? ''}`,
    });
  }
}
