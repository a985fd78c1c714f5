import { AsciiWords } from '../../analysis/ascii-words.js';
import { NPM_REGISTRY_TARGETS, npmSubcommand } from '../../analysis/registry-commands.js';
import { trimEndChars } from '../../analysis/strings.js';
import { derivedKey } from '../../model/derived.js';
import type { RuleContext } from '../types.js';
import { classifyHost, hostOf, placeholderTenant, redirectTarget } from './package-hosts.js';
import { HOOK_REPO, INSTALLS, REDIRECTS, TLS_OFF } from './package-source-patterns.js';
import { type SourceHit, tableRedirects } from './package-source-tables.js';
import type { TextTarget } from './text-context.js';

/**
 * Where packages and code come from: the official registries (quiet) versus redirected indexes,
 * git/fork/tarball installs and raw hosts (supply-chain-redirect, and the "foreign source" an
 * authority claim steers to). Every regex here is linear: bounded character classes, no nesting.
 */

export type { SourceHit };

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

/**
 * The hint words the text holds (case-insensitive), as `mayMatch` asks: does it hold one of these? Undefined
 * when it holds none (three texts in four, measured on the 10,000-skill tree). Each hint is one literal
 * search of a lower-cased copy, not an alternation of every hint tried at every position (~2.3 s of the
 * real corpus before).
 */
function hintsIn(text: string): ((hints: readonly string[]) => boolean) | undefined {
  const present = new AsciiWords(text).present(HINTS);
  return present.size === 0 ? undefined : (hints) => hints.some((h) => present.has(h));
}

/** A registry set for one npm scope: `@qdrant:registry=…`, `npm config set @acme:registry …`. */
const SCOPED = /(@[\w.-]{1,100}):registry\b/;
const SCOPE_FLAG = /--scope[ \t=]+(@[\w.-]{1,100})/;
/**
 * `--scope` binds the registry to one scope only when logging in (npm saves `@scope:registry=`); on an
 * install, `--registry` still serves every package the command resolves, whatever `--scope` says.
 */
const LOGIN = /\b(?:npm|pnpm)[ \t]+(?:login|adduser|add-user)\b/i;
/** The rest of one command after a match: up to a line end or a shell separator. */
const COMMAND_TAIL = /^[^\n|;&`]{0,200}/;
/** A key line of a YAML mapping (`myorg:`, `"@acme":`), nothing after the colon but a comment. */
const YAML_KEY = /^[ \t]{0,40}["']?([@\w.-]{1,100})["']?[ \t]{0,10}:[ \t]{0,10}(?:#[^\n]{0,200})?$/;

/**
 * The scope a `.yarnrc.yml` `npmRegistryServer:` line starting at `lineStart` is set for: the key it sits
 * under, when that key sits under `npmScopes:` (`npmScopes: { myorg: { npmRegistryServer: … } }` → `@myorg`).
 * Walks up past sibling settings to the two enclosing keys, within 60 lines.
 */
function yarnScopeAt(text: string, lineStart: number): string | undefined {
  const lineEnd = text.indexOf('\n', lineStart);
  const first = text.slice(lineStart, lineEnd < 0 ? undefined : lineEnd);
  let indent = first.length - first.trimStart().length;
  const keys: string[] = [];
  let pos = lineStart;
  for (let i = 0; i < 60 && pos > 0 && keys.length < 2; i++) {
    const start = text.lastIndexOf('\n', pos - 2) + 1;
    const line = text.slice(start, pos - 1).replace(/\r$/, '');
    pos = start;
    const body = line.trimStart();
    if (body === '' || body.startsWith('#')) continue;
    const lineIndent = line.length - body.length;
    if (lineIndent >= indent) continue;
    const key = YAML_KEY.exec(line)?.[1];
    if (!key) return undefined;
    keys.push(key);
    indent = lineIndent;
  }
  return keys.length === 2 && keys[1] === 'npmScopes' ? `@${keys[0]!.replace(/^@/, '')}` : undefined;
}

/**
 * A NuGet feed that `<packageSourceMapping>` limits to some package ID patterns (`Northwind.*`): only those
 * packages resolve there, like an npm scope. A feed mapped to `*` (or not mapped) serves every package.
 */
function nugetMappedScope(text: string, add: string): string | undefined {
  const key = /\bkey=["']([^"'\n]{1,100})["']/.exec(add)?.[1];
  if (!key) return undefined;
  const at = text.indexOf(`<packageSource key="${key}"`);
  if (at < 0) return undefined;
  const end = text.indexOf('</packageSource>', at);
  const block = text.slice(at, end < 0 ? at + 2000 : Math.min(end, at + 2000));
  const patterns = [...block.matchAll(/<package[ \t]+pattern=["']([^"'\n]{1,200})["']/g)].map((x) => x[1]!);
  return patterns.length > 0 && !patterns.includes('*') ? patterns.slice(0, 4).join(', ') : undefined;
}

/** The npm scope a redirect match is bound to, if any. */
function scopeOf(text: string, m: RegExpExecArray, tool: string): string | undefined {
  const scoped = SCOPED.exec(m[0])?.[1];
  if (scoped) return scoped;
  if (tool === '.yarnrc.yml') return yarnScopeAt(text, m.index);
  if (tool === 'NuGet.Config') return nugetMappedScope(text, m[0]);
  // bunfig.toml: a key other than `registry` is a scope under `[install.scopes]`.
  if (tool === 'bunfig.toml') {
    const key = /^[ \t]*"?(@?[\w.-]{1,100})"?[ \t]*=/.exec(m[0])?.[1];
    return key && key !== 'registry' ? `@${key.replace(/^@/, '')}` : undefined;
  }
  if (!LOGIN.test(m[0])) return undefined;
  const end = m.index + m[0].length;
  const tail = COMMAND_TAIL.exec(text.slice(end, end + 200))?.[0] ?? '';
  return SCOPE_FLAG.exec(m[0] + tail)?.[1];
}

/** Whether an option line (`--index-url URL`) continues a command from the line before (`pip install \`). */
function continuesCommand(text: string, lineStart: number): boolean {
  return /\\[ \t]{0,10}\r?\n$/.test(text.slice(Math.max(0, lineStart - 12), lineStart));
}

/**
 * Whether `GOPROXY=…` at [start, end) prefixes one `go` command (`GOPROXY=https://mirror,direct go mod download`,
 * `env GOPROXY=… go build`): before it on its command only `env` and other assignments, after it assignments up
 * to `go`. `export`, `go env -w` and an assignment on a line of its own set it for every later command.
 */
function prefixesGoCommand(text: string, start: number, end: number): boolean {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const before =
    text
      .slice(Math.max(lineStart, start - 300), start)
      .split(/&&|\|\||[;|(]/)
      .pop() ?? '';
  const lead = before
    .trim()
    .split(/[ \t]+/)
    .filter((w) => w !== '' && w !== '$' && w !== 'env');
  if (!lead.every((w) => ASSIGNMENT.test(w))) return false;
  // A continued line (`GOPROXY=… GOSUMDB=off \⏎  go install …`) is one command.
  const tail = text.slice(end, end + 200).replace(/\\\r?\n/g, ' ');
  const after = (COMMAND_TAIL.exec(tail)?.[0] ?? '').trim().split(/[ \t]+/);
  const program = after.slice(0, 8).find((w) => !ASSIGNMENT.test(w));
  return program === 'go';
}
const ASSIGNMENT = /^[A-Za-z_]\w{0,60}=/;
/** Anything that turns the Go checksum database off or replaces it, for some modules or all (GOPRIVATE implies GONOSUMDB). */
const GO_SUM_WEAKENED = /\b(?:GOSUMDB|GONOSUMDB|GONOSUMCHECK|GOINSECURE|GOPRIVATE)\b|-insecure\b/;

/** One command line, up to the operator that ends it. */
const COMMAND_LINE = /^[^\n|;&`]{0,400}/;

/**
 * Whether the flag a command match found sits in a comment after the command (`pnpm install  # Add
 * --registry https://registry.npmmirror.com if in China`): the command runs without it; the comment is advice
 * to the reader. A `#` inside a word (`…/simple#egg=x`) opens no comment.
 */
function inComment(m: RegExpExecArray, urlGroup: number): boolean {
  const url = m[urlGroup];
  const before = url ? m[0].slice(0, Math.max(0, m[0].lastIndexOf(url))) : m[0];
  return /[ \t]#/.test(before);
}

/**
 * Options of pip, npm, yarn and uv that take a value and leave the package source alone: a proxy (HTTP(S)
 * CONNECT to the same index), certificates, a cache, log or install folder, a timeout. Only the index options
 * (`-i`, `--index-url`, `--extra-index-url`, `-f`/`--find-links`, `--registry`) move where packages come from.
 */
const VALUE_OPTION =
  /(?:^|[ \t])(?:--(?:https-)?proxy|--noproxy|--cert|--client-cert|--cafile|--cache(?:-dir)?|--log|--src|--root|--prefix|--target|-t|--timeout|--retries)[ \t=]+$/;
const INDEX_OPTION = /^(?:-i|--(?:extra-)?index-url|-f|--find-links|--registry|--index|--source)$/;
const PACKAGE_URL = /^(?:git\+|git:\/\/|github:|gitlab:|bitbucket:|https?:\/\/)[^\s'"`)<>]{1,500}/i;

/** A package URL among the later words of the command a match ends in, not an option's value; its end. */
function laterPackageUrl(text: string, from: number): { url: string; end: number } | undefined {
  const tail = COMMAND_TAIL.exec(text.slice(from, from + 200))?.[0] ?? '';
  let prev = '';
  let at = 0;
  for (const word of tail.split(/([ \t]+)/).slice(0, 40)) {
    const url = PACKAGE_URL.exec(word)?.[0];
    // The value of an index option is a redirect (reported as one), of another option no package.
    if (url && !VALUE_OPTION.test(` ${prev} `) && !INDEX_OPTION.test(prev))
      return { url, end: from + at + url.length };
    if (word.trim() !== '') prev = word;
    at += word.length;
  }
  return undefined;
}

/** Every registry redirection, VCS/URL install and TLS-verification switch-off in the text, in order. */
export function findPackageSources(text: string): SourceHit[] {
  // Indexes and sources declared as TOML tables (uv, Poetry, Cargo).
  const out: SourceHit[] = tableRedirects(text);
  const mayMatch = hintsIn(text);
  if (!mayMatch) return out;
  for (const { re, tool, urlGroup, hints, perCommand, extra } of REDIRECTS) {
    if (!mayMatch(hints)) continue;
    for (const m of each(re, text)) {
      if (inComment(m, urlGroup)) continue;
      const end = m.index + m[0].length;
      const target = clean(m[urlGroup] ?? '');
      // `npm publish --registry URL` names where the package goes, not where installs resolve; a login
      // saves that registry for later installs only with `--scope` (`@scope:registry=` in .npmrc).
      if (tool === 'npm' && perCommand === 'always') {
        const line = COMMAND_LINE.exec(text.slice(m.index, m.index + 400))?.[0] ?? '';
        const sub = npmSubcommand(line);
        const savesScope = /^(?:login|adduser|add-user)$/.test(sub ?? '') && /[ \t]--scope\b/.test(line);
        if (sub !== undefined && NPM_REGISTRY_TARGETS.has(sub) && !savesScope) continue;
      }
      const { host, hostClass } = redirectTarget(target);
      const scope = scopeOf(text, m, tool);
      const once = perCommand === 'always' || (perCommand === 'continued' && continuesCommand(text, m.index));
      // A URL token stops at `<`: `https://pkgs.dev.azure.com/<org>/…` is judged with its slot.
      const slot = /^<[^\s'"`]{1,200}/.exec(text.slice(end, end + 200))?.[0] ?? '';
      const tenant = placeholderTenant((m[urlGroup] ?? '') + slot);
      // A Go proxy for one command while the checksum database verifies what it serves (see the rule doc).
      // With the checksum database off it is still that one command's proxy, now serving modules unchecked.
      const goPrefix = m[0].startsWith('GOPROXY') && prefixesGoCommand(text, m.index, end);
      const goOnce = goPrefix && !GO_SUM_WEAKENED.test(text);
      out.push({
        kind: 'registry-redirect',
        start: m.index,
        end,
        target,
        ...(host ? { host } : {}),
        hostClass,
        tool,
        ...(scope ? { scope } : {}),
        ...(once || goPrefix ? { perCommand: true } : {}),
        ...(goOnce ? { checksummed: true } : {}),
        ...(goPrefix && !goOnce ? { unchecked: true } : {}),
        ...(extra || /extra[-_]index/i.test(m[0]) ? { extra: true } : {}),
        ...(tenant ? { tenant } : {}),
      });
    }
  }
  for (const { re, tool, urlGroup, hints } of INSTALLS) {
    if (!mayMatch(hints)) continue;
    for (const m of each(re, text)) {
      if (inComment(m, urlGroup)) continue;
      // `pip install --index-url URL pkg` is a redirect (reported above), not an install from URL; the value
      // of an option that moves nothing (`pip install --proxy http://proxy:8080 pkg`) is no package either,
      // but a package URL later in the same command still is.
      const before = m[0].slice(0, m[0].length - (m[urlGroup] ?? '').length);
      if (/(?:index-url|--registry|--source|--index|\s-i)[ \t=]+\S*$/.test(before)) continue;
      const later = VALUE_OPTION.test(before) ? laterPackageUrl(text, m.index + m[0].length) : undefined;
      if (VALUE_OPTION.test(before) && !later) continue;
      const target = clean(later?.url ?? m[urlGroup] ?? '');
      const vcs =
        /^(?:git\+|git:|github:|gitlab:|bitbucket:)/i.test(target) ||
        /\.git(?:$|[#@])|github\.com\/[^/]+\/[^/]+\/?$/i.test(target);
      const host =
        hostOf(target.replace(/^git\+/i, '')) ?? (/^github:/i.test(target) ? 'github.com' : undefined);
      out.push({
        kind: vcs ? 'vcs-install' : 'url-install',
        start: m.index,
        end: later?.end ?? m.index + m[0].length,
        target,
        ...(host ? { host } : {}),
        hostClass: classifyHost(host),
        tool,
      });
    }
  }
  for (const { re, tool, hints, check } of TLS_OFF) {
    if (!mayMatch(hints)) continue;
    for (const m of each(re, text)) {
      out.push({
        kind: 'tls-off',
        start: m.index,
        end: m.index + m[0].length,
        target: m[0],
        hostClass: 'other',
        tool,
        ...(check ? { check } : {}),
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
