import type { CodeUnit } from '../../analysis/facts.js';
import { SECRET_ENV_NAME } from '../../analysis/paths.js';
import { inert } from '../../analysis/payloads.js';
import type { RuleContext } from '../types.js';
import {
  grade,
  MEDIUM_WHERE_IT_RUNS,
  type PlacementGrades,
  reachedBehaviours,
  reportBehaviour,
  shown,
  whereItRuns,
} from './behaviour.js';

/**
 * Installs and package runs of a look-alike of a well-known package (`npx -y @modelcontext-protocol/
 * server-filesystem`, `uvx mcp-server-fecth`): the `install` fact's `lookalike`, named where the command
 * is parsed (src/analysis/package-lookalikes.ts). A one-character slip is how typosquatting works: the
 * registry serves whatever the holder of the look-alike name published, with the user's rights.
 */

/**
 * Medium where it runs: a launch point the runtime starts by itself, a script, code the agent is told to
 * run. A block only shown is a suggestion a reader may copy (low); a mention is not reported. The name
 * alone is no proof of intent — a typo installs nothing worse than what its holder published — so high
 * is left to the rules that see what the code does, and to a server definition whose `env` hands the
 * look-alike a credential (`GITHUB_PERSONAL_ACCESS_TOKEN`): that token goes to the stranger's code at every
 * start, whatever the package does with it.
 */
const GRADES: PlacementGrades = MEDIUM_WHERE_IT_RUNS;

export async function reportLookalikeInstalls(ctx: RuleContext): Promise<void> {
  for (const loc of await reachedBehaviours(ctx, ['install'])) {
    const b = loc.b;
    if (!b.lookalike) continue;
    const base = grade(GRADES, loc.unit);
    if (!base) continue;
    const handed = loc.unit.placement === 'auto' ? secretsHanded(ctx, loc.path, loc.unit) : [];
    const severity = handed.length > 0 ? 'high' : base;
    const gets = handed.length > 0 ? `, and the server's env hands it ${handed.join(', ')}` : '';
    const name = inert(b.spec, 80);
    const of = inert(b.lookalike.of, 80);
    const verb = b.runs ? 'fetches and runs' : 'installs';
    const unpinned = b.pinned ? '' : ', unpinned,';
    await reportBehaviour(ctx, loc, {
      severity,
      message: `${shown(loc.b)} ${verb} ${name}${unpinned} ${whereItRuns(loc.unit)}: a look-alike of the well-known ${of} (${inert(b.lookalike.how, 120)}); the registry serves whatever the holder of this name published, not that package${gets}`,
      key: `lookalike|${b.manager}|${b.spec}`,
    });
  }
}

/** Secret-named variables the launch definition of `unit` (an MCP server's `env`) gives the process. */
function secretsHanded(ctx: RuleContext, path: string, unit: CodeUnit): string[] {
  const names = new Set<string>();
  for (const p of ctx.model.launchPoints) {
    if (p.path !== path || p.kind !== 'mcp-server' || (unit.label !== undefined && p.name !== unit.label))
      continue;
    for (const k of Object.keys(p.env ?? {})) if (SECRET_ENV_NAME.test(k)) names.add(k);
  }
  return [...names].sort().slice(0, 4);
}
