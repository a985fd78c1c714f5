import { trimEndChars } from '../../analysis/strings.js';
import { derivedKey } from '../../model/derived.js';
import type { RuleContext } from '../types.js';
import { classifyHost, type HostClass, hostOf, redirectTarget } from './package-hosts.js';
import type { TextTarget } from './text-context.js';

/**
 * Where packages and code come from: the official registries (quiet) versus redirected indexes,
 * git/fork/tarball installs and raw hosts (supply-chain-redirect, and the "foreign source" an
 * authority claim steers to). Every regex here is linear: bounded character classes, no nesting.
 */

export interface SourceHit {
  kind: 'registry-redirect' | 'vcs-install' | 'url-install' | 'tls-off' | 'hook-repo';
  start: number;
  end: number;
  /** The URL or spec that replaces the registry. */
  target: string;
  host?: string;
  hostClass: HostClass;
  tool: string;
}

const U = '[^\\s\'"`)<>]{1,500}'; // a URL or spec token
/**
 * Each pattern with `hints`: words (lower case) one of which every match contains, so a text holding none
 * is not searched with it (most files name no package tool; multiline `^` patterns cost a pass each).
 */
const REDIRECTS: Array<{ re: RegExp; tool: string; urlGroup: number; hints: string[] }> = [
  {
    re: new RegExp(`\\bnpm[ \\t]+config[ \\t]+set[ \\t]+(?:@[\\w.-]{1,100}:)?registry[ \\t=]+(${U})`, 'gi'),
    tool: 'npm',
    hints: ['registry'],
    urlGroup: 1,
  },
  {
    re: new RegExp(
      `\\b(?:npm|pnpm|yarn|npx|bun|bunx)\\b[^\\n|;&\`]{0,200}?[ \\t]--registry[ \\t=]+(${U})`,
      'gi',
    ),
    tool: 'npm',
    hints: ['--registry'],
    urlGroup: 1,
  },
  {
    re: new RegExp(`\\byarn[ \\t]+config[ \\t]+set[ \\t]+npmRegistryServer[ \\t]+(${U})`, 'gi'),
    tool: 'yarn',
    hints: ['npmregistryserver'],
    urlGroup: 1,
  },
  {
    re: new RegExp(
      `\\b(?:pip3?|uv[ \\t]+pip|pipx|poetry|python3?[ \\t]+-m[ \\t]+pip)\\b[^\\n|;&\`]{0,200}?[ \\t](?:--(?:extra-)?index-url|-i)[ \\t=]+(${U})`,
      'gi',
    ),
    tool: 'pip',
    hints: ['pip', 'poetry'],
    urlGroup: 1,
  },
  {
    re: new RegExp(
      `\\b(?:PIP_(?:EXTRA_)?INDEX_URL|UV_(?:EXTRA_)?INDEX_URL|UV_DEFAULT_INDEX|NPM_CONFIG_REGISTRY|npm_config_registry|GOPROXY|YARN_NPM_REGISTRY_SERVER|BUN_CONFIG_REGISTRY)[ \\t]*[=:][ \\t]*["']?(${U})`,
      'g',
    ),
    tool: 'env',
    hints: ['index_url', 'default_index', 'registry', 'goproxy'],
    urlGroup: 1,
  },
  {
    re: new RegExp(`^[ \\t]*(?:@[\\w.-]{1,100}:)?registry[ \\t]*=[ \\t]*(https?:\\/\\/${U})`, 'gm'),
    tool: '.npmrc',
    hints: ['registry'],
    urlGroup: 1,
  },
  {
    re: new RegExp(`^[ \\t]*(?:extra-)?index-url[ \\t]*=[ \\t]*(https?:\\/\\/${U})`, 'gm'),
    tool: 'pip.conf',
    hints: ['index-url'],
    urlGroup: 1,
  },
  {
    // Option lines of a pip requirements or constraints file (`pip install -r` reads them), or of a command
    // continued onto the next line (`pip install \` then `--extra-index-url URL torch`).
    re: new RegExp(`^[ \\t]*--(?:extra-)?index-url(?:[ \\t]+|[ \\t]*=[ \\t]*)(https?:\\/\\/${U})`, 'gm'),
    tool: 'pip',
    hints: ['index-url'],
    urlGroup: 1,
  },
  {
    re: new RegExp(
      `\\bgem[ \\t]+(?:sources[ \\t]+(?:--add|-a)|install[^\\n|;&\`]{0,200}?[ \\t]--source)[ \\t]+(${U})`,
      'gi',
    ),
    tool: 'gem',
    hints: ['gem'],
    urlGroup: 1,
  },
  {
    re: new RegExp(`\\bcargo[ \\t]+install[^\\n|;&\`]{0,200}?[ \\t]--index[ \\t=]+(${U})`, 'gi'),
    tool: 'cargo',
    hints: ['cargo'],
    urlGroup: 1,
  },
];

const INSTALLS: Array<{ re: RegExp; tool: string; urlGroup: number; hints: string[] }> = [
  {
    re: new RegExp(
      `\\b(?:npm[ \\t]+(?:i|install|add)|pnpm[ \\t]+(?:add|i|install)|yarn[ \\t]+(?:global[ \\t]+)?add|bun[ \\t]+(?:add|i|install)|npx(?:[ \\t]+-y)?|bunx)[ \\t]+(?:-[\\w-]{1,30}[ \\t]+){0,4}((?:git\\+|git:\\/\\/|github:|gitlab:|bitbucket:|https?:\\/\\/)${U})`,
      'gi',
    ),
    tool: 'npm',
    hints: ['npm', 'yarn', 'bun', 'npx'],
    urlGroup: 1,
  },
  {
    re: new RegExp(
      `\\b(?:pip3?|uv[ \\t]+pip|pipx|python3?[ \\t]+-m[ \\t]+pip)[ \\t]+install[ \\t]+(?:-[\\w-]{1,30}[ \\t]+){0,4}(?:[\\w.-]{1,100}[ \\t]*@[ \\t]*)?((?:git\\+|https?:\\/\\/)${U})`,
      'gi',
    ),
    tool: 'pip',
    hints: ['pip'],
    urlGroup: 1,
  },
  {
    re: new RegExp(
      `\\b(?:uvx|uv[ \\t]+tool[ \\t]+(?:install|run))[ \\t]+(?:-[\\w-]{1,30}[ \\t]+){0,4}--from[ \\t]+((?:git\\+|https?:\\/\\/)${U})`,
      'gi',
    ),
    tool: 'uv',
    hints: ['uv'],
    urlGroup: 1,
  },
  {
    re: new RegExp(`\\bcargo[ \\t]+install[^\\n|;&\`]{0,200}?[ \\t]--git[ \\t=]+(${U})`, 'gi'),
    tool: 'cargo',
    hints: ['cargo'],
    urlGroup: 1,
  },
  {
    re: new RegExp(`\\bgem[ \\t]+install[ \\t]+(https?:\\/\\/${U})`, 'gi'),
    tool: 'gem',
    hints: ['gem'],
    urlGroup: 1,
  },
];

/**
 * A pre-commit configuration's `- repo: URL` entries: pre-commit clones each and runs its hooks on every
 * commit. The public forges are where hook projects live; any other host serves code nobody reviews there.
 */
const HOOK_REPO = new RegExp(
  `^[ \\t]{0,16}-?[ \\t]{0,4}repo:[ \\t]*["']?((?:https?|git|ssh):\\/\\/${U}|git@${U})`,
  'gm',
);

const TLS_OFF: Array<{ re: RegExp; tool: string; hints: string[] }> = [
  {
    re: /\bGIT_SSL_NO_VERIFY[ \t]*=[ \t]*["']?(?:1|true)\b|\bgit\b[^\n|;&]{0,100}?[ \t](?:-c[ \t]+)?http\.sslVerify[ \t=]+["']?false\b/gi,
    tool: 'git',
    hints: ['git_ssl_no_verify', 'sslverify'],
  },
  { re: /\bnpm[ \t]+config[ \t]+set[ \t]+strict-ssl[ \t=]+false\b/gi, tool: 'npm', hints: ['strict-ssl'] },
  {
    re: /\bNODE_TLS_REJECT_UNAUTHORIZED[ \t]*=[ \t]*["']?0\b/g,
    tool: 'node',
    hints: ['node_tls_reject_unauthorized'],
  },
  {
    re: /\bpip3?\b[^\n|;&]{0,200}?[ \t]--trusted-host[ \t=]+[^\s'"`]{1,200}/gi,
    tool: 'pip',
    hints: ['trusted-host'],
  },
  {
    re: /\bGOSUMDB[ \t]*=[ \t]*["']?off\b|\bGOINSECURE[ \t]*=|\bGONOSUMCHECK[ \t]*=|\bGOFLAGS[ \t]*=[ \t]*["']?-insecure\b/g,
    tool: 'go',
    hints: ['gosumdb', 'goinsecure', 'gonosumcheck', 'goflags'],
  },
];

/** Where hook and tool projects are published: a pre-commit repo there is the normal case. */
const FORGES = new Set(['github.com', 'gitlab.com', 'bitbucket.org', 'codeberg.org', 'git.sr.ht']);

function clean(url: string): string {
  return trimEndChars(url, '.,;:');
}

function* each(re: RegExp, text: string): Generator<RegExpExecArray> {
  re.lastIndex = 0;
  let n = 0;
  for (let m = re.exec(text); m && n < 200; m = re.exec(text)) {
    n++;
    yield m;
    if (m[0].length === 0) re.lastIndex++;
  }
}

const HINTS = [...new Set([...REDIRECTS, ...INSTALLS, ...TLS_OFF].flatMap((p) => p.hints).concat('repo:'))];
const escaped = (h: string) => h.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

/** Any hint word, case-insensitive: three texts in four hold none (measured on the 10,000-skill tree). */
const ANY_HINT = new RegExp(HINTS.map(escaped).join('|'), 'i');

/**
 * The hint word starting at each position, the longest first: one pass over the text instead of a
 * lower-cased copy searched once per hint. A shorter hint found inside a longer one (`registry` in
 * `--registry`) is present too (`hintsIn`).
 */
const HINT_AT = new RegExp(
  `(?=(${[...HINTS]
    .sort((a, b) => b.length - a.length || (a < b ? -1 : 1))
    .map(escaped)
    .join('|')}))`,
  'gi',
);

/** The hint words the text holds, as `mayMatch` asks: does it hold one of these? */
function hintsIn(text: string): (hints: readonly string[]) => boolean {
  const found = new Set<string>();
  for (const m of text.matchAll(HINT_AT)) found.add(m[1]!.toLowerCase());
  const present = new Set(HINTS.filter((h) => [...found].some((f) => f.includes(h))));
  return (hints) => hints.some((h) => present.has(h));
}

/** Every registry redirection, VCS/URL install and TLS-verification switch-off in the text, in order. */
export function findPackageSources(text: string): SourceHit[] {
  const out: SourceHit[] = [];
  if (!ANY_HINT.test(text)) return out;
  const mayMatch = hintsIn(text);
  for (const { re, tool, urlGroup, hints } of REDIRECTS) {
    if (!mayMatch(hints)) continue;
    for (const m of each(re, text)) {
      const target = clean(m[urlGroup] ?? '');
      const { host, hostClass } = redirectTarget(target);
      out.push({
        kind: 'registry-redirect',
        start: m.index,
        end: m.index + m[0].length,
        target,
        ...(host ? { host } : {}),
        hostClass,
        tool,
      });
    }
  }
  for (const { re, tool, urlGroup, hints } of INSTALLS) {
    if (!mayMatch(hints)) continue;
    for (const m of each(re, text)) {
      // `pip install --index-url URL pkg` is a redirect (reported above), not an install from URL.
      if (
        /(?:index-url|--registry|--source|--index|\s-i)[ \t=]+\S*$/.test(
          m[0].slice(0, m[0].length - (m[urlGroup] ?? '').length),
        )
      )
        continue;
      const target = clean(m[urlGroup] ?? '');
      const vcs =
        /^(?:git\+|git:|github:|gitlab:|bitbucket:)/i.test(target) ||
        /\.git(?:$|[#@])|github\.com\/[^/]+\/[^/]+\/?$/i.test(target);
      const host =
        hostOf(target.replace(/^git\+/i, '')) ?? (/^github:/i.test(target) ? 'github.com' : undefined);
      out.push({
        kind: vcs ? 'vcs-install' : 'url-install',
        start: m.index,
        end: m.index + m[0].length,
        target,
        ...(host ? { host } : {}),
        hostClass: classifyHost(host),
        tool,
      });
    }
  }
  for (const { re, tool, hints } of TLS_OFF) {
    if (!mayMatch(hints)) continue;
    for (const m of each(re, text)) {
      out.push({
        kind: 'tls-off',
        start: m.index,
        end: m.index + m[0].length,
        target: m[0],
        hostClass: 'other',
        tool,
      });
    }
  }
  if (mayMatch(['repo:']))
    for (const m of each(HOOK_REPO, text)) {
      const target = clean(m[1] ?? '').replace(/["']$/, '');
      const host = hostOf(target) ?? /^git@([^:/\s]{1,253})/.exec(target)?.[1]?.toLowerCase();
      out.push({
        kind: 'hook-repo',
        start: m.index,
        end: m.index + m[0].length,
        target,
        ...(host ? { host } : {}),
        hostClass: FORGES.has(host ?? '') ? 'official' : classifyHost(host),
        tool: 'pre-commit',
      });
    }
  // Two patterns can match one command (`npm install --registry` is both); keep the first by position.
  out.sort((a, b) => a.start - b.start || a.kind.localeCompare(b.kind));
  return out.filter((h, i) => i === 0 || h.start >= out[i - 1]!.end || h.kind !== out[i - 1]!.kind);
}

const SOURCES_BY_PATH = derivedKey<Map<string, readonly SourceHit[]>>('package sources of each text file');

/**
 * `findPackageSources` of one reached text file, once per scan: supply-chain-redirect reports them and
 * authority-claim looks for the foreign source a claim steers to (each searched every text: ~0.35 s of
 * the real corpus apiece). The list is frozen: no rule changes what the other sees.
 */
export function packageSourcesOf(ctx: RuleContext, t: TextTarget): readonly SourceHit[] {
  const byPath = ctx.model.derived.get(SOURCES_BY_PATH, () => new Map());
  let hits = byPath.get(t.path);
  if (!hits) {
    hits = Object.freeze(findPackageSources(t.file.text));
    byPath.set(t.path, hits);
  }
  return hits;
}

/**
 * Code fetched from outside any registry: raw IPs, git clones of non-official hosts, curl of archives.
 * `sources` are the text's package sources (`packageSourcesOf`).
 */
export function foreignSources(text: string, sources: readonly SourceHit[]): SourceHit[] {
  const hits = sources.filter(
    (h) =>
      h.kind !== 'tls-off' &&
      h.hostClass !== 'official' &&
      h.hostClass !== 'local' &&
      h.hostClass !== 'placeholder',
  );
  const clone =
    /\bgit[ \t]+clone[ \t]+(?:-[\w-]{1,30}[ \t]+(?:[\w.-]{1,40}[ \t]+)?){0,3}((?:https?|git|ssh):\/\/[^\s'"`)<>]{1,500}|git@[^\s'"`)<>]{1,500})/gi;
  for (const m of each(clone, text)) {
    const target = clean(m[1] ?? '');
    const host = hostOf(target) ?? /^git@([^:]{1,200}):/.exec(target)?.[1];
    const cls = classifyHost(host);
    if (cls === 'local' || cls === 'placeholder') continue;
    hits.push({
      kind: 'vcs-install',
      start: m.index,
      end: m.index + m[0].length,
      target,
      ...(host ? { host } : {}),
      hostClass: cls,
      tool: 'git',
    });
  }
  const fetchRun =
    /\b(?:curl|wget|iwr|Invoke-WebRequest)\b[^\n]{0,300}?(https?:\/\/(?:\d{1,3}\.){3}\d{1,3}[^\s'"`)<>]{0,500})/gi;
  for (const m of each(fetchRun, text)) {
    const target = clean(m[1] ?? '');
    // `curl http://127.0.0.1:8080/…` talks to a service on this machine, not a foreign host.
    if (classifyHost(hostOf(target)) === 'local') continue;
    hits.push({
      kind: 'url-install',
      start: m.index,
      end: m.index + m[0].length,
      target,
      host: hostOf(target) ?? '',
      hostClass: 'raw-ip',
      tool: 'curl',
    });
  }
  // A download piped into a decoder or an interpreter (`curl … | base64 -d | node`): code from that host runs.
  // The class excludes '|', so each start scans at most one bounded stretch: no nested backtracking.
  const pipeRun =
    /\b(?:curl|wget)\b[^\n|]{0,500}\|[ \t]*(?:sudo[ \t]+)?(?:base64|(?:ba|z|da)?sh|node|python3?|perl|ruby|php|pwsh|iex)\b/gi;
  for (const m of each(pipeRun, text)) {
    const url = /https?:\/\/[^\s'"`)<>|]{1,500}/i.exec(m[0]);
    if (!url) continue;
    const target = clean(url[0]);
    const host = hostOf(target);
    const cls = classifyHost(host);
    if (cls === 'official' || cls === 'local' || cls === 'placeholder' || cls === 'raw-ip') continue; // raw IPs: above
    hits.push({
      kind: 'url-install',
      start: m.index,
      end: m.index + m[0].length,
      target,
      ...(host ? { host } : {}),
      hostClass: cls,
      tool: 'curl',
    });
  }
  return hits.sort((a, b) => a.start - b.start);
}
