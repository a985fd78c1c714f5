import { secretOf } from '../analysis/paths.js';
import type { Severity } from '../findings.js';
import type { ScanModel } from '../model/model.js';
import { reportReached } from './support/reach.js';
import { defineRule } from './types.js';

/**
 * The path inside the tree that an absolute link's tail names (`/home/me/code/repo/plugins/x/skills/a` →
 * `plugins/x/skills/a`), when some tail of two or more components exists here: a link made in the author's
 * own checkout, which dangles on every other machine. Undefined for links to anything else (`~/.ssh`,
 * `/etc`, a private skill folder): what those load nobody here can review.
 */
export function mirroredInside(model: Pick<ScanModel, 'files'>, target: string): string | undefined {
  if (!target.startsWith('/')) return undefined;
  const parts = target.split('/').filter((p) => p !== '' && p !== '.');
  if (parts.includes('..')) return undefined;
  // Longest tail first: the most specific match; bounded by the link's depth (at most 64 components).
  for (let k = 1; k <= Math.min(parts.length - 2, 64); k++) {
    const tail = parts.slice(k).join('/');
    if (model.files.has(tail)) return tail;
  }
  return undefined;
}

/**
 * One person's home folder (`/Users/tk/…`, `/home/dana/…`): the link resolves only on that person's machine
 * and dangles on every other. Homes that exist on many machines (CI runners, cloud and container images,
 * macOS's shared folder) are not one person's.
 */
const NAMED_HOME = /^\/(?:Users|home)\/([^/]{1,64})\/[^/]/;
const SHARED_HOMES = new Set([
  'Shared',
  'runner',
  'ubuntu',
  'ec2-user',
  'node',
  'codespace',
  'coder',
  'gitpod',
  'jovyan',
  'pi',
  'admin',
  'user',
]);

/**
 * A path some agent runtime may load: a dot-folder (every runtime's own), a folder of skills, commands,
 * agents, hooks, plugins, rules or prompts, or a file named like an instruction or server file
 * (`AGENTS.md`, `CLAUDE.md`, `*.mdc`, `.mcp.json`). Broad on purpose: a link elsewhere (`fish/functions/x.fish`)
 * is one no runtime loads.
 */
const AGENT_PLACE =
  /(?:^|\/)(?:\.[^/]{1,64}|skills?|commands?|agents?|hooks?|plugins?|prompts?|rules|instructions|workflows|extensions|steering|memories|output-styles|mcp)(?:\/|$)|(?:^|\/)(?:[A-Z]{2,20}(?:\.local|\.override)?\.md|[^/]{1,200}\.mdc|\.?mcp\.json|SKILL\.md)$/i;

/**
 * The grade of a link out of the root that no entry point reaches: a link into one person's home is the
 * author's own (medium where a runtime would load it — what it should load is missing elsewhere — else
 * low); a link in a place no runtime loads (a shell's function folder) is low. A link to a secret store
 * keeps high wherever it sits.
 */
function outsideGrade(path: string, target: string, reached: boolean): Severity {
  if (secretOf(target)) return 'high';
  const home = NAMED_HOME.exec(target)?.[1];
  const personal = home !== undefined && !SHARED_HOMES.has(home);
  const loaded = reached || AGENT_PLACE.test(path);
  if (personal) return loaded ? 'medium' : 'low';
  return loaded ? 'high' : 'low';
}

/** Links that leave the scanned root or loop: never followed, always reported. */
export default defineRule(
  'symlink-escape',
  async (ctx) => {
    for (const b of ctx.model.blindspots()) {
      if (b.kind !== 'symlink-outside' && b.kind !== 'symlink-loop' && b.kind !== 'symlink-broken') continue;
      const mirror =
        b.kind === 'symlink-outside' && b.target ? mirroredInside(ctx.model, b.target) : undefined;
      const outside =
        b.kind === 'symlink-outside' && !mirror && b.target
          ? outsideGrade(b.path, b.target, await reached(ctx.model, b.path))
          : 'high';
      await reportReached(ctx, {
        owners: true,
        message: mirror
          ? `symlink ${b.path} ${b.detail}, the author's own checkout of ${mirror} in this repository: it dangles on every other machine, so what it should load is missing there (link to ${mirror} with a relative path); it was not read`
          : b.kind === 'symlink-outside' && outside !== 'high'
            ? `symlink ${b.path} ${b.detail}: ${NAMED_HOME.test(b.target ?? '') ? "a link into one person's home folder, which dangles on every other machine" : 'no entry point reaches it and no agent runtime loads its path'}; it was not read`
            : b.kind === 'symlink-outside'
              ? `symlink ${b.path} ${b.detail}: a runtime follows it and loads content nobody reviews in this repository; it was not read`
              : b.kind === 'symlink-loop'
                ? `symlink ${b.path} ${b.detail}; it was not followed`
                : `symlink ${b.path} ${b.detail}: whatever a runtime expects there is missing`,
        path: b.path,
        severity: mirror
          ? 'medium'
          : b.kind === 'symlink-outside'
            ? outside
            : b.kind === 'symlink-loop'
              ? 'medium'
              : 'low',
        fingerprintKey: b.kind,
      });
    }
  },
  'post',
);

/** Whether some entry point's closure, or a skill folder, holds `path`. */
async function reached(model: ScanModel, path: string): Promise<boolean> {
  const graph = await model.graph();
  for (const _ of graph.reachers(path)) return true;
  return model.skills.some(
    (doc) =>
      doc.kind === 'skill' && doc.paths.some((p) => path.startsWith(p.slice(0, p.lastIndexOf('/') + 1))),
  );
}
