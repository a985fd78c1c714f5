/**
 * Where a package source points: the official registries and their mirrors (quiet), local and
 * placeholder hosts, raw IPs and everything else. Shared by supply-chain-redirect, authority-claim,
 * markdown-image-exfil and asked sends.
 */

/** Hosts that are the registries themselves or their documented mirrors: redirecting to them is not a redirect. */
const OFFICIAL_HOSTS = [
  'registry.npmjs.org',
  'registry.npmjs.com',
  'registry.yarnpkg.com',
  'pypi.org',
  'pypi.python.org',
  'files.pythonhosted.org',
  'proxy.golang.org',
  'sum.golang.org',
  'download.pytorch.org',
  'crates.io',
  'index.crates.io',
  'rubygems.org',
  'repo.maven.apache.org',
  'repo1.maven.org',
  'api.nuget.org',
  'jsr.io',
  'npm.jsr.io',
  'conda.anaconda.org',
];

const LOCAL_HOST = /^(?:localhost|127\.\d+\.\d+\.\d+|0\.0\.0\.0|\[::1\]|host\.docker\.internal)$/i;
const PLACEHOLDER_HOST =
  /(?:^|\.)(?:example\.(?:com|org|net)|example|test|invalid|localhost|your-?[a-z-]*|my-?[a-z-]*|internal|corp|company|mycompany|acme)(?:\.[a-z]+)?$/i;

export type HostClass = 'official' | 'local' | 'placeholder' | 'raw-ip' | 'other';

export function hostOf(url: string): string | undefined {
  const m = /^[a-z][a-z0-9+.-]{0,20}:\/\/(?:[^@/\s]{0,200}@)?(\[[0-9a-f:]{2,45}\]|[^/:?#\s]{1,253})/i.exec(
    url,
  );
  return m?.[1]?.toLowerCase();
}

export function classifyHost(host: string | undefined): HostClass {
  if (!host) return 'other';
  if (host.includes('$') || host.includes('{') || host.includes('<')) return 'placeholder';
  if (LOCAL_HOST.test(host)) return 'local';
  if (OFFICIAL_HOSTS.some((h) => host === h || host.endsWith(`.${h}`))) return 'official';
  if (/^\d{1,3}(?:\.\d{1,3}){3}$/.test(host)) return 'raw-ip';
  if (PLACEHOLDER_HOST.test(host)) return 'placeholder';
  return 'other';
}

/** Keywords of a GOPROXY list that name no host: fetch from the origin, or fail. */
const NO_HOST = /^(?:direct|off)$/i;
const RANK: Record<HostClass, number> = { official: 0, local: 1, placeholder: 2, other: 3, 'raw-ip': 4 };

/**
 * Where a redirect sends installs. A GOPROXY value is a list (`https://proxy.golang.org,direct`, `|`
 * between entries that fall through on any error): each entry is judged and the least trusted one
 * counts; `direct` and `off` name no index. A list of official mirrors and keywords is no redirect.
 */
export function redirectTarget(target: string): { host?: string; hostClass: HostClass } {
  const entries = target.split(/[,|]/).slice(0, 8);
  let worst: { host?: string; hostClass: HostClass } = { hostClass: 'official' };
  for (const entry of entries) {
    if (NO_HOST.test(entry.trim())) continue;
    const host = hostOf(entry);
    const hostClass: HostClass = host
      ? classifyHost(host)
      : entry.includes('$') || entry.includes('<')
        ? 'placeholder'
        : 'other';
    if (RANK[hostClass] >= RANK[worst.hostClass]) worst = host ? { host, hostClass } : { hostClass };
  }
  return worst;
}
