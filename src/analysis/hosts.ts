import { untranslatedHost } from './credential-issuers.js';
import type { Endpoint, HostClass, Taint, Value } from './facts.js';
import { isMetadataHost } from './metadata-hosts.js';
import { SECRET_ENV_NAME } from './paths.js';

/**
 * The one host classification every analyzer and rule uses (docs/facts.md). Matching is on the exact
 * host (and a path prefix for installers), never on a substring of the URL: `sh.rustup.rs.evil.net` is
 * `other`, not a vendor installer.
 */

/**
 * The host of a URL or `host/path` string, lower-cased, without credentials or port. A command
 * substitution is one piece of the name however many words it holds (`$(azd env get-value NAME).x.net`):
 * the shell pastes its output there. The alternatives never match at the same place (a closed `$(…)`,
 * a `$` that starts none, anything else), so the repetition has one way to match a name.
 */
export function hostOf(url: string): string {
  // An IPv6 address written without brackets (`http.client.HTTPConnection("fd00:ec2::254")` joined into a
  // URL): read whole, bracketed, not cut at its first colon as a port.
  const v6 = /^(?:[a-z][a-z0-9+.-]{0,31}:\/\/)?((?:[0-9a-f]{0,4}:){2,7}[0-9a-f]{0,4})(?=[/?#]|$)/i.exec(url);
  if (v6 && /::|(?:[0-9a-f]{1,4}:){3}/i.test(v6[1]!)) return `[${v6[1]!.toLowerCase()}]`;
  const m =
    /^(?:[a-z][a-z0-9+.-]{0,31}:\/\/)?(?:[^@/\s]{0,256}@)?(\[[^\]]{0,64}\]|(?:\$\([^()\n]{1,200}\)|\$(?!\([^()\n]{1,200}\))|[^/:?#\s$]){1,256})/i.exec(
      url,
    );
  return (m?.[1] ?? '').toLowerCase().replace(/\.$/, '');
}

/** Path of a URL (after the host), for installer prefixes; lower-cased. */
function pathOf(url: string): string {
  const m = /^(?:[a-z][a-z0-9+.-]{0,31}:\/\/)?[^/?#\s]{0,512}(\/[^?#\s]{0,2048})?/i.exec(url);
  return (m?.[1] ?? '/').toLowerCase();
}

const LOCAL =
  /^(?:localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\]|::1|host\.docker\.internal|[\w-]{1,63}\.localhost)$/;

/** RFC 2606 / RFC 6761 names and RFC 5737 / RFC 3849 documentation addresses. */
const RESERVED =
  /^(?:(?:[\w-]{1,63}\.){0,8}example(?:\.(?:com|org|net))?|(?:[\w-]{1,63}\.){0,8}(?:test|invalid|example)|192\.0\.2\.\d{1,3}|198\.51\.100\.\d{1,3}|203\.0\.113\.\d{1,3}|\[?2001:db8:[0-9a-f:]{0,40}\]?)$/;

/**
 * The stock villain hosts of security write-ups (`evil.com`, `attacker.com`, `malicious.example`): documents
 * that teach attacks use them the way RFC 2606 names are used. Treating them as placeholders lowers shown
 * code only; code that runs where it sits (hooks, scripts, instructed steps) keeps its severity.
 */
const STOCK_VILLAIN =
  /^(?:[\w-]{1,63}\.){0,4}(?:evil|attacker|malicious|badguy|hacker)(?:[-_]?(?:site|server|domain|host|controlled|corp))?\.(?:com|net|org)$/;

/**
 * Template slots a document leaves for the reader: `<host>`, `{server}`, `your-domain.com`, `xxx.com`, an
 * elided `…/x` or `.../x` (`hostOf` keeps two of the three dots), and a name the user's own configuration
 * fills when the command runs (`${FUNC_APP}.x.net`, `$(azd env get-value NAME).x.net`). A substitution
 * that carries local data into the name is the analyzer's to class by the domain after it (DNS exfiltration).
 */
const TEMPLATE = /[<>{}[\]]|\$\(|^\.\.|\u2026|(?:^|\.)your[-_]?[\w-]{0,60}\.|^your[-_]|^x{3,}\./;

const RAW_IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
/**
 * An address with an octet left for the reader (`10.10.14.x`, `192.168.1.xxx`): a write-up's "your VPN
 * address here", which no resolver or router reads as a host.
 */
const ADDRESS_SLOT = /^(?:(?:\d{1,3}|x{1,3})\.){3}(?:\d{1,3}|x{1,3})$/;
const addressSlot = (host: string): boolean => host.includes('x') && ADDRESS_SLOT.test(host);
const RAW_IPV6 = /^\[[0-9a-f:]{2,40}\]$/;

const METADATA = /^(?:169\.254\.169\.254|metadata\.google\.internal|100\.100\.100\.200|\[fd00:ec2::254\])$/;

/** Hosts that exist to receive data or serve throwaway content: webhooks, pastes, drops, tunnels, OAST. */
const EXFIL_SERVICE =
  /(?:^|\.)(?:discord(?:app)?\.com|webhook\.site|requestbin\.(?:com|net)|pipedream\.net|ngrok(?:-free)?\.(?:io|app|dev)|ngrok\.io|trycloudflare\.com|loca\.lt|serveo\.net|api\.telegram\.org|hooks\.slack\.com|pastebin\.com|paste\.ee|hastebin\.com|ghostbin\.\w+|rentry\.co|transfer\.sh|0x0\.st|file\.io|tmpfiles\.org|termbin\.com|interact\.sh|oast\.(?:fun|me|live|site|online|pro)|burpcollaborator\.net|canarytokens\.com|beeceptor\.com|hookbin\.com|mockbin\.org|ipinfo\.io|ifconfig\.me)$/;

/**
 * Exfil-service hosts that relay a message rather than capture a request: their owner never sees the
 * token a call authenticates with, only the text or file it carries (src/rules/support/flows.ts).
 */
const MESSAGE_RELAY = /(?:^|\.)(?:api\.telegram\.org|discord(?:app)?\.com|hooks\.slack\.com)$/;

export function isMessageRelay(host: string | undefined): boolean {
  return host !== undefined && MESSAGE_RELAY.test(host);
}

/** Package registries and source hosts: an install from here is the ordinary path. */
const REGISTRY =
  /^(?:registry\.npmjs\.org|registry\.yarnpkg\.com|www\.npmjs\.com|npmjs\.com|pypi\.org|files\.pythonhosted\.org|upload\.pypi\.org|rubygems\.org|crates\.io|static\.crates\.io|proxy\.golang\.org|pkg\.go\.dev|repo1\.maven\.org|repo\.maven\.apache\.org|api\.nuget\.org|www\.nuget\.org|github\.com|api\.github\.com|codeload\.github\.com|objects\.githubusercontent\.com|gitlab\.com|bitbucket\.org|hub\.docker\.com|registry-1\.docker\.io|ghcr\.io|jsr\.io|deno\.land|formulae\.brew\.sh|(?:channels\.|releases\.)?nixos\.org)$/;

/**
 * Vendors' documented installers: host plus path prefix. `curl … | sh` from these is what the vendor
 * tells users to run; rules show it at reduced severity, and `rules.<id>.options.trustedInstallers`
 * extends the list (configuration, not code).
 */
export const VENDOR_INSTALLERS: readonly string[] = [
  'sh.rustup.rs/',
  'static.rust-lang.org/',
  'astral.sh/',
  'bun.sh/install',
  // Bun's release notes since 1.4 give `curl -fsSL https://bun.com/install | bash` (and `irm bun.com/install.ps1`).
  'bun.com/install',
  'deno.land/install',
  'deno.land/x/install/',
  'get.pnpm.io/',
  'install.python-poetry.org/',
  'raw.githubusercontent.com/homebrew/install/',
  'get.docker.com/',
  'cli.github.com/',
  'claude.ai/install',
  'get.volta.sh/',
  'fly.io/install',
  'sdk.cloud.google.com/',
  'aka.ms/install-azd',
  'aka.ms/installazurecli',
  // Microsoft's .NET install scripts (learn.microsoft.com/dotnet/core/tools/dotnet-install-script) and
  // its perfcollect tracing script (learn.microsoft.com/dotnet/core/diagnostics/trace-perfcollect-lttng).
  'dot.net/v1/dotnet-install.',
  'builds.dotnet.microsoft.com/dotnet/scripts/',
  'aka.ms/perfcollect',
  // Nextflow's documented installer (nextflow.io/docs/latest/install.html).
  'get.nextflow.io/',
  'raw.githubusercontent.com/nvm-sh/nvm/',
  'aspire.dev/install',
  'run.linkerd.io/install',
  'fluxcd.io/install.sh',
  'get.helm.sh/',
  'raw.githubusercontent.com/helm/helm/',
  'install.determinate.systems/',
  'nixos.org/nix/install',
  'get.sdkman.io/',
  'opencode.ai/install',
  'cursor.com/install',
  'supabase.com/install',
  'vercel.com/install',
  'mise.run/',
  'mise.jdx.dev/install.sh',
  'wasmtime.dev/install.sh',
  'goreleaser.com/static/run',
  'taskfile.dev/install.sh',
  'deb.nodesource.com/setup_',
  'rpm.nodesource.com/setup_',
  'bootstrap.pypa.io/get-pip.py',
  'apt.llvm.org/llvm.sh',
  'raw.githubusercontent.com/golangci/golangci-lint/',
  'raw.githubusercontent.com/infracost/infracost/',
  'raw.githubusercontent.com/terraform-linters/tflint/',
  'raw.githubusercontent.com/nektos/act/',
  // A brand top-level domain: only Google registers names under .google.
  'antigravity.google/cli/install.sh',
  // fnm's documented installer (github.com/Schniz/fnm#installation) and Foundry's foundryup installer
  // (book.getfoundry.sh/getting-started/installation): the whole host serves it.
  'fnm.vercel.app/install',
  'foundry.paradigm.xyz/',
  // Each project's own install page gives the one-liner: D2 (d2lang.com/tour/install), Atuin
  // (docs.atuin.sh), Ollama (ollama.com/download/linux), just (just.systems/man), Chocolatey
  // (chocolatey.org/install), Scoop (scoop.sh), PowerShell on Linux (Microsoft's aka.ms link to the
  // PowerShell repository's install-powershell.sh), Tailscale (tailscale.com/download/linux), k3s
  // (docs.k3s.io), Starship (starship.rs), Oh My Zsh (ohmyz.sh), pyenv (pyenv.run), juliaup for
  // Julia (julialang.org/downloads), Pulumi (pulumi.com/docs/install), pixi (pixi.sh), DuckDB
  // (duckdb.org/docs/installation), rclone (rclone.org/install), Dagger (docs.dagger.io/install).
  'd2lang.com/install.sh',
  'setup.atuin.sh/',
  'ollama.com/install.sh',
  'just.systems/install.sh',
  'community.chocolatey.org/install.ps1',
  'chocolatey.org/install.ps1',
  'get.scoop.sh/',
  'aka.ms/install-powershell.sh',
  'tailscale.com/install.sh',
  'get.k3s.io/',
  'starship.rs/install.sh',
  'install.ohmyz.sh/',
  'raw.githubusercontent.com/ohmyzsh/ohmyzsh/master/tools/install.sh',
  'pyenv.run/',
  'install.julialang.org/',
  'get.pulumi.com/',
  'pixi.sh/install.sh',
  'install.duckdb.org/',
  'rclone.org/install.sh',
  'dl.dagger.io/dagger/install.sh',
  // fzf's README: clone junegunn/fzf and run its install script (a prefix inside one account).
  'github.com/junegunn/fzf',
  // Elastic's start-local (elastic.co/start-local, its documented local stack) and Google's ADC setup script
  // in its public samples bucket (the Agent Platform docs' "automated script").
  'elastic.co/start-local',
  'storage.googleapis.com/cloud-samples-data/adc/setup_adc.sh',
  // JFrog CLI's documented installer (docs.jfrog.com: `curl -fL https://install-cli.jfrog.io | sh`).
  'install-cli.jfrog.io',
  // Railway's CLI README and npm page: `bash <(curl -fsSL cli.new)` (also its uninstaller, `-r`) and
  // `bash <(curl -fsSL railway.com/install.sh)`.
  'cli.new/',
  'railway.com/install.sh',
];

/**
 * Installers whose path names the project they set up: Cloudsmith generates one repository-setup script per
 * hosted repository (`dl.cloudsmith.io/public/<org>/<repo>/setup.deb.sh`, the older `cfg/setup/bash.deb.sh`);
 * Cloudsmith writes the script, the project only names it. Only that script: any other file under the same
 * prefix is something the project uploaded (a raw package), classed like any host. Packagecloud does the same
 * (`packagecloud.io/install/repositories/<owner>/<repo>/script.deb.sh`, the setup git-lfs documents).
 */
const VENDOR_INSTALLER_PATHS: readonly RegExp[] = [
  /^dl\.cloudsmith\.io\/public\/[\w.-]{1,100}\/[\w.-]{1,100}\/(?:setup|cfg\/setup\/bash)\.(?:deb|rpm|alpine)\.sh$/,
  /^packagecloud\.io\/install\/repositories\/[\w.-]{1,100}\/[\w.-]{1,100}\/script\.(?:deb|rpm|python|node|gem)\.sh$/,
];

function isInstaller(host: string, path: string, trusted: readonly string[]): boolean {
  const hp = `${host}${path}`;
  if (VENDOR_INSTALLER_PATHS.some((re) => re.test(hp))) return true;
  return trusted.some((t) => {
    const slash = t.indexOf('/');
    const tHost = (slash < 0 ? t : t.slice(0, slash)).toLowerCase();
    const tPath = slash < 0 ? '/' : t.slice(slash).toLowerCase();
    return host === tHost && (tPath === '/' || hp.startsWith(`${tHost}${tPath}`));
  });
}

export interface ClassifyOptions {
  /** Extra installer prefixes (`host/path`) from configuration. */
  trustedInstallers?: readonly string[];
}

/**
 * A repository named by a template (`${GITHUB_ORG}/${REPO_NAME}`, `<your-user>/<repo>`, `YOUR_ORG`,
 * `github.com/your-org/your-app.git`) or by the stock words documentation uses for "yours"
 * (`github.com/owner/repo`, `user/repository`): the reader's own project, not a third party's code.
 */
const TEMPLATE_REPO =
  /\$\{|\{\{|<[^<>]{1,40}>|\byour[-_]|\bYOUR_|^\/?(?:owner|user|username|org|organization|account)\/(?:repo|repository|project|repo-name)(?:\.git)?\/?$/i;

/** Whether a clone or download URL names the reader's own repository by a template (TEMPLATE_REPO). */
export function templateRepository(url: string): boolean {
  const repo = url
    .trim()
    .replace(/^[a-z][\w+.-]{0,20}:\/\/[^/]{0,256}/i, '')
    .replace(/^[\w.-]{1,64}@[\w.-]{1,256}:/, '');
  return classifyHost(url) !== 'local' && TEMPLATE_REPO.test(repo);
}

/** Classifies a URL or host. Anything not recognisable as a host (a variable, `$URL`) is `unknown`. */
export function classifyHost(urlOrHost: string, opts: ClassifyOptions = {}): HostClass {
  const raw = urlOrHost.trim();
  if (raw === '' || /^\$|^%[\w]+%$/.test(raw)) return 'unknown';
  const host = hostOf(raw);
  if (host === '') return 'unknown';
  // Before the template test, which takes IPv6's brackets for a slot: the metadata service in any spelling.
  if (isMetadataHost(host)) return 'metadata';
  if (TEMPLATE.test(host)) return 'placeholder';
  if (/\$/.test(host)) return 'unknown';
  if (LOCAL.test(host)) return 'local';
  if (RESERVED.test(host) || STOCK_VILLAIN.test(host) || addressSlot(host)) return 'placeholder';
  if (METADATA.test(host)) return 'metadata';
  if (RAW_IPV4.test(host) || RAW_IPV6.test(host)) return isPrivateIp(host) ? 'local' : 'raw-ip';
  if (!/\./.test(host)) return dotlessPlaceholder(raw, host) ? 'placeholder' : 'unknown';
  // A URL a translating pipeline rewrote into a phrase (`https://api.相关技术文档`) names no host: like a slot.
  if (untranslatedHost(host)) return 'placeholder';
  if (EXFIL_SERVICE.test(host)) return 'exfil-service';
  const trusted = opts.trustedInstallers
    ? [...VENDOR_INSTALLERS, ...opts.trustedInstallers]
    : VENDOR_INSTALLERS;
  if (isInstaller(host, pathOf(raw), trusted)) return 'vendor-installer';
  if (REGISTRY.test(host)) return 'registry';
  return 'other';
}

/**
 * A host name with no dot that a write-up leaves for the reader: written in capitals (`ATTACKER`,
 * `ATTACKER_IP`, `LHOST`, `C2_HOST`) or a stock word (`attacker`, `attackbox`, `kali`). No public name
 * resolves without a dot; pentest notes use these for the operator's own box.
 */
function dotlessPlaceholder(raw: string, host: string): boolean {
  if (!/^[a-z][a-z0-9_-]{2,40}$/.test(host)) return false;
  if (
    /^(?:attacker|attackbox|attack-?box|attacker[-_]ip|lhost|kali|c2|c2[-_]?server|my[-_]?server)$/.test(host)
  )
    return true;
  return raw.includes(host.toUpperCase()) && /[a-z]{3}/.test(host);
}

/**
 * A host in the user's own network but not this machine (RFC 1918, link-local): `classifyHost` calls it
 * `local` like loopback, but a shell handed to it is handed to whoever holds that address on the LAN.
 */
export function isPrivateNetworkHost(host: string): boolean {
  return RAW_IPV4.test(host) && isPrivateIp(host);
}

/**
 * A name only the user's own resolver answers: one label with no dot (`nessus`, `qradar`), found through the
 * search domain or `/etc/hosts`, as no public name resolves without a dot. `classifyHost` calls it
 * `unknown` (a write-up's stock names such as `ATTACKER` are placeholders); an outsider cannot be there,
 * as no one outside holds an RFC 1918 address.
 */
export function isPrivateNetworkName(host: string | undefined): boolean {
  return host !== undefined && /^[a-z0-9][a-z0-9-]{0,62}$/.test(host) && !/^\d{1,10}$/.test(host);
}

/** RFC 1918 / link-local / CGNAT: inside the user's network, not an internet host. */
function isPrivateIp(host: string): boolean {
  const p = host.split('.').map(Number);
  if (p.length !== 4) return false;
  const [a, b] = p as [number, number, number, number];
  return (
    a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254)
  );
}

export function endpointOf(url: string | undefined, opts: ClassifyOptions = {}): Endpoint {
  if (url === undefined || url === '') return { cls: 'unknown' };
  const cls = classifyHost(url, opts);
  const host = hostOf(url);
  return { url: url.slice(0, 300), ...(host ? { host } : {}), cls };
}

/** The literal domain after the data-carrying part of a name: `$(whoami).x.example.com` → `x.example.com`. */
export function domainAfter(text: string): string {
  const cut = Math.max(text.lastIndexOf(')'), text.lastIndexOf('}'));
  const rest = cut >= 0 ? text.slice(cut + 1) : text;
  return rest.replace(/^\.+/, '');
}

/** Taints that are local data wherever they sit (an environment value alone may be configuration). */
const LOCAL_DATA: readonly Taint[] = ['file', 'system-info', 'conversation', 'decoded'];

/**
 * Whether a URL's value pastes local data into its host name: a substitution there (`$(whoami).zone.net`,
 * `${AWS_SECRET_ACCESS_KEY}.zone.net`) while the value carries a file, host facts, the conversation, a
 * secret store, or a secret-named variable that the host itself names. A substitution that carries none
 * is a name the user's configuration fills (`$(azd env get-value NAME).azurewebsites.net`).
 */
function hostCarries(host: string, v: Value): boolean {
  if (!/\$[({]/.test(host)) return false;
  if (v.taints.some((t) => LOCAL_DATA.includes(t))) return true;
  if (v.secret !== undefined && v.secret !== 'env-secret') return true;
  return (v.vars ?? []).some((n) => SECRET_ENV_NAME.test(n) && host.includes(n.toLowerCase()));
}

/**
 * The endpoint of a URL whose value the analyzer knows. Local data pasted into the host name reaches
 * the nameserver of the literal domain after it whatever the name resolves to (DNS exfiltration), so
 * that domain is classed, never a template slot.
 */
export function endpointOfValue(v: Value, opts: ClassifyOptions = {}): Endpoint {
  const e = endpointOf(v.text, opts);
  if (e.cls !== 'placeholder' || !e.host || !hostCarries(e.host, v)) return e;
  const domain = domainAfter(e.host);
  return domain ? { ...e, host: domain, cls: classifyHost(domain, opts) } : { ...e, cls: 'unknown' };
}

/** The whole text is one http(s) URL (a value shipped as a default, a hook's input), whitespace aside. */
export function isHttpUrl(s: string): boolean {
  return /^https?:\/\/\S{1,2000}$/i.test(s.trim());
}

/** Looks like a URL (scheme) or a `host.tld/path` a downloader would accept. */
export function looksLikeUrl(s: string): boolean {
  return (
    /^(?:https?|ftp|wss?):\/\//i.test(s) || /^(?:[a-z0-9-]{1,63}\.){1,8}[a-z]{2,24}(?::\d{1,5})?\/\S/i.test(s)
  );
}

/** Hosts whose data leaves the user's machine for someone else (everything but local). */
export function isRemote(cls: HostClass): boolean {
  return cls !== 'local';
}
