import { LOCKFILES_OF, lockfileHosts } from '../../analysis/lockfile-hosts.js';
import type { Location } from '../../findings.js';
import type { RuleContext } from '../types.js';
import { classifyHost, OFFICIAL_HOSTS } from './package-hosts.js';
import { findPackageSources } from './package-sources.js';
import { reachableFiles, reportReached } from './reach.js';

/**
 * Lockfiles that download packages from another host than the registry (src/analysis/lockfile-hosts.ts):
 * `npm ci`, `yarn install --frozen-lockfile`, `cargo build --locked`, `uv sync` fetch every recorded URL as
 * written and check it against a hash recorded beside it by the same author, so a `resolved` URL on a
 * look-alike host (`registry.npmjs-mirror.org`) installs that host's tarball — and runs its install scripts
 * and bins. Read beside every manifest an entry point's command reaches (package.json, Cargo.toml,
 * pyproject.toml): **high**. Quiet: the registries and their file hosts, this machine and placeholders,
 * the public forges (a git dependency the manifest itself declares: reported as a git install where it is
 * written), and a host the same repository configures as its registry (`.npmrc`, `.yarnrc.yml`,
 * `bunfig.toml`, pip/uv/Poetry indexes, `.cargo/config.toml`), which is judged where it is configured.
 */

const FORGE_HOSTS = new Set([
  'github.com',
  'codeload.github.com',
  'gitlab.com',
  'bitbucket.org',
  'codeberg.org',
]);
const CONFIG_NAMES = [
  '.npmrc',
  '.yarnrc.yml',
  '.yarnrc',
  'bunfig.toml',
  'pyproject.toml',
  'uv.toml',
  'pip.conf',
  'poetry.toml',
  'config.toml',
];
const MAX_CONFIGS = 200;

/** Hosts the repository's own package-manager configuration names as a registry or index. */
async function configuredHosts(ctx: RuleContext): Promise<Set<string>> {
  const out = new Set<string>();
  for (const name of CONFIG_NAMES)
    for (const f of ctx.model.files.names.withName(name).slice(0, MAX_CONFIGS)) {
      if (name === 'config.toml' && !f.path.endsWith('.cargo/config.toml')) continue;
      const text = (await ctx.model.files.text(f.path))?.text;
      if (!text) continue;
      for (const h of findPackageSources(text)) if (h.kind === 'registry-redirect' && h.host) out.add(h.host);
    }
  return out;
}

/** A host whose name borrows a registry's (`registry.npmjs-mirror.org`, `pypi-files.org`): a look-alike. */
function imitated(host: string): string | undefined {
  const words = ['npmjs', 'yarnpkg', 'pypi', 'pythonhosted', 'crates', 'rubygems', 'nuget'];
  const word = words.find((w) => host.includes(w));
  return word ? OFFICIAL_HOSTS.find((h) => h.includes(word)) : undefined;
}

export async function reportLockfileSources(ctx: RuleContext): Promise<void> {
  let configured: Set<string> | undefined;
  const graph = await ctx.model.graph();
  for (const path of await reachableFiles(ctx)) {
    const slash = path.lastIndexOf('/');
    const locks = LOCKFILES_OF[path.slice(slash + 1)];
    if (!locks) continue;
    for (const lock of locks) {
      const lockPath = `${path.slice(0, slash + 1)}${lock}`;
      const file = await ctx.model.files.text(lockPath);
      if (!file) continue;
      for (const h of lockfileHosts(lock, file.text)) {
        const cls = classifyHost(h.host);
        if (cls === 'official' || cls === 'local' || cls === 'placeholder' || FORGE_HOSTS.has(h.host))
          continue;
        configured ??= await configuredHosts(ctx);
        if (configured.has(h.host)) continue;
        const like = imitated(h.host);
        const related: Location[] = [{ path, message: 'the manifest whose install reads this lockfile' }];
        for (const r of graph.reachers(path))
          if (!related.some((x) => x.path === r.entry))
            related.push({ path: r.entry, message: 'entry point a user installs' });
        await reportReached(ctx, {
          path: lockPath,
          region: file.lines.region(h.start, h.end),
          severity: 'high',
          message: `${lock} downloads ${h.count === 1 ? 'a package' : `${h.count} packages`} from ${h.host}${like ? `, a name that imitates ${like},` : ''} instead of the registry (first: ${h.url.slice(0, 120)}): an install from the lockfile fetches each URL as written and checks it only against the hash written beside it`,
          related,
          fingerprintKey: `lockfile|${lock}|${h.host}`,
        });
      }
    }
  }
}
