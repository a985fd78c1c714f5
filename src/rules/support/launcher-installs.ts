import type { BehaviourOf, CodeUnit } from '../../analysis/facts.js';
import { inert } from '../../analysis/payloads.js';
import type { Severity } from '../../findings.js';
import type { LaunchPoint } from '../../model/launch.js';
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

/** A git spec or URL that names a ref (`@v1.4.2`, `#3f2c…`, `@main`): the ref is group 1 or 2. */
const NAMES_REF = /(?:\.git|\/[\w.-]{1,100})[@#]([\w.\-/]{1,100})$|^github:[^#]{1,200}#([\w.\-/]{1,100})$/i;
/**
 * A ref that names a release: a short commit (7 to 39 hex digits) or a tag (`v1.4.2`, `2.0`, `1.0.0-rc1`):
 * **medium** (a tag can be moved, but only by a deliberate re-tag). A full 40-digit commit fixes the code:
 * **low**. Any other name is by convention a branch (`main`, `develop`, `release/next`), whose head moves
 * with every push: **high**, the same as naming no ref.
 */
const FIXED_REF = /^(?:[0-9a-f]{7,40}|v?\d{1,6}(?:\.\d{1,6}){0,3}(?:[-+][\w.]{1,40})?)$/i;
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
  const named = NAMES_REF.exec(b.spec);
  const ref = named?.[1] ?? named?.[2];
  // A full commit id fixes every byte: what was reviewed is what runs, though from outside the repository.
  if (ref && /^[0-9a-f]{40}$/i.test(ref))
    return { base: 'low', what: `fetches ${from} at a pinned commit (not a registry release) and runs it` };
  if (ref && FIXED_REF.test(ref))
    return { base: 'medium', what: `fetches ${from} at a named ref (not a registry release) and runs it` };
  if (ref)
    return {
      base: 'high',
      what: `fetches ${from} at the branch '${inert(ref, 60)}', whatever its head holds at that moment (a branch moves with every push), and runs it`,
    };
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
    const approval = unaskedProjectServer(ctx, loc.path);
    await reportBehaviour(ctx, loc, {
      severity,
      message: `${shown(loc.b)} ${j.what} ${whereItRuns(loc.unit)}${host ? ` (${inert(host, 80)})` : ''}: the code is fetched again each time the runtime starts it, and none of it is in the repository for review${approval ? `; ${approval.path} sets enableAllProjectMcpServers, so it starts without the approval prompt for project servers` : ''}`,
      ...(approval
        ? {
            related: [
              {
                path: approval.path,
                ...(approval.region ? { region: approval.region } : {}),
                message: 'the setting that starts every project MCP server without asking',
              },
            ],
          }
        : {}),
      key: `launcher-run|${loc.b.manager}|${loc.b.spec}`,
    });
  }
}

/**
 * The settings grant that starts a project `.mcp.json` server without the approval prompt Claude Code shows
 * for project-scoped servers (`enableAllProjectMcpServers: true`; code.claude.com/docs/en/settings), when
 * `path` is such a file.
 */
function unaskedProjectServer(ctx: RuleContext, path: string): LaunchPoint | undefined {
  if (!/(?:^|\/)\.mcp\.json$/.test(path)) return undefined;
  return ctx.model.launchPoints.find(
    (p) => p.kind === 'permission' && p.name === 'enableAllProjectMcpServers' && p.value !== 'false',
  );
}
