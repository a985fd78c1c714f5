import type { BehaviourOf, CodeUnit } from '../../analysis/facts.js';
import { inert } from '../../analysis/payloads.js';
import type { Severity } from '../../findings.js';
import type { RuleContext } from '../types.js';
import { type Located, reachedBehaviours, reportBehaviour, shown, whereItRuns } from './behaviour.js';
import { classifyHost, hostOf } from './package-hosts.js';

/**
 * Code a launch point fetches and runs every time the runtime starts it: a package runner (`npx`, `uvx`,
 * `pipx run`, `bunx`, `uv tool run`, `dlx`) given a git repository or a URL instead of a registry package,
 * and a container image, not pinned by digest, run with the host's home, root or container socket mounted
 * (src/analysis/launch-runners.ts). Nobody types these: an MCP server or hook starts with every session.
 * The same runners in a script or a code block are supply-chain-redirect's (installs outside the registry).
 */

/** Launch-point units (and what they embed): hooks, MCP and language servers, status lines, helpers. */
export function inLaunchPoint(unit: CodeUnit, facts: Located['facts']): boolean {
  let u: CodeUnit | undefined = unit;
  for (let n = 0; u && u.parent !== undefined && n < 16; n++) u = facts.units[u.parent];
  return !!u && (u.origin === 'hook' || u.origin === 'mcp' || u.origin === 'status-line');
}

/** A git spec or URL that names a ref (`@v1.4.2`, `#3f2c…`): fixed to a release, not a moving branch. */
const NAMES_REF = /(?:\.git|\/[\w.-]{1,100})[@#][\w.\-/]{1,100}$|^github:[^#]{1,200}#[\w.\-/]{1,100}$/i;
const CONTAINER_RUN = /^(?:docker|podman|nerdctl) run$/;
const EXPOSED = /^(?:git\+)?http:\/\/|:\/\/(?:\d{1,3}\.){3}\d{1,3}(?:[:/]|$)/i;

function judge(b: BehaviourOf<'install'>): { base: Severity; what: string } | undefined {
  if (!b.runs) return undefined;
  // Emitted only for an image not pinned by digest that gets the host's files (src/model/launch-behaviours.ts).
  if (CONTAINER_RUN.test(b.manager))
    return {
      base: 'high',
      what: `pulls the image ${inert(b.spec, 80)} by a tag its publisher can move and runs it with the host's home, root or container socket mounted (or host privileges)`,
    };
  if (b.source !== 'git' && b.source !== 'url') return undefined;
  // A registry's own file host (files.pythonhosted.org), this machine, or a documentation placeholder.
  if (['official', 'local', 'placeholder'].includes(classifyHost(sourceHost(b.spec)))) return undefined;
  const from = b.source === 'git' ? 'a git repository' : 'a URL';
  if (EXPOSED.test(b.spec))
    return {
      base: 'critical',
      what: `fetches ${from} over plain http or from a bare IP address and runs it`,
    };
  if (NAMES_REF.test(b.spec))
    return { base: 'medium', what: `fetches ${from} at a named ref (not a registry release) and runs it` };
  return {
    base: 'high',
    what: `fetches ${from}, ${b.source === 'git' ? 'whatever its default branch holds' : 'whatever that address serves'} at that moment, and runs it`,
  };
}

function sourceHost(spec: string): string | undefined {
  return (
    hostOf(spec.replace(/^git\+/i, '')) ??
    (/^(?:github:|[\w.-]{1,100}\/[\w.-]{1,100}(?:#|$))/i.test(spec) ? 'github.com' : undefined)
  );
}

const ONE_LOWER: Record<Severity, Severity> = {
  critical: 'high',
  high: 'medium',
  medium: 'low',
  low: 'low',
  info: 'info',
};

export async function reportLauncherRuns(ctx: RuleContext): Promise<void> {
  for (const loc of await reachedBehaviours(ctx, ['install'])) {
    if (!inLaunchPoint(loc.unit, loc.facts)) continue;
    const j = judge(loc.b);
    if (!j) continue;
    // A definition the runtime ignores today runs after a later fix: one step lower.
    const severity = loc.unit.placement === 'auto' ? j.base : ONE_LOWER[j.base];
    const host = CONTAINER_RUN.test(loc.b.manager) ? undefined : sourceHost(loc.b.spec);
    await reportBehaviour(ctx, loc, {
      severity,
      message: `${shown(loc.b)} ${j.what} ${whereItRuns(loc.unit)}${host ? ` (${inert(host, 80)})` : ''}: the code is fetched again each time the runtime starts it, and none of it is in the repository for review`,
      key: `launcher-run|${loc.b.manager}|${loc.b.spec}`,
    });
  }
}
