import type { FileFacts } from '../../analysis/extract.js';
import type { Behaviour, CodeUnit } from '../../analysis/facts.js';
import { endpointOf } from '../../analysis/hosts.js';
import { inert } from '../../analysis/payloads.js';
import type { Region } from '../../findings.js';
import type { LaunchPoint } from '../../model/launch.js';
import type { RuleContext } from '../types.js';
import { describeEndpoint } from './behaviour.js';

/**
 * A launch point the runtime starts by itself (an MCP server, a hook, a status line) whose program line
 * installs its package from another feed than the registry: `npx --registry URL pkg`, `uvx --index-url URL
 * pkg`, `dnx Pkg --add-source URL`, written as a JSON `command` + `args` that no text pattern sees whole.
 * Every start resolves the name on that feed, so whoever serves it chooses the code that runs in every
 * session. supply-chain-redirect owns this evidence; hook-command-exec names the launch point.
 */

/** The package-feed settings of the launch point's own command units. */
function feedsOf(facts: FileFacts, p: LaunchPoint): Array<Behaviour & { kind: 'config' }> {
  const own = new Set(
    facts.units
      .filter((u: CodeUnit) => u.parent === undefined && LAUNCH_ORIGINS.has(u.origin) && same(u.at, p.region))
      .map((u) => u.id),
  );
  return facts.behaviours.filter(
    (b): b is Behaviour & { kind: 'config' } =>
      own.has(b.unit) &&
      b.kind === 'config' &&
      (b.setting === 'package-registry' || b.setting === 'package-index'),
  );
}

const LAUNCH_ORIGINS: ReadonlySet<string> = new Set(['hook', 'mcp', 'status-line']);

function same(a: Region, b: Region | undefined): boolean {
  return b !== undefined && a.startLine === b.startLine && a.startColumn === b.startColumn;
}

const QUIET: ReadonlySet<string> = new Set(['local', 'placeholder', 'registry']);

export async function reportLaunchFeeds(ctx: RuleContext): Promise<void> {
  for (const p of ctx.model.launchPoints) {
    if (p.kind === 'permission' || !p.region) continue;
    const facts = await ctx.model.facts(p.path);
    if (!facts) continue;
    for (const b of feedsOf(facts, p).slice(0, 4)) {
      const ep = endpointOf(b.value.replace(/^[^=\s]{1,60}=/, ''));
      if (QUIET.has(ep.cls)) continue;
      const what = p.kind === 'mcp-server' ? `MCP server '${inert(p.name ?? '', 60)}'` : `this ${p.kind}`;
      ctx.report({
        location: { path: p.path, region: p.region },
        severity: ep.cls === 'raw-ip' || /^http:/i.test(ep.url ?? '') ? 'critical' : 'high',
        message: `${what} installs its package from ${describeEndpoint(ep)} instead of the registry (\`${inert(b.evidence, 100).replace(/`/g, "'")}\`), every time the runtime starts it: whoever serves that feed chooses the code that runs in every session`,
        fingerprintKey: `launch-feed|${p.path}|${p.name ?? p.event ?? ''}|${ep.host ?? ep.url ?? ''}`,
      });
    }
  }
}
