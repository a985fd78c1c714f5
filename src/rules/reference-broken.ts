import { basename, dirname, isWithin } from '../analysis/repo-paths.js';
import type { Edge } from '../model/graph.js';
import { defineRule, type RuleContext } from './types.js';

/**
 * References a runtime cannot follow, or should not: targets that do not exist, paths that leave the
 * repository (absolute, `~`, `../` past the root: never read), paths that leave the skill's own folder
 * (they break as soon as the skill is installed on its own), backslash separators, and remote content
 * (info, one finding per file: a URL is not broken, but what it serves was never reviewed here).
 */

const FOLLOWED_KINDS = new Set<Edge['kind']>(['markdown-link', 'image', 'at-import', 'script-source']);

export default defineRule('reference-broken', async (ctx) => {
  const graph = await ctx.model.graph();
  const files = ctx.model.files;
  const reached = new Set<string>();
  for (const e of graph.entries) for (const p of graph.closure(e).keys()) reached.add(p);
  const skillDirs = new Set(ctx.model.skills.filter((s) => s.kind === 'skill').map((s) => s.dir));
  const pluginRoots = new Set(ctx.model.plugins.map((p) => p.root));
  // The deepest folder of `dirs` that contains `path`: walk up the path's own folders (linear in its
  // depth) instead of testing every skill folder for every file (quadratic in the skill count).
  const ownerDir = (path: string, dirs: Set<string>) => {
    for (let d = dirname(path); ; d = dirname(d)) {
      if (dirs.has(d)) return d;
      if (d === '') return undefined;
    }
  };

  const remoteByFile: Array<{ path: string; edges: Edge[] }> = [];
  for (const path of [...reached].sort()) {
    const edges = graph.edgesFrom(path).filter((e) => e.from === path && e.kind !== 'skill-folder');
    const remote: Edge[] = [];
    for (const e of edges) {
      const location = { path, ...(e.region ? { region: e.region } : {}) };
      const shown = e.raw.length > 200 ? `${e.raw.slice(0, 200)}…` : e.raw;
      if (e.status === 'remote') {
        remote.push(e);
        continue;
      }
      if (e.status === 'missing') {
        if (e.kind === 'skill-name') {
          ctx.report({
            location,
            message: `references skill "${shown}", which does not exist in this repository: the runtime has no such skill to load`,
            fingerprintKey: `missing-skill:${e.raw}`,
          });
          continue;
        }
        ctx.report({
          location,
          message: `${describe(e)} \`${shown}\` does not exist${hintFor(e, files)}: an agent following it finds nothing`,
          fingerprintKey: `missing:${e.raw}`,
        });
        continue;
      }
      if (e.status === 'outside-root') {
        const absolute = /^(?:\/|~|[a-zA-Z]:[\\/]|file:)/.test(e.raw);
        ctx.report({
          location,
          message: absolute
            ? `${describe(e)} \`${shown}\` is an absolute path: on another machine it is missing, or it loads a file nobody reviewed in this repository; skillscan did not read it`
            : `${describe(e)} \`${shown}\` climbs out of the repository: it loads a file nobody reviewed here; skillscan did not read it`,
          fingerprintKey: `outside:${e.raw}`,
        });
        continue;
      }
      if (e.to === undefined) continue;
      if (/\\/.test(e.raw) && !/^[a-zA-Z][\w+.-]*:/.test(e.raw)) {
        ctx.report({
          location,
          severity: 'low',
          message: `${describe(e)} \`${shown}\` uses backslash separators: it resolves on Windows only`,
          fingerprintKey: `backslash:${e.raw}`,
        });
      }
      // Leaving the skill's own folder: fine inside this repository, broken once the skill is installed alone.
      const own = ownerDir(path, skillDirs);
      if (own === undefined || !FOLLOWED_KINDS.has(e.kind) || isWithin(e.to, own)) continue;
      const plugin = ownerDir(path, pluginRoots);
      if (plugin !== undefined && isWithin(e.to, plugin)) continue; // a plugin installs as a whole
      ctx.report({
        location,
        severity: 'low',
        message: `${describe(e)} \`${shown}\` leaves the skill folder ${basename(own)}/: it resolves in this repository but is missing wherever the skill is installed on its own`,
        fingerprintKey: `leaves-skill:${e.raw}`,
      });
    }
    if (remote.length > 0) remoteByFile.push({ path, edges: remote });
  }
  reportRemote(ctx, remoteByFile);
});

/**
 * Remote references are a catalog fact (docs/taxonomy.md): one finding for the repository, with every
 * file that has them as a related location, not one finding per file.
 */
function reportRemote(ctx: RuleContext, byFile: Array<{ path: string; edges: Edge[] }>): void {
  if (byFile.length === 0) return;
  const all = byFile.flatMap((f) => f.edges);
  const counts = new Map<string, number>();
  for (const e of all) counts.set(hostOf(e.raw), (counts.get(hostOf(e.raw)) ?? 0) + 1);
  const hosts = [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([h]) => h);
  const first = byFile[0]!;
  const firstEdge = first.edges[0]!;
  ctx.report({
    location: { path: first.path, ...(firstEdge.region ? { region: firstEdge.region } : {}) },
    severity: 'info',
    confidence: 'high',
    message: `${all.length} remote reference${all.length === 1 ? '' : 's'} in ${byFile.length} file${byFile.length === 1 ? '' : 's'} (${hosts.slice(0, 6).join(', ')}${hosts.length > 6 ? `, and ${hosts.length - 6} more hosts` : ''}): content an agent may fetch that was never reviewed in this repository and can change at any time; skillscan does not fetch it`,
    related: byFile.slice(1).map((f) => ({
      path: f.path,
      ...(f.edges[0]!.region ? { region: f.edges[0]!.region } : {}),
      message: `${f.edges.length} remote reference${f.edges.length === 1 ? '' : 's'} (${[...new Set(f.edges.map((e) => hostOf(e.raw)))].slice(0, 3).join(', ')})`,
    })),
    fingerprintKey: 'remote-references',
  });
}

function describe(e: Edge): string {
  switch (e.kind) {
    case 'markdown-link':
    case 'autolink':
      return 'link to';
    case 'image':
      return 'image';
    case 'at-import':
      return '@import of';
    case 'script-source':
      return 'script include of';
    case 'hook-command':
      return 'hook command path';
    case 'dynamic-context':
      return 'dynamic-context command path';
    case 'tool-config':
      return 'configuration a command runs';
    default:
      return 'reference to';
  }
}

/** Close matches that explain a miss: a different case, a missing `.md`, `reference/` vs `references/`. */
function hintFor(
  e: Edge,
  files: { has(p: string): boolean; filesUnder(d: string): Array<{ path: string }> },
): string {
  const target = e.raw.replace(/[#?].*$/, '');
  const base = dirname(e.from);
  const joined = base === '' ? target : `${base}/${target}`.replace(/\/\.\//g, '/');
  if (!/\.[a-z0-9]+$/i.test(target) && files.has(`${joined}.md`))
    return ` (but \`${target}.md\` does — the extension is missing)`;
  const lower = joined.toLowerCase();
  const dir = dirname(joined);
  for (const f of files.filesUnder(dir === '' ? '' : dir)) {
    if (f.path.toLowerCase() === lower)
      return ` (\`${basename(f.path)}\` differs only in case: found on macOS and Windows, missing on Linux)`;
  }
  return '';
}

function hostOf(url: string): string {
  const m = /^[a-zA-Z][\w+.-]*:\/\/([^/?#\s]{1,253})/.exec(url);
  return (m?.[1] ?? url.split(':')[0] ?? url).toLowerCase();
}
