/**
 * Where a package source points: the official registries and their mirrors (quiet), local and
 * placeholder hosts, raw IPs and everything else. Shared by supply-chain-redirect, authority-claim,
 * markdown-image-exfil and asked sends.
 */

/** Hosts that are the registries themselves or their documented mirrors: redirecting to them is not a redirect. */
export const OFFICIAL_HOSTS = [
  'registry.npmjs.org',
  'registry.npmjs.com',
  'registry.yarnpkg.com',
  'pypi.org',
  'pypi.python.org',
  'files.pythonhosted.org',
  'proxy.golang.org',
  'sum.golang.org',
  'download.pytorch.org',
  // NVIDIA's index for its CUDA builds (RAPIDS' documented `--extra-index-url=https://pypi.nvidia.com`), as
  // download.pytorch.org is PyTorch's: a vendor's own packages from the vendor.
  'pypi.nvidia.com',
  'crates.io',
  'index.crates.io',
  'rubygems.org',
  'repo.maven.apache.org',
  'repo1.maven.org',
  // Google's Maven repository and the Gradle plugin portal, which Kotlin and Gradle scripts name beside Central.
  'maven.google.com',
  'dl.google.com',
  'plugins.gradle.org',
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

/**
 * Hosted private-registry services, each with where its URL names the tenant that owns the index: a
 * path segment (Artifact Registry's project, an Azure DevOps organisation, a Gemfury account) or the
 * first host label (a JFrog instance, a CodeArtifact domain). The pattern runs on the URL without its
 * scheme and credentials; group 1 is the tenant as written (case kept: `PROJECT_ID` in capitals is a slot).
 */
const PRIVATE_REGISTRY_SERVICES: readonly RegExp[] = [
  /^[a-z0-9-]{1,60}\.pkg\.dev\/([^/?#\s]{1,100})/i, // Google Artifact Registry: <region>-python.pkg.dev/<project>/<repo>
  /^(?:npm|maven|nuget|rubygems)\.pkg\.github\.com\/([^/?#\s]{1,100})/i, // GitHub Packages: /<owner>
  /^pkgs\.dev\.azure\.com\/([^/?#\s]{1,100})/i, // Azure Artifacts: /<organisation>/…/_packaging/<feed>
  /^([^./?#\s]{1,100})\.pkgs\.visualstudio\.com\//i, // Azure Artifacts, older host names
  /^([^./?#\s]{1,100})\.d\.codeartifact\.[a-z0-9-]{1,30}\.amazonaws\.com\//i, // AWS CodeArtifact: <domain>-<account>
  /^([^./?#\s]{1,100})\.jfrog\.io\//i, // JFrog Cloud: <instance>.jfrog.io
  /^(?:pypi|npm|npm-proxy|repo|gem|push)\.fury\.io\/([^/?#\s]{1,100})/i, // Gemfury: /<account>
  /^dl\.cloudsmith\.io\/[^/?#\s]{1,100}\/([^/?#\s]{1,100})\//i, // Cloudsmith: /<basic|public|token>/<org>/<repo>
  /^npm\.cloudsmith\.io\/([^/?#\s]{1,100})\//i,
  /^gitlab\.com\/api\/v4\/(?:projects|groups)\/([^/?#\s]{1,100})\/(?:-\/)?packages\//i, // GitLab package registry
];

/**
 * A tenant a how-to leaves for the reader: a template slot (`<org>`, `{project}`, `$PROJECT`), a
 * `my-`/`your-` name, the documentation names (`example`, `acme`, `contoso`, AWS's `123456789012`), a bare
 * role word (`project`, `org-name`), or a name in capitals with an underscore (`PROJECT_ID`). Unlike a
 * placeholder host (`classifyHost`), such a name can be held on the service, so it only lowers one command.
 */
const TENANT_SLOT =
  /^(?:<[^<>]{1,60}>|\{\{?[^{}]{1,60}\}?\}|\$\{?\w{1,60}\}?|%\w{1,60}%|[A-Z][A-Z0-9]{0,30}(?:_[A-Z0-9]{1,30}){1,5})$/;
const TENANT_WORD =
  /^(?:(?:your|my)(?:[-_][\w-]{0,60}|(?:org|organi[sz]ation|company|corp|team|project|repo|registry|feed|account|user|domain|name)[\w-]{0,40})|(?:example|acme|contoso|fabrikam)(?:[-_][\w-]{0,40})?|[\w-]{1,40}[-_]example|(?:org|organi[sz]ation|owner|project|repo|feed|tenant|account|company|namespace|domain)(?:[-_]?(?:name|id))?|x{3,40}|123456789012|111122223333)$/i;

/**
 * The placeholder tenant of a URL on a hosted private-registry service (`my-project` in
 * `https://us-central1-python.pkg.dev/my-project/my-repo/simple/`), or undefined: any other host, however
 * its name reads (`my-repo.pkgs-relay.net` is whoever registered it), or a tenant that names someone.
 */
export function placeholderTenant(url: string): string | undefined {
  const rest = url.replace(/^[a-z][a-z0-9+.-]{0,20}:\/\/(?:[^@/\s]{0,200}@)?/i, '');
  for (const re of PRIVATE_REGISTRY_SERVICES) {
    const tenant = re.exec(rest)?.[1];
    if (tenant === undefined) continue;
    const name = (() => {
      try {
        return decodeURIComponent(tenant);
      } catch {
        return tenant;
      }
    })();
    return TENANT_SLOT.test(name) || TENANT_WORD.test(name) ? name : undefined;
  }
  return undefined;
}
