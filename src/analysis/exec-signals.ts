import type { Region, Severity } from '../findings.js';
import type { TextFile } from '../model/files.js';
import type { ScanModel } from '../model/model.js';
import type { SkillDoc } from '../model/skill.js';
import type { MarkdownDoc } from './markdown.js';
import {
  DECODE_AND_FOLLOW,
  type EncodedBlob,
  EXEC_SINK,
  findEncodedBlobs,
  inert,
  PAYLOAD_LIMITS,
} from './payloads.js';
import {
  args,
  byId,
  downstream,
  flagValue,
  hasFlag,
  parseShell,
  programName,
  SHELLS,
  type ShellCommand,
  type ShellView,
  type ShellWord,
  upstream,
} from './shell.js';
import {
  byPath,
  CODE_EXT,
  fileSnippets,
  hookSnippets,
  illustrativeAt,
  isMarkdownFile,
  NEGATION,
  type ShellSnippet,
} from './shell-sources.js';
import { trimEndChars } from './strings.js';

/**
 * Execution-family evidence found in one file: what the text makes a machine do when an agent (or a
 * hook, or the renderer) follows it. Rules pick the kinds they own and report them against every
 * entry point that reaches the file; closure-level rules combine kinds across files.
 */

export type SignalKind =
  | 'remote-code-execution'
  | 'reverse-shell'
  | 'obfuscated-payload'
  | 'credential-access'
  | 'data-exfiltration'
  | 'network-sink'
  | 'persistence'
  | 'privileged-command'
  | 'script-code-sink'
  | 'fragment'
  | 'assembly';

export interface Signal {
  kind: SignalKind;
  path: string;
  start: number;
  end: number;
  region: Region;
  severity: Severity;
  message: string;
  /** Stable identity of the evidence (no offsets). */
  key: string;
  snippet?: ShellSnippet['kind'];
  /** credential-access: how sensitive the source is ('secret' — keys, tokens; 'env' — .env files). */
  grade?: 'secret' | 'env';
  /** fragment: label order and value. */
  fragment?: { order: number; value: string };
}

// ---------------------------------------------------------------------------------------------
// Vocabulary

/** Programs that fetch from the network (shared with hook-command-exec). */
export const DOWNLOADERS: ReadonlySet<string> = new Set([
  'xh',
  'curl',
  'wget',
  'fetch',
  'iwr',
  'invoke-webrequest',
  'irm',
  'invoke-restmethod',
  'http',
  'https',
  'aria2c',
  'lwp-download',
]);
const INTERPRETERS = new Set([
  ...SHELLS,
  'python',
  'python2',
  'python3',
  'node',
  'nodejs',
  'perl',
  'ruby',
  'php',
  'lua',
  'tclsh',
  'osascript',
  'pwsh',
  'powershell',
  'deno',
  'bun',
]);
const DECODERS = new Set([
  'base64',
  'openssl',
  'gunzip',
  'zcat',
  'xxd',
  'bunzip2',
  'xz',
  'gzip',
  'rev',
  'uudecode',
]);
const READERS = new Set([
  'cat',
  'less',
  'more',
  'head',
  'tail',
  'cp',
  'scp',
  'rsync',
  'tar',
  'zip',
  '7z',
  'base64',
  'xxd',
  'od',
  'strings',
  'grep',
  'rg',
  'egrep',
  'awk',
  'source',
  '.',
  'type',
  'get-content',
  'gc',
  'jq',
  'yq',
  'sqlite3',
  'pbcopy',
  'xclip',
  'gpg',
]);
const NETCATS = new Set(['nc', 'ncat', 'netcat', 'nc.traditional', 'nc.openbsd']);

const isUrl = (t: string) => /^(?:https?|ftp):\/\//i.test(t);

export function hostOf(url: string): string {
  const m = /^(?:[a-z]+:\/\/)?(?:[^@/\s]*@)?(\[[^\]]*\]|[^/:?#\s]+)/i.exec(url);
  return (m?.[1] ?? '').toLowerCase();
}

export function isLocalHost(host: string): boolean {
  return /^(?:localhost|127\.\d+\.\d+\.\d+|0\.0\.0\.0|\[::1\]|::1|host\.docker\.internal)$|\.localhost$/.test(
    host,
  );
}

const isRawIp = (host: string) => /^\d{1,3}(?:\.\d{1,3}){3}$/.test(host);
/** Documentation hosts: RFC 2606 names, templates, and the attacker.com / evil.com of security write-ups. */
const isPlaceholderHost = (host: string) =>
  /(?:^|\.)example\.(?:com|org|net)$|\.(?:example|test|invalid)$|^your[-_]|[<>{}$[\]]|(?:^|[.-])(?:attacker|evil|malicious|hacker|exfil)[\w-]*\.[a-z]{2,}$/.test(
    host,
  );

const WEBHOOK_HOST =
  /(?:^|\.)(?:discord(?:app)?\.com|webhook\.site|requestbin\.(?:com|net)|pipedream\.net|ngrok(?:-free)?\.(?:io|app|dev)|api\.telegram\.org|hooks\.slack\.com|pastebin\.com|transfer\.sh|0x0\.st|interact\.sh|oast\.(?:fun|me|live|site|online|pro)|burpcollaborator\.net)$/;

/** Installer hosts whose `curl … | sh` is the vendor's documented install path (down-ranked, still shown). */
export const DEFAULT_TRUSTED_INSTALLERS = [
  'sh.rustup.rs',
  'static.rust-lang.org',
  'astral.sh',
  'bun.sh',
  'deno.land',
  'get.pnpm.io',
  'install.python-poetry.org',
  'raw.githubusercontent.com/homebrew/',
  'get.docker.com',
  'cli.github.com',
  'claude.ai/install',
  'get.volta.sh',
  'fly.io/install',
  'sdk.cloud.google.com',
  'aka.ms/install-azd',
  'github.com/nvm-sh/',
  'raw.githubusercontent.com/nvm-sh/',
  'aspire.dev/install',
  'aka.ms/installazurecli',
  'run.linkerd.io/install',
  'fluxcd.io/install.sh',
];

function urlIn(cmd: ShellCommand): string | undefined {
  const words = args(cmd);
  const url = words.find(isUrl);
  if (url) return url;
  // curl example.com/x.sh — a bare host with a path.
  return words.find((w) => !w.startsWith('-') && /^[a-z0-9-]+(?:\.[a-z0-9-]+)+\/\S*/i.test(w));
}

/** Secret stores, most specific first. `grade` separates keys and tokens from project `.env` files. */
const SECRET_PATHS: Array<{ re: RegExp; label: string; grade: 'secret' | 'env' }> = [
  {
    re: /\.ssh\/(?:id_[A-Za-z0-9_-]+(?!\.pub)\b(?!\.pub)|[\w.-]+\.(?:pem|key)\b|\*(?!\.pub))/,
    label: 'SSH private keys',
    grade: 'secret',
  },
  { re: /(?:^|[\s"'=(])~?\/?\.ssh\/?(?=$|[\s"')])/, label: 'the SSH key folder', grade: 'secret' },
  { re: /\.aws\/credentials\b/, label: 'AWS credentials', grade: 'secret' },
  {
    re: /\.config\/gcloud\b|application_default_credentials\.json/,
    label: 'Google Cloud credentials',
    grade: 'secret',
  },
  { re: /\.azure\/(?:accessTokens|msal_token_cache)/, label: 'Azure tokens', grade: 'secret' },
  { re: /\.config\/gh\/hosts\.yml/, label: 'the GitHub CLI token file', grade: 'secret' },
  { re: /\.git-credentials\b/, label: 'stored git credentials', grade: 'secret' },
  { re: /(?:^|[\s"'=/~])\.netrc\b/, label: '.netrc credentials', grade: 'secret' },
  { re: /(?:^|[\s"'=/~])\.npmrc\b/, label: 'the npm token file', grade: 'secret' },
  { re: /(?:^|[\s"'=/~])\.pypirc\b/, label: 'the PyPI token file', grade: 'secret' },
  { re: /\.docker\/config\.json/, label: 'Docker registry credentials', grade: 'secret' },
  { re: /\.kube\/config\b/, label: 'the Kubernetes config', grade: 'secret' },
  { re: /\.gnupg\b/, label: 'the GnuPG keyring', grade: 'secret' },
  { re: /login\.keychain|Keychains\//, label: 'the macOS keychain', grade: 'secret' },
  {
    re: /(?:Chrome|Chromium|Brave|Edge|Firefox|Mozilla)[^\n]{0,80}?(?:Login Data|Cookies|cookies\.sqlite|logins\.json|key4\.db|Local State)/,
    label: 'browser passwords and cookies',
    grade: 'secret',
  },
  {
    re: /wallet\.dat|\.config\/solana\/id\.json|\.ethereum\/keystore|Exodus\/exodus\.wallet|Electrum\/wallets|nkbihfbeogaeaoehlefnkodbefgpgknn/,
    label: 'cryptocurrency wallets',
    grade: 'secret',
  },
  { re: /\.claude\/\.credentials\.json|\.codex\/auth\.json/, label: 'agent credentials', grade: 'secret' },
  { re: /\/etc\/shadow\b/, label: '/etc/shadow', grade: 'secret' },
  {
    re: /169\.254\.169\.254|metadata\.google\.internal/,
    label: 'the cloud instance metadata service',
    grade: 'secret',
  },
  {
    re: /(?:^|[\s"'=/@(<:])\.env(?:\.(?!example\b|sample\b|template\b|dist\b|defaults?\b|schema\b)[A-Za-z0-9_-]+)?(?![\w./-])/,
    label: 'a .env file',
    grade: 'env',
  },
];

export function secretPathIn(text: string): { label: string; grade: 'secret' | 'env' } | undefined {
  if (text.length > 8192) text = text.slice(0, 8192);
  for (const p of SECRET_PATHS) {
    const m = p.re.exec(text);
    if (!m) continue;
    // A project's own .npmrc/.pypirc/.netrc is configuration a review skill audits; the home one holds tokens.
    if (/\.(?:npmrc|pypirc|netrc)\b/.test(m[0])) {
      const home = /(?:~|\$HOME|\$\{HOME\}|\/home\/[^/\s]+|\/root|\/Users\/[^/\s]+|%USERPROFILE%)[\\/]$/.test(
        text.slice(0, m.index + m[0].indexOf('.')),
      );
      if (!home) return { label: `a project ${m[0].trim().replace(/^[\s"'=/~]+/, '')} file`, grade: 'env' };
    }
    return { label: p.label, grade: p.grade };
  }
  return undefined;
}

const SECRET_VAR =
  /\$\{?[A-Z0-9_]*(?:SECRET|TOKEN|PASSWORD|PASSWD|API_KEY|APIKEY|PRIVATE_KEY|ACCESS_KEY|CREDENTIALS?)[A-Z0-9_]*\}?/;

// ---------------------------------------------------------------------------------------------
// Per-snippet detection

type Emit = (
  kind: SignalKind,
  start: number,
  end: number,
  severity: Severity,
  message: string,
  key: string,
  extra?: Partial<Signal>,
) => void;

function commandText(snippet: ShellSnippet, cmd: ShellCommand): string {
  return snippet.text.slice(cmd.start - snippet.base, cmd.end - snippet.base);
}

/** Does this interpreter run what arrives on stdin? (`bash`, `sh -s`, `python3 -`, `iex`, not `python -m json.tool`). */
export function execsStdin(cmd: ShellCommand): boolean {
  const n = cmd.name;
  if (n === 'iex' || n === 'invoke-expression') return true;
  if ((n === 'source' || n === '.') && ['/dev/stdin', '-'].includes(cmd.argv[1]?.text ?? '')) return true;
  if (!INTERPRETERS.has(n)) return false;
  const rest = args(cmd);
  if (SHELLS.has(n)) {
    if (hasFlag(cmd, 'c')) return false;
    if (hasFlag(cmd, 's')) return true;
  } else {
    if (rest.some((a) => /^-(?:c|e|m|r|p|-eval|-print|Command|EncodedCommand|File)$/i.test(a) && a !== '-')) {
      return /^pwsh|^powershell/.test(n) && rest.some((a, k) => /^-Command$/i.test(a) && rest[k + 1] === '-');
    }
  }
  const positional = rest.filter((a) => !a.startsWith('-') || a === '-');
  if (n === 'deno' || n === 'bun') return positional[0] === 'run' && positional[1] === '-';
  return positional.length === 0 || positional[0] === '-';
}

function isDecoder(cmd: ShellCommand): boolean {
  if (!DECODERS.has(cmd.name)) return false;
  if (cmd.name === 'base64') return hasFlag(cmd, 'd') || hasFlag(cmd, 'D', '--decode');
  if (cmd.name === 'openssl') return args(cmd).some((a) => a === '-d' || a === 'base64');
  if (cmd.name === 'xxd') return hasFlag(cmd, 'r');
  if (cmd.name === 'gzip' || cmd.name === 'xz') return hasFlag(cmd, 'd', '--decompress');
  return true;
}

/** The word of `parent` that contains offset `at`. */
function wordAt(parent: ShellCommand, at: number): { word: ShellWord; index: number } | undefined {
  const i = parent.argv.findIndex((w) => w.start <= at && at < w.end);
  if (i >= 0) return { word: parent.argv[i]!, index: i };
  for (const r of parent.redirects) {
    if (r.target && r.target.start <= at && at < r.target.end) return { word: r.target, index: -1 };
  }
  return undefined;
}

function downloadedFile(cmd: ShellCommand): string | undefined {
  if (cmd.name === 'curl') {
    const o = flagValue(cmd, 'o', '--output');
    if (o && o !== '-') return o;
    if (hasFlag(cmd, 'O', '--remote-name')) {
      const u = urlIn(cmd);
      return u
        ? u
            .replace(/[?#].*$/, '')
            .split('/')
            .pop()
        : undefined;
    }
  } else if (cmd.name === 'wget') {
    const o = flagValue(cmd, 'O', '--output-document');
    if (o !== undefined) return o === '-' ? undefined : o;
    if (args(cmd).some((a) => /^-[a-zA-Z]*O-$/.test(a))) return undefined;
    const u = urlIn(cmd);
    return u
      ? u
          .replace(/[?#].*$/, '')
          .split('/')
          .pop()
      : undefined;
  } else if (cmd.name === 'iwr' || cmd.name === 'invoke-webrequest') {
    return flagValue(cmd, undefined, '-OutFile') ?? flagValue(cmd, undefined, '-outfile');
  }
  const out = cmd.redirects.find((r) => r.op === '>' || r.op === '>|');
  return out?.target?.text;
}

const baseName = (p: string) => trimEndChars(p, '/').split('/').pop() ?? p;

interface DownloadedFile {
  name: string;
  url: string;
  cmd: ShellCommand;
  snippet: ShellSnippet;
}

function trustedInstaller(url: string, trusted: readonly string[]): boolean {
  const u = url.toLowerCase().replace(/^[a-z]+:\/\//, '');
  return trusted.some((t) => u.startsWith(t.toLowerCase()));
}

function rceSeverity(
  snippet: ShellSnippet,
  url: string,
  decoded: boolean,
  trusted: readonly string[],
): Severity {
  const host = hostOf(url);
  if (snippet.kind === 'hook' || snippet.kind === 'dynamic' || snippet.kind === 'dynamic-block')
    return 'critical';
  if (decoded || isRawIp(host)) return 'critical';
  if (!host || isPlaceholderHost(host)) return 'medium';
  if (trustedInstaller(url, trusted)) return 'medium';
  return 'high';
}

function where(snippet: ShellSnippet): string {
  switch (snippet.kind) {
    case 'hook':
      return `this ${snippet.event ?? ''} hook runs it without asking whenever the event fires`.replace(
        '  ',
        ' ',
      );
    case 'dynamic':
    case 'dynamic-block':
      return 'it runs when the skill is rendered, before the model or the user sees the text';
    default:
      return 'an agent that follows this text runs it with the user’s permissions';
  }
}

interface DetectOptions {
  trusted: readonly string[];
  downloads: DownloadedFile[];
  depth: number;
}

/** All signals of one parsed snippet. Offsets in emitted signals are file offsets. */
function detectSnippet(snippet: ShellSnippet, view: ShellView, emit: Emit, opt: DetectOptions): void {
  for (const cmd of view.commands) {
    detectRce(snippet, view, cmd, emit, opt);
    detectReverseShell(snippet, view, cmd, emit);
    detectCredentialRead(snippet, view, cmd, emit);
    detectExfiltration(snippet, view, cmd, emit);
    detectPersistence(snippet, cmd, emit);
    detectPrivileged(snippet, cmd, emit);
    detectDecodeExec(snippet, view, cmd, emit, opt);
    detectAssembly(snippet, cmd, emit);
  }
  detectTextLevel(snippet, emit, opt);
}

function detectRce(
  snippet: ShellSnippet,
  view: ShellView,
  cmd: ShellCommand,
  emit: Emit,
  opt: DetectOptions,
) {
  // npx/bunx/uvx of a URL or a git spec runs whatever that address serves.
  if (
    ['npx', 'bunx', 'uvx', 'pnpx'].includes(cmd.name) ||
    (cmd.name === 'pnpm' && cmd.argv[1]?.text === 'dlx')
  ) {
    // The package spec is the first positional argument; later URLs are the package's own arguments.
    const spec = args(cmd).filter((a) => !a.startsWith('-'))[cmd.name === 'pnpm' ? 1 : 0] ?? '';
    const target = isUrl(spec) || /^(?:github:|git\+|gitlab:|bitbucket:)/.test(spec) ? spec : undefined;
    if (target && !isLocalHost(hostOf(target))) {
      const sev = rceSeverity(snippet, target, false, opt.trusted);
      emit(
        'remote-code-execution',
        cmd.start,
        cmd.end,
        isUrl(target) || sev === 'critical' ? sev : 'medium',
        `\`${inert(commandText(snippet, cmd), 100)}\` runs a package straight from ${inert(target, 80)} instead of a registry release — ${where(snippet)}`,
        `npx:${target}`,
      );
    }
  }
  if (!DOWNLOADERS.has(cmd.name)) return;
  const url = urlIn(cmd) ?? '';
  if (url && isLocalHost(hostOf(url))) return;
  const shown = url ? inert(url, 80) : 'a remote address';
  // 1. Pipeline: download | [decode …] | interpreter.
  let decoded = false;
  for (const next of downstream(view, cmd)) {
    if (isDecoder(next)) decoded = true;
    if (execsStdin(next)) {
      const first = view.commands
        .filter((c) => c.pipeline === cmd.pipeline)
        .sort((a, b) => a.index - b.index)[0]!;
      const text = snippet.text.slice(first.start - snippet.base, next.end - snippet.base);
      emit(
        'remote-code-execution',
        cmd.start,
        next.end,
        rceSeverity(snippet, url, decoded, opt.trusted),
        `\`${inert(text, 120)}\` downloads from ${shown}${decoded ? ', decodes it' : ''} and pipes it into ${next.name}: whoever controls that address runs code on the machine — ${where(snippet)}`,
        `pipe:${url}:${next.name}:${decoded}`,
      );
      return;
    }
  }
  // 2. Substitution handed to an interpreter: bash <(curl …), sh -c "$(curl …)", eval "$(curl …)", python3 - <<< "$(curl …)".
  const parent = byId(view, cmd.parent);
  if (parent && (cmd.via === 'command-sub' || cmd.via === 'process-sub')) {
    const w = wordAt(parent, cmd.start);
    let runs = false;
    if (w) {
      const redirect = parent.redirects.find((r) => r.target === w.word);
      if (parent.name === 'eval' || parent.name === 'iex' || parent.name === 'invoke-expression') runs = true;
      else if (INTERPRETERS.has(parent.name) || parent.name === 'source' || parent.name === '.') {
        const prev = w.index > 0 ? (parent.argv[w.index - 1]?.text ?? '') : '';
        if (/^-[a-z]*[ce]$/i.test(prev) || /^-Command$/i.test(prev))
          runs = true; // -c/-e "$(curl)"
        else if (cmd.via === 'process-sub' && w.index > 0 && !prev.startsWith('-'))
          runs = true; // bash <(curl)
        else if (cmd.via === 'process-sub' && w.index > 0 && w.index === firstPositional(parent)) runs = true;
        else if (redirect && (redirect.op.endsWith('<<<') || redirect.op.endsWith('<')) && execsStdin(parent))
          runs = true;
      }
    }
    if (runs) {
      const text = commandText(snippet, parent);
      emit(
        'remote-code-execution',
        parent.start,
        parent.end,
        rceSeverity(snippet, url, decoded, opt.trusted),
        `\`${inert(text, 120)}\` hands what ${cmd.name} downloads from ${shown} to ${parent.name} as code — ${where(snippet)}`,
        `sub:${url}:${parent.name}`,
      );
      return;
    }
  }
  // 3. Saved to a file: remembered, so a later `./file`, `sh file` or `chmod +x file && ./file` is caught.
  const file = downloadedFile(cmd);
  if (file && file !== '/dev/null' && url) opt.downloads.push({ name: baseName(file), url, cmd, snippet });
}

function firstPositional(cmd: ShellCommand): number {
  return cmd.argv.findIndex((w, k) => k > 0 && !w.text.startsWith('-'));
}

/** A later command runs a file a download wrote: `./x`, `/tmp/x`, `sh x`, `source x`. */
function detectRunOfDownload(snippet: ShellSnippet, view: ShellView, emit: Emit, opt: DetectOptions): void {
  if (opt.downloads.length === 0) return;
  for (const cmd of view.commands) {
    const first = cmd.argv[0]?.text ?? '';
    let target: string | undefined;
    if (first.includes('/') && !DOWNLOADERS.has(cmd.name)) target = baseName(first);
    else if (INTERPRETERS.has(cmd.name) || cmd.name === 'source' || cmd.name === '.') {
      const k = firstPositional(cmd);
      if (k > 0 && !hasFlag(cmd, 'c') && !hasFlag(cmd, 'm')) target = baseName(cmd.argv[k]!.text);
    }
    if (!target) continue;
    const dl = opt.downloads.find(
      (d) => d.name === target && (d.snippet !== snippet || d.cmd.start < cmd.start),
    );
    if (!dl) continue;
    if (/\.(?:json|txt|md|csv|ya?ml|xml|html?|tar|gz|tgz|zip)$/i.test(target)) continue;
    emit(
      'remote-code-execution',
      cmd.start,
      cmd.end,
      rceSeverity(snippet, dl.url, false, opt.trusted),
      `\`${inert(commandText(snippet, cmd), 80)}\` runs ${target}, which \`${inert(commandText(dl.snippet, dl.cmd), 80)}\` downloaded from ${inert(dl.url, 80)} — ${where(snippet)}`,
      `file:${dl.url}:${target}`,
    );
  }
}

const SOCKET_CODE = /socket/i;
const SPAWN_CODE =
  /dup2|pty\.spawn|subprocess|\/bin\/(?:ba)?sh|\bexec\b|cmd\.exe|TCPSocket|fsockopen|proc_open/i;

function detectReverseShell(snippet: ShellSnippet, view: ShellView, cmd: ShellCommand, emit: Emit): void {
  const text = commandText(snippet, cmd);
  const words = [...cmd.argv, ...cmd.redirects.flatMap((r) => (r.target ? [r.target] : []))];
  const devTcp = words.find((w) => /\/dev\/(?:tcp|udp)\//.test(w.text));
  if (devTcp) {
    const host = /\/dev\/(?:tcp|udp)\/([^/\s]+)/.exec(devTcp.text)?.[1] ?? '';
    const interactive =
      /\s-i\b/.test(text) ||
      cmd.redirects.some((r) => /[<>]&$/.test(r.op) || r.op.includes('<>')) ||
      cmd.name === 'exec';
    if (!isLocalHost(host) && interactive) {
      emit(
        'reverse-shell',
        cmd.start,
        cmd.end,
        'critical',
        `\`${inert(text, 100)}\` connects a shell to ${inert(host, 60)} over /dev/tcp: the remote end gets an interactive shell on the user's machine`,
        `devtcp:${host}`,
      );
      return;
    }
  }
  if (NETCATS.has(cmd.name)) {
    const exec = args(cmd).some((a) => /^-[a-zA-Z]*[ec]$/.test(a) || a === '--exec' || a === '--sh-exec');
    const pipeShell = view.commands.some(
      (c) =>
        c.pipeline === cmd.pipeline &&
        c !== cmd &&
        (SHELLS.has(c.name) || /\/bin\/(?:ba)?sh/.test(c.argv[0]?.text ?? '')),
    );
    if (exec || pipeShell) {
      emit(
        'reverse-shell',
        cmd.start,
        cmd.end,
        'critical',
        `\`${inert(text, 100)}\` wires a shell to a network connection with ${cmd.name}: whoever is on the other end controls the user's machine`,
        `nc:${args(cmd).join(' ')}`,
      );
      return;
    }
  }
  if (cmd.name === 'socat' && args(cmd).some((a) => /(?:^|,)(?:exec|system):/i.test(a))) {
    emit(
      'reverse-shell',
      cmd.start,
      cmd.end,
      'critical',
      `\`${inert(text, 100)}\` uses socat to attach a program to a network socket (a reverse or bind shell)`,
      `socat:${args(cmd).join(' ')}`,
    );
    return;
  }
  if (['python', 'python2', 'python3', 'perl', 'ruby', 'php'].includes(cmd.name)) {
    const code = args(cmd).join(' ');
    if (SOCKET_CODE.test(code) && SPAWN_CODE.test(code) && /connect|TCPSocket|fsockopen/i.test(code)) {
      emit(
        'reverse-shell',
        cmd.start,
        cmd.end,
        'critical',
        `\`${inert(text, 100)}\` opens a socket and attaches a shell to it (${cmd.name} reverse-shell one-liner)`,
        `code:${cmd.name}`,
      );
    }
  }
}

const READ_ACTIONS = new Set([
  'cat',
  'less',
  'more',
  'head',
  'tail',
  'strings',
  'xxd',
  'od',
  'base64',
  'get-content',
  'gc',
  'type',
]);

function detectCredentialRead(snippet: ShellSnippet, view: ShellView, cmd: ShellCommand, emit: Emit): void {
  const text = commandText(snippet, cmd);
  if (
    cmd.name === 'security' &&
    /^(?:find-generic-password|find-internet-password|dump-keychain)$/.test(cmd.argv[1]?.text ?? '')
  ) {
    emit(
      'credential-access',
      cmd.start,
      cmd.end,
      'high',
      `\`${inert(text, 100)}\` reads passwords from the macOS keychain`,
      `keychain:${cmd.argv[1]!.text}`,
      { grade: 'secret' },
    );
    return;
  }
  if (cmd.name === 'secret-tool' && cmd.argv[1]?.text === 'lookup') {
    emit(
      'credential-access',
      cmd.start,
      cmd.end,
      'high',
      `\`${inert(text, 100)}\` reads a secret from the system keyring`,
      'secret-tool',
      {
        grade: 'secret',
      },
    );
    return;
  }
  // Printing a secret-named variable puts its value in the transcript (`echo $AWS_SECRET_ACCESS_KEY`).
  if (['echo', 'printf', 'printenv'].includes(cmd.name)) {
    const word = args(cmd).find((a) =>
      cmd.name === 'printenv' ? SECRET_VAR.test(`$${a}`) : SECRET_VAR.test(a) && !/\$\{\w+:?[-?=]/.test(a),
    );
    // Piped into a tool (`echo "$TOKEN" | gh auth login --with-token`) or redirected, it is not printed.
    if (word && !cmd.redirects.some((r) => r.op.includes('>')) && downstream(view, cmd).length === 0) {
      emit(
        'credential-access',
        cmd.start,
        cmd.end,
        'medium',
        `\`${inert(text, 100)}\` prints a secret-named variable: its value lands in the conversation and the logs`,
        `print-var:${word}`,
        { grade: 'env' },
      );
      return;
    }
  }
  const fromRedirect = cmd.redirects.find(
    (r) => r.op.endsWith('<') && r.target && secretPathIn(r.target.text),
  );
  const reader = READERS.has(cmd.name) || fromRedirect !== undefined;
  const uploads = cmd.name === 'curl' || cmd.name === 'wget';
  if (!reader && !uploads) return;
  const candidates = uploads
    ? cmd.argv.filter(
        (w, k) =>
          /^@|=@/.test(w.text) || /^-(?:T|-upload-file|-post-file)$/.test(cmd.argv[k - 1]?.text ?? ''),
      )
    : [
        // cp/mv/scp/rsync read their sources, not the destination (`cp .env.example .env`).
        ...(['cp', 'scp', 'rsync'].includes(cmd.name) ? cmd.argv.slice(1, -1) : cmd.argv.slice(1)),
        ...(fromRedirect?.target ? [fromRedirect.target] : []),
      ];
  for (const w of candidates) {
    if (w.text.startsWith('-') && !w.text.includes('=')) continue;
    const secret = secretPathIn(` ${w.text}`);
    if (!secret) continue;
    if (secret.label === 'the cloud instance metadata service') continue; // a URL, handled by exfil
    const severity: Severity = secret.grade === 'secret' ? 'high' : 'medium';
    const verb = READ_ACTIONS.has(cmd.name) ? 'prints' : uploads ? 'uploads' : 'reads';
    emit(
      'credential-access',
      cmd.start,
      cmd.end,
      severity,
      `\`${inert(text, 100)}\` ${verb} ${secret.label} — ${where(snippet)}, putting the secret into the conversation or a command's output`,
      `read:${cmd.name}:${secret.label}`,
      { grade: secret.grade },
    );
    return;
  }
  // Instance metadata endpoints hand out cloud credentials to anything that asks.
  if (uploads || DOWNLOADERS.has(cmd.name)) {
    const url = urlIn(cmd);
    if (
      url &&
      /169\.254\.169\.254|metadata\.google\.internal/.test(url) &&
      /credential|token|iam|identity/i.test(url)
    ) {
      emit(
        'credential-access',
        cmd.start,
        cmd.end,
        'high',
        `\`${inert(text, 100)}\` asks the cloud instance metadata service for credentials`,
        `imds:${url}`,
        { grade: 'secret' },
      );
    }
  }
}

/** Where a network command's payload comes from, when it is local data. */
function uploadSource(view: ShellView, cmd: ShellCommand): { what: string; secret: boolean } | undefined {
  const flags = [
    '-d',
    '--data',
    '--data-binary',
    '--data-raw',
    '--data-urlencode',
    '-F',
    '--form',
    '-T',
    '--upload-file',
    '--post-file',
    '--body-file',
    '--post-data',
  ];
  const a = cmd.argv;
  for (let k = 1; k < a.length; k++) {
    const t = a[k]!.text;
    const flag = flags.find((f) => t === f || t.startsWith(`${f}=`));
    if (!flag) continue;
    const value = t === flag ? (a[k + 1]?.text ?? '') : t.slice(flag.length + 1);
    const fileRef =
      /^@(.+)$/.exec(value)?.[1] ??
      /=@([^;\s]+)/.exec(value)?.[1] ??
      (/-T|--upload-file|--post-file|--body-file/.test(flag) ? value : undefined);
    if (fileRef === '-' || (fileRef === undefined && value === '-')) {
      const up = upstream(view, cmd)[0];
      if (up) return sourceOf(up);
      continue;
    }
    if (fileRef) {
      const secret = secretPathIn(` ${fileRef}`);
      return { what: secret ? secret.label : fileRef, secret: secret !== undefined };
    }
    if (/\$\((?:\s*(?:env|printenv|set)\s*\)|[^)]*(?:cat|base64)\s)/.test(value)) {
      const secret =
        secretPathIn(value) ??
        (/\$\(\s*(?:env|printenv|set)\b/.test(value) ? { label: 'the environment' } : undefined);
      return { what: secret ? secret.label : 'command output', secret: secret !== undefined };
    }
    if (SECRET_VAR.test(value)) return { what: SECRET_VAR.exec(value)![0], secret: true };
  }
  // nc host port < file, or something piped into nc / curl reading stdin.
  if (NETCATS.has(cmd.name)) {
    const r = cmd.redirects.find((x) => x.op.endsWith('<') && x.target);
    if (r?.target) {
      const secret = secretPathIn(` ${r.target.text}`);
      return { what: secret ? secret.label : r.target.text, secret: secret !== undefined };
    }
    const up = upstream(view, cmd)[0];
    if (up) return sourceOf(up);
  }
  return undefined;
}

function sourceOf(cmd: ShellCommand): { what: string; secret: boolean } | undefined {
  if (['env', 'printenv', 'set'].includes(cmd.name) && cmd.argv.length === 1)
    return { what: 'the whole environment', secret: true };
  if (cmd.name === 'export' && cmd.argv[1]?.text === '-p')
    return { what: 'the whole environment', secret: true };
  if (READERS.has(cmd.name) || cmd.name === 'tar' || cmd.name === 'zip') {
    for (const w of cmd.argv.slice(1)) {
      const s = secretPathIn(` ${w.text}`);
      if (s) return { what: s.label, secret: true };
    }
    const file = cmd.argv.slice(1).find((w) => !w.text.startsWith('-'));
    return file ? { what: file.text, secret: false } : undefined;
  }
  if (
    cmd.name === 'history' ||
    (cmd.name === 'security' && /dump-keychain|find-/.test(cmd.argv[1]?.text ?? ''))
  ) {
    return { what: cmd.name === 'history' ? 'the shell history' : 'the keychain', secret: true };
  }
  return undefined;
}

function detectExfiltration(snippet: ShellSnippet, view: ShellView, cmd: ShellCommand, emit: Emit): void {
  const text = commandText(snippet, cmd);
  const net = DOWNLOADERS.has(cmd.name) || NETCATS.has(cmd.name);
  if (net) {
    const url =
      urlIn(cmd) ?? (NETCATS.has(cmd.name) ? (args(cmd).find((a) => !a.startsWith('-')) ?? '') : '');
    const host = hostOf(url);
    if (url && isLocalHost(host)) return;
    const src = uploadSource(view, cmd);
    const webhook = WEBHOOK_HOST.test(host);
    if (src && (src.secret || webhook || isRawIp(host))) {
      const severity: Severity =
        src.secret && !isPlaceholderHost(host) ? 'critical' : isPlaceholderHost(host) ? 'medium' : 'high';
      emit(
        'data-exfiltration',
        cmd.start,
        cmd.end,
        severity,
        `\`${inert(text, 100)}\` sends ${inert(src.what, 60)} to ${inert(host || 'a remote host', 60)} — ${where(snippet)}, and the data leaves the machine`,
        `send:${src.what}:${host}`,
      );
      return;
    }
    const ncConnect =
      NETCATS.has(cmd.name) &&
      !hasFlag(cmd, 'z') &&
      !hasFlag(cmd, 'l') &&
      args(cmd).filter((a) => !a.startsWith('-')).length >= 2;
    if (src || webhook || ncConnect) {
      // Not reported alone; its severity says whether it may corroborate (documentation hosts may not).
      emit(
        'network-sink',
        cmd.start,
        cmd.end,
        isPlaceholderHost(host) ? 'medium' : 'high',
        `\`${inert(text, 100)}\` sends data to ${inert(host || 'the network', 60)}`,
        `sink:${host}`,
      );
    }
    return;
  }
  if (
    ['dig', 'nslookup', 'host', 'ping'].includes(cmd.name) &&
    cmd.argv.some((w) => /\$\(|`|\$\{?[A-Z_]/.test(w.text))
  ) {
    emit(
      'data-exfiltration',
      cmd.start,
      cmd.end,
      'high',
      `\`${inert(text, 100)}\` builds a DNS name from local data: the lookup carries that data to whoever runs the domain's name server`,
      `dns:${cmd.name}`,
    );
    return;
  }
  if ((cmd.name === 'scp' || cmd.name === 'rsync') && cmd.argv.length > 2) {
    const remote = args(cmd).some((a) => /^[\w.-]+@[\w.-]+:|^[\w.-]+\.[a-z]{2,}:/.test(a));
    const secret = args(cmd)
      .map((a) => secretPathIn(` ${a}`))
      .find((s) => s !== undefined);
    if (remote && secret && secret.grade === 'secret') {
      emit(
        'data-exfiltration',
        cmd.start,
        cmd.end,
        'critical',
        `\`${inert(text, 100)}\` copies ${secret.label} to a remote machine`,
        `copy:${secret.label}`,
      );
    }
  }
}

const RC_FILE =
  /(?:^|\/)\.(?:bashrc|bash_profile|bash_login|profile|zshrc|zprofile|zshenv|zlogin|kshrc|cshrc|tcshrc)$|\.config\/fish\/config\.fish$|^\/etc\/(?:profile|bash\.bashrc|zshrc|environment)$|^\/etc\/profile\.d\//;
const AUTOSTART =
  /Library\/Launch(?:Agents|Daemons)\/|\.config\/systemd\/user\/|\/etc\/systemd\/system\/|\.config\/autostart\/|^\/etc\/cron|^\/etc\/rc\.local$|^\/etc\/init\.d\/|\/var\/spool\/cron|\.git\/hooks\//;
const AUTH_KEYS = /\.ssh\/authorized_keys2?$/;
const AGENT_SETTINGS =
  /\.claude\/settings(?:\.local)?\.json$|\.claude\/hooks\b|hooks\/hooks\.json$|(?:^|\/)\.mcp\.json$|\.cursor\/mcp\.json$|\.codex\/config\.toml$|\.gemini\/settings\.json$|\.vscode\/settings\.json$/;
const AGENT_MEMORY =
  /(?:^|\/)(?:CLAUDE|AGENTS|GEMINI|MEMORY)\.md$|(?:^|\/)\.cursorrules$|\.cursor\/rules\/|copilot-instructions\.md$|\.claude\/(?:agents|commands|skills)\//;
const PAYLOAD_IN_TEXT = /\b(?:curl|wget|iwr|irm|nc|ncat)\b|\/dev\/tcp|base64\s+-{1,2}d/;

function persistenceTarget(path: string): { what: string; severity: Severity } | undefined {
  const p = path.replace(/^["']|["']$/g, '');
  if (RC_FILE.test(p)) return { what: `the shell startup file ${p}`, severity: 'medium' };
  if (AUTOSTART.test(p)) return { what: `an autostart location (${p})`, severity: 'high' };
  if (AUTH_KEYS.test(p)) return { what: 'SSH authorized_keys', severity: 'high' };
  if (AGENT_SETTINGS.test(p)) return { what: `agent settings (${p})`, severity: 'high' };
  if (AGENT_MEMORY.test(p)) return { what: `agent instructions (${p})`, severity: 'medium' };
  return undefined;
}

function detectPersistence(snippet: ShellSnippet, cmd: ShellCommand, emit: Emit): void {
  const text = commandText(snippet, cmd) + (cmd.heredoc ? `\n${cmd.heredoc.text}` : '');
  const targets: string[] = [];
  for (const r of cmd.redirects)
    if (/>/.test(r.op) && !r.op.includes('&') && r.target) targets.push(r.target.text);
  if (cmd.name === 'tee') targets.push(...args(cmd).filter((a) => !a.startsWith('-')));
  if (['cp', 'mv', 'ln', 'install'].includes(cmd.name) && cmd.argv.length > 2)
    targets.push(cmd.argv[cmd.argv.length - 1]!.text);
  if (cmd.name === 'sed' && hasFlag(cmd, 'i', '--in-place'))
    targets.push(cmd.argv[cmd.argv.length - 1]!.text);
  for (const t of targets) {
    const hit = persistenceTarget(t);
    if (!hit) continue;
    let severity = hit.severity;
    if (PAYLOAD_IN_TEXT.test(text)) severity = 'critical';
    else if (
      RC_FILE.test(t) &&
      /export\s+PATH=|(?:^|\s)alias\s|\bsource\s|\beval\s+"\$\([\w-]+\s+(?:init|env|completion|activate)/.test(
        text,
      )
    )
      severity = 'low';
    emit(
      'persistence',
      cmd.start,
      cmd.end,
      severity,
      `\`${inert(commandText(snippet, cmd), 100)}\` writes to ${hit.what}: the change outlives this session and ${severity === 'critical' ? 'downloads or runs code every time it loads' : 'keeps acting after the skill is gone'}`,
      `write:${t}`,
    );
    return;
  }
  if (cmd.wrappers.includes('nohup') || cmd.wrappers.includes('setsid') || cmd.name === 'disown') {
    emit(
      'persistence',
      cmd.start,
      cmd.end,
      'low',
      `\`${inert(commandText(snippet, cmd), 100)}\` starts a detached process that keeps running after the session ends`,
      `detached:${cmd.name}`,
    );
    return;
  }
  if (cmd.name === 'crontab') {
    const a = args(cmd);
    // `(crontab -l; echo "…") | crontab -`: the job text sits in a group before the pipe, on the same line.
    const lineStart = snippet.text.lastIndexOf('\n', cmd.start - snippet.base) + 1;
    const line = snippet.text.slice(lineStart, cmd.end - snippet.base);
    const onlyList = a.length > 0 && a.every((x) => x === '-l' || x === '-r' || x.startsWith('-u'));
    if (!onlyList) {
      emit(
        'persistence',
        cmd.start,
        cmd.end,
        PAYLOAD_IN_TEXT.test(text) || PAYLOAD_IN_TEXT.test(line)
          ? 'critical'
          : a.includes('-e')
            ? 'medium'
            : 'high',
        `\`${inert(text, 100)}\` installs a cron job: it keeps running on a schedule after the session ends`,
        `crontab:${a.join(' ')}`,
      );
    }
    return;
  }
  if (cmd.name === 'launchctl' && /^(?:load|bootstrap|enable|submit)$/.test(cmd.argv[1]?.text ?? '')) {
    emit(
      'persistence',
      cmd.start,
      cmd.end,
      'high',
      `\`${inert(text, 100)}\` registers a launchd job that starts on its own`,
      `launchctl`,
    );
    return;
  }
  if (cmd.name === 'systemctl' && args(cmd).includes('enable')) {
    const user = args(cmd).includes('--user');
    emit(
      'persistence',
      cmd.start,
      cmd.end,
      user ? 'high' : 'medium',
      `\`${inert(text, 100)}\` enables a ${user ? 'user ' : ''}systemd service that starts at every boot or login`,
      `systemctl:${args(cmd).join(' ')}`,
    );
  }
}

const PACKAGE_MANAGERS =
  /^(?:apt|apt-get|yum|dnf|pacman|zypper|apk|snap|brew|port|npm|pnpm|yarn|pip|pip3|gem|dpkg|rpm|installer|make|cargo)$/;
const BROAD_RM =
  /^(?:\/|\/\*|~|~\/|~\/\*|\$HOME\/?|\$\{HOME\}\/?|\*|\.\/?\*?|\.\.\/?|\/(?:usr|etc|var|home|bin|lib|opt|boot|System|Users)\/?)$/;

function detectPrivileged(snippet: ShellSnippet, cmd: ShellCommand, emit: Emit): void {
  const text = commandText(snippet, cmd);
  const a = args(cmd);
  if (cmd.name === 'rm') {
    const recursive = a.some((x) => /^-[a-zA-Z]*[rR]/.test(x) || x === '--recursive');
    const force = a.some((x) => /^-[a-zA-Z]*f/.test(x) || x === '--force');
    const broad = a.find((x) => BROAD_RM.test(x));
    if (recursive && (broad || a.includes('--no-preserve-root'))) {
      emit(
        'privileged-command',
        cmd.start,
        cmd.end,
        force || a.includes('--no-preserve-root') ? 'high' : 'medium',
        `\`${inert(text, 100)}\` recursively deletes ${broad ? inert(broad, 30) : 'the filesystem root'} — irreversible loss of the user's files`,
        `rm:${broad ?? 'root'}`,
      );
      return;
    }
  }
  if (
    /^mkfs(?:\.|$)/.test(cmd.name) ||
    (cmd.name === 'dd' && a.some((x) => /^of=\/dev\/(?:sd|hd|nvme|disk|rdisk|mmcblk|xvd|vd)/.test(x)))
  ) {
    emit(
      'privileged-command',
      cmd.start,
      cmd.end,
      'high',
      `\`${inert(text, 100)}\` overwrites a disk or partition`,
      `disk:${cmd.name}`,
    );
    return;
  }
  if (cmd.name === 'chmod') {
    const mode = a.find((x) => !x.startsWith('-') || /^-[rwxst]/.test(x)) ?? '';
    if (/^[0-7]?[2367]?[4-7][0-7][0-7]$/.test(mode) && /^[4267]/.test(mode) && mode.length === 4) {
      emit(
        'privileged-command',
        cmd.start,
        cmd.end,
        'high',
        `\`${inert(text, 100)}\` sets the setuid/setgid bit: the program then runs with its owner's privileges`,
        `suid:${mode}`,
      );
      return;
    }
    if (/[ug]?\+s|u\+s|g\+s/.test(mode)) {
      emit(
        'privileged-command',
        cmd.start,
        cmd.end,
        'high',
        `\`${inert(text, 100)}\` sets the setuid/setgid bit: the program then runs with its owner's privileges`,
        `suid:${mode}`,
      );
      return;
    }
    if (/^0?777$|^a\+rwx$|^o\+w$|^ugo\+rwx$|^666$/.test(mode)) {
      emit(
        'privileged-command',
        cmd.start,
        cmd.end,
        'medium',
        `\`${inert(text, 100)}\` makes files world-writable: any local user or process can replace them`,
        `world:${mode}`,
      );
      return;
    }
  }
  for (const r of cmd.redirects) {
    if (/>/.test(r.op) && r.target && /^\/etc\//.test(r.target.text) && !RC_FILE.test(r.target.text)) {
      emit(
        'privileged-command',
        cmd.start,
        cmd.end,
        /passwd|shadow|sudoers/.test(r.target.text) ? 'high' : 'medium',
        `\`${inert(text, 100)}\` writes to the system file ${inert(r.target.text, 40)}`,
        `etc:${r.target.text}`,
      );
      return;
    }
  }
  if (cmd.name === 'tee' && a.some((x) => /^\/etc\/(?:passwd|shadow|sudoers)/.test(x))) {
    emit(
      'privileged-command',
      cmd.start,
      cmd.end,
      'high',
      `\`${inert(text, 100)}\` writes to a system account or sudo file`,
      `etc-tee`,
    );
    return;
  }
  const sudo = cmd.wrappers.find((w) => w === 'sudo' || w === 'doas');
  // `curl … | sudo bash` is remote-code-execution's finding; a name that is not a word is a parse artefact.
  const fedByPipe = cmd.index > 0 && execsStdin(cmd);
  if (sudo && /^[\w.+-]+$/.test(cmd.name) && !fedByPipe) {
    const pkg = PACKAGE_MANAGERS.test(cmd.name);
    emit(
      'privileged-command',
      cmd.start,
      cmd.end,
      pkg ? 'low' : 'medium',
      `\`${inert(text, 100)}\` runs ${cmd.name} as root with ${sudo}${pkg ? ' (a system package install)' : ''}: anything it does is unrestricted`,
      `sudo:${cmd.name}`,
    );
  }
}

/** echo BLOB | base64 -d | sh, and friends without a download. */
function detectDecodeExec(
  snippet: ShellSnippet,
  view: ShellView,
  cmd: ShellCommand,
  emit: Emit,
  opt: DetectOptions,
): void {
  if (!isDecoder(cmd)) return;
  const up = upstream(view, cmd);
  if (up.some((c) => DOWNLOADERS.has(c.name))) return; // remote-code-execution reports it
  const sink = downstream(view, cmd).find(execsStdin);
  const hereInput = cmd.redirects.find((r) => r.op.endsWith('<<<'))?.target?.text;
  if (!sink) return;
  const first = up[0] ?? cmd;
  const text = snippet.text.slice(first.start - snippet.base, sink.end - snippet.base);
  const literal =
    hereInput ??
    (first.name === 'echo' || first.name === 'printf'
      ? args(first)
          .filter((x) => !x.startsWith('-'))
          .join('')
      : undefined);
  const blob =
    literal && /^[A-Za-z0-9+/=\s]{8,}$/.test(literal)
      ? decodeRescan(literal.replace(/\s/g, ''), 'base64', opt)
      : undefined;
  const severity: Severity = blob?.dangerous ? 'critical' : 'high';
  emit(
    'obfuscated-payload',
    first.start,
    sink.end,
    severity,
    blob?.decoded
      ? `\`${inert(text, 80)}\` decodes and runs hidden code with ${sink.name}: it decodes to \`${inert(blob.decoded, 120)}\`${blob.dangerous ? ` (${blob.dangerous})` : ''}`
      : `\`${inert(text, 100)}\` decodes content and pipes it into ${sink.name}: what runs is hidden from a reviewer`,
    `decode-exec:${sink.name}:${blob?.decoded ?? text}`,
  );
}

/** eval "$A$B", sh -c "$P1$P2": code assembled from variables at run time. */
function detectAssembly(snippet: ShellSnippet, cmd: ShellCommand, emit: Emit): void {
  const concatenated = (t: string) => /\$\{?[A-Za-z_]\w*\}?["']?\s*\$\{?[A-Za-z_]\w*/.test(t);
  let payload: string | undefined;
  if (cmd.name === 'eval') payload = args(cmd).join(' ');
  else if (SHELLS.has(cmd.name) && hasFlag(cmd, 'c'))
    payload = cmd.argv[cmd.argv.findIndex((w) => /^-[a-z]*c$/.test(w.text)) + 1]?.text;
  else if (['echo', 'printf'].includes(cmd.name)) payload = args(cmd).join('');
  if (!payload || !concatenated(payload)) return;
  if (['echo', 'printf'].includes(cmd.name)) return; // only when piped to a sink, handled by decode-exec
  emit(
    'assembly',
    cmd.start,
    cmd.end,
    'high',
    `\`${inert(commandText(snippet, cmd), 100)}\` runs code joined from variables at run time`,
    `assemble:${payload}`,
  );
}

const PS_DOWNLOAD =
  /downloadstring|downloadfile|\biwr\b|\birm\b|invoke-webrequest|invoke-restmethod|net\.webclient|start-bitstransfer/i;
const PS_EXEC = /\biex\b|invoke-expression/gi;
const FORK_BOMB = /:\s{0,3}\(\s{0,3}\)\s{0,3}\{\s{0,3}:\s{0,3}\|\s{0,3}:\s{0,3}&\s{0,3}\}\s{0,3};\s{0,3}:/;

/** Patterns that live across tokens the shell parser splits: PowerShell cradles, fork bombs, socket shells. */
function detectTextLevel(snippet: ShellSnippet, emit: Emit, opt: DetectOptions): void {
  const t = snippet.text;
  let n = 0;
  for (const m of t.matchAll(PS_EXEC)) {
    if (++n > 1000) break;
    const lineStart = t.lastIndexOf('\n', m.index) + 1;
    const nl = t.indexOf('\n', m.index);
    const line = t.slice(lineStart, nl < 0 ? t.length : nl);
    if (!PS_DOWNLOAD.test(line)) continue;
    const url = /https?:\/\/[^\s'")]+/.exec(line)?.[0] ?? '';
    if (url && isLocalHost(hostOf(url))) continue;
    const severity = rceSeverity(snippet, url, false, opt.trusted);
    emit(
      'remote-code-execution',
      snippet.base + lineStart,
      snippet.base + lineStart + line.length,
      severity,
      `\`${inert(line, 120)}\` downloads ${url ? inert(url, 80) : 'remote content'} and runs it with Invoke-Expression — ${where(snippet)}`,
      `ps:${url}`,
    );
    break;
  }
  if (/TcpClient/i.test(t) && /GetStream/i.test(t) && /\biex\b|invoke-expression|out-string/i.test(t)) {
    const at = t.search(/TcpClient/i);
    emit(
      'reverse-shell',
      snippet.base + at,
      snippet.base + at + 9,
      'critical',
      'PowerShell opens a TCP connection and runs what it receives (a PowerShell reverse shell)',
      'ps-tcp',
    );
  }
  const fork = FORK_BOMB.exec(t);
  if (fork) {
    emit(
      'privileged-command',
      snippet.base + fork.index,
      snippet.base + fork.index + fork[0].length,
      'high',
      'a fork bomb: it spawns processes until the machine stops responding',
      'fork-bomb',
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Decoded payloads and prose

interface Rescan {
  decoded?: string;
  dangerous?: string;
}

/** Decodes and scans the result again for execution evidence (depth-capped). */
function decodeRescan(raw: string, kind: EncodedBlob['kind'], opt: DetectOptions): Rescan {
  const blob = kind === 'base64' ? findEncodedBlobs(raw)[0] : undefined;
  const decoded = blob?.decoded ?? (kind !== 'base64' ? undefined : undefined);
  if (!decoded) return {};
  return { decoded, ...dangerOf(decoded, opt.depth + 1) };
}

export function dangerOf(decoded: string, depth = 1): { dangerous?: string } {
  if (depth > PAYLOAD_LIMITS.maxDepth) return {};
  const found = scanText(decoded, depth);
  const worst = found.find((s) =>
    ['remote-code-execution', 'reverse-shell', 'data-exfiltration', 'credential-access'].includes(s.kind),
  );
  return worst ? { dangerous: `itself ${worst.kind.replace(/-/g, ' ')}` } : {};
}

/** Scans a piece of decoded text as shell, for the rescan of payloads. */
function scanText(text: string, depth: number): Signal[] {
  const snippet: ShellSnippet = { path: '', kind: 'fence', text, base: 0, negated: false };
  const out: Signal[] = [];
  const emit: Emit = (kind, start, end, severity, message, key) => {
    out.push({
      kind,
      path: '',
      start,
      end,
      region: { startLine: 1, startColumn: 1, endLine: 1, endColumn: 2 },
      severity,
      message,
      key,
    });
  };
  const opt: DetectOptions = { trusted: [], downloads: [], depth };
  const view = parseShell(text);
  detectSnippet(snippet, view, emit, opt);
  detectRunOfDownload(snippet, view, emit, opt);
  return out;
}

function detectBlobs(file: TextFile, emit: Emit, opt: DetectOptions, taken: Array<[number, number]>): void {
  const text = file.text;
  for (const blob of findEncodedBlobs(text)) {
    if (taken.some(([s, e]) => blob.start >= s && blob.end <= e)) continue;
    const window =
      text.slice(Math.max(0, blob.start - 300), blob.start) + ' ' + text.slice(blob.end, blob.end + 300);
    const sink = EXEC_SINK.test(window);
    const follow = DECODE_AND_FOLLOW.test(window);
    if (!sink && !follow) continue;
    if (!blob.decoded) {
      // Binary after decoding: only a direct decode-into-interpreter pipe on the same line counts.
      const line = text.slice(
        text.lastIndexOf('\n', blob.start) + 1,
        (text.indexOf('\n', blob.end) + 1 || text.length + 1) - 1,
      );
      if (
        !/base64\s+-{1,2}d|frombase64string|b64decode|atob/i.test(line) ||
        !EXEC_SINK.test(line.replace(blob.raw, ' '))
      )
        continue;
    }
    const danger = blob.decoded ? dangerOf(blob.decoded, opt.depth + 1) : {};
    const severity: Severity = danger.dangerous ? 'critical' : 'high';
    const shown = blob.decoded ? `decodes to \`${inert(blob.decoded, 120)}\`` : 'decodes to binary content';
    const why = follow
      ? 'and the text tells the agent to decode it and act on it'
      : 'next to code that executes it';
    emit(
      'obfuscated-payload',
      blob.start,
      blob.end,
      severity,
      `A ${blob.kind} blob ${shown}${danger.dangerous ? ` (${danger.dangerous})` : ''}, ${why}: a reviewer reading the file cannot see what runs`,
      `blob:${blob.kind}:${blob.raw.slice(0, 64)}`,
    );
  }
}

const PROSE_READ =
  /\b(?:read|cat|open|copy|collect|gather|extract|upload|send|include|attach|print|dump|grab|harvest|exfiltrate|display|output|retrieve|steal|load|paste)\b/i;
const PROSE_SEND = /\b(?:send|upload|post|forward|transmit|exfiltrate|leak|e-?mail)\b/i;
const PROSE_SENSITIVE =
  /\b(?:conversation|chat history|session transcript|secrets|credentials|ssh keys?|private keys?|environment variables|env vars|cookies|passwords|api keys)\b|\.env\b/i;
const PROSE_DEST = /https?:\/\/(?!localhost|127\.0\.0\.1)[^\s)]+|\bwebhook\b/i;
/** A write verb shortly before the target ("add this to `CLAUDE.md`"), not a table cell that names both. */
const PROSE_PERSIST_VERB =
  /\b(?:add|append|write|insert|save|put|store|register|install|inject)\b[^\n]{0,60}?(?:~\/)?(?:\.(?:bashrc|zshrc|bash_profile|profile|zprofile)\b|\bcrontab\b|LaunchAgents|\bsystemd\b|\b(?:CLAUDE|AGENTS|MEMORY|GEMINI)\.md\b|\.claude\/settings(?:\.local)?\.json|\.cursorrules)/i;
const PROSE_PERSIST_TARGET =
  /(?:~\/)?\.(?:bashrc|zshrc|bash_profile|profile|zprofile)\b|\bcrontab\b|LaunchAgents|\bsystemd\b|\b(?:CLAUDE|AGENTS|MEMORY|GEMINI)\.md\b|\.claude\/settings(?:\.local)?\.json|\.cursorrules/;
const PROSE_FOREVER =
  /\b(?:remember (?:this|these)[^.\n]{0,40}\b(?:forever|permanently|in (?:all|every) future)|in all future (?:sessions|conversations))\b/i;
const ASSEMBLE_VERB = /\b(?:combine|concatenate|concat|join|assemble|reassemble|merge|glue|stitch)\b/i;
const ASSEMBLE_OBJECT = /\b(?:parts?|fragments?|chunks?|pieces?|segments?|shares?|halves|shards?)\b/i;
const ASSEMBLE_ACT = /\b(?:run|execute|exec|eval|decode|follow|pipe|bash|sh|node|python|obey|apply)\b/i;
const FRAGMENT =
  /\b(?:part|frag(?:ment)?|chunk|piece|segment|share|half|shard)[ _-]?(\d{1,2}|[a-h]|one|two|three|four)\b["'`]?\s{0,3}[:=]\s{0,3}["'`]?([A-Za-z0-9+/=_-]{12,400})/gi;

const ORDER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4 };

function lineSpans(
  text: string,
  from: number,
  to: number,
  visit: (line: string, start: number) => void,
): void {
  let i = from;
  let guard = 0;
  while (i < to && guard++ < 200000) {
    const nl = text.indexOf('\n', i);
    const end = nl < 0 || nl > to ? to : nl;
    if (end - i <= 4000) visit(text.slice(i, end), i);
    i = end + 1;
  }
}

function detectProse(file: TextFile, emit: Emit, bodyStart: number, md: MarkdownDoc): void {
  const text = file.text;
  for (const span of md.prose) proseLines(text, bodyStart + span.start, bodyStart + span.end, emit);
}

function proseLines(text: string, from: number, to: number, emit: Emit): void {
  lineSpans(text, from, to, (line, start) => {
    const negated = NEGATION.test(line);
    const secret = secretPathIn(line);
    if (secret && PROSE_READ.test(line) && !negated) {
      emit(
        'credential-access',
        start,
        start + line.length,
        'medium',
        `The text tells the agent to read ${secret.label} ("${inert(line, 100)}"): following it puts the secret into the conversation`,
        `prose-read:${secret.label}:${inert(line, 60)}`,
        { grade: secret.grade },
      );
    }
    if (PROSE_SEND.test(line) && PROSE_SENSITIVE.test(line) && PROSE_DEST.test(line) && !negated) {
      emit(
        'data-exfiltration',
        start,
        start + line.length,
        'high',
        `The text tells the agent to send sensitive data to a remote destination ("${inert(line, 100)}")`,
        `prose-send:${inert(line, 60)}`,
      );
    }
    const persist = PROSE_PERSIST_VERB.exec(line);
    if (persist && !negated) {
      const target = PROSE_PERSIST_TARGET.exec(persist[0])?.[0] ?? persist[0];
      emit(
        'persistence',
        start,
        start + line.length,
        'medium',
        `The text tells the agent to write into ${target} ("${inert(line, 100)}"): the change stays in force after this skill is gone`,
        `prose-persist:${target}:${inert(line, 60)}`,
      );
    } else if (PROSE_FOREVER.test(line) && !negated) {
      emit(
        'persistence',
        start,
        start + line.length,
        'medium',
        `The text asks the agent to keep an instruction in memory across sessions ("${inert(line, 100)}")`,
        `prose-forever:${inert(line, 60)}`,
      );
    }
    if (ASSEMBLE_VERB.test(line) && ASSEMBLE_OBJECT.test(line) && ASSEMBLE_ACT.test(line) && !negated) {
      emit(
        'assembly',
        start,
        start + line.length,
        'high',
        `The text tells the agent to join pieces and act on the result ("${inert(line, 100)}")`,
        `prose-assemble:${inert(line, 60)}`,
      );
    }
  });
}

function detectFragments(file: TextFile, emit: Emit): void {
  let n = 0;
  for (const m of file.text.matchAll(FRAGMENT)) {
    if (++n > 100) break;
    // Encoded-looking values only: "Part 1: Introduction" is a heading, not a fragment.
    if (!/[0-9+/=]/.test(m[2]!) || !/[A-Za-z]/.test(m[2]!)) continue;
    const label = m[1]!.toLowerCase();
    const order = /^\d+$/.test(label) ? Number(label) : (ORDER_WORDS[label] ?? label.charCodeAt(0) - 96);
    emit(
      'fragment',
      m.index,
      m.index + m[0].length,
      'info',
      `fragment ${label}`,
      `fragment:${label}:${m[2]}`,
      {
        fragment: { order, value: m[2]! },
      },
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Code files read as text

const CODE_SINKS: Array<{ re: RegExp; what: string; lang?: RegExp; unless?: RegExp }> = [
  { re: /(?<![\w.])eval\s*\(/, what: 'eval() of a string' },
  { re: /(?<![\w.])exec\s*\(/, what: 'exec() of a string', lang: /\.pyw?$/ },
  { re: /shell\s*=\s*True/, what: 'subprocess with shell=True' },
  { re: /\bos\.(?:system|popen)\s*\(/, what: 'os.system/os.popen' },
  { re: /create_subprocess_shell\s*\(/, what: 'asyncio shell subprocess' },
  { re: /\bchild_process\b/, what: 'child_process' },
  { re: /\bnew\s+Function\s*\(/, what: 'the Function constructor' },
  { re: /\bvm\.runIn(?:New|This)?Context\s*\(/, what: 'vm.runInContext' },
  { re: /\bpickle\.loads?\s*\(|\bcPickle\.loads?\s*\(|\bdill\.loads?\s*\(/, what: 'pickle deserialisation' },
  { re: /\bmarshal\.loads\s*\(/, what: 'marshal deserialisation' },
  {
    re: /\byaml\.load\s*\(/,
    what: 'yaml.load without SafeLoader',
    unless: /Loader\s*=\s*(?:yaml\.)?C?SafeLoader/,
  },
  { re: /\byaml\.unsafe_load\s*\(|\bYAML\.unsafe_load\b/, what: 'unsafe YAML loading' },
  { re: /\bMarshal\.load\b/, what: 'Ruby Marshal.load' },
  { re: /\bunserialize\s*\(/, what: 'PHP unserialize' },
  { re: /\b(?:shell_exec|passthru|proc_open)\s*\(/, what: 'PHP shell execution' },
];

function detectCodeFile(file: TextFile, emit: Emit): void {
  const seen = new Map<string, { start: number; end: number; count: number; line: string }>();
  lineSpans(file.text, 0, file.text.length, (line, start) => {
    const trimmed = line.trimStart();
    if (/^(?:#|\/\/|\*|\/\*)/.test(trimmed)) return;
    for (const sink of CODE_SINKS) {
      if (sink.lang && !sink.lang.test(file.path)) continue;
      const m = sink.re.exec(line);
      if (!m || sink.unless?.test(line)) continue;
      const prev = seen.get(sink.what);
      if (prev) prev.count++;
      else
        seen.set(sink.what, { start: start + m.index, end: start + m.index + m[0].length, count: 1, line });
    }
  });
  for (const [what, s] of [...seen.entries()].sort((a, b) => a[1].start - b[1].start)) {
    emit(
      'script-code-sink',
      s.start,
      s.end,
      'medium',
      `This bundled script uses ${what}${s.count > 1 ? ` (${s.count} places)` : ''} ("${inert(s.line, 80)}"): if any of its input comes from the user, a file or the network, that input runs as code when the agent runs the script`,
      `sink:${what}`,
    );
  }
  const t = file.text;
  if (/socket/i.test(t) && /connect/i.test(t) && /dup2|pty\.spawn/.test(t) && /\/bin\/(?:ba)?sh/.test(t)) {
    const at = t.search(/dup2|pty\.spawn/);
    emit(
      'reverse-shell',
      at,
      at + 4,
      'critical',
      'This script connects a socket and attaches a shell to it (dup2/pty.spawn + /bin/sh): a reverse shell',
      'code-revshell',
    );
  }
  if (
    /\bnet\.(?:Socket|connect|createConnection)\b/.test(t) &&
    /child_process/.test(t) &&
    /\/bin\/(?:ba)?sh|cmd\.exe/.test(t) &&
    /\.pipe\(/.test(t)
  ) {
    const at = t.search(/\bnet\.(?:Socket|connect|createConnection)\b/);
    emit(
      'reverse-shell',
      at,
      at + 10,
      'critical',
      'This script pipes a network socket into a spawned shell: a Node reverse shell',
      'code-revshell-node',
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Entry point, cached per model

/** Per model, per trusted-installer list (joined), per path. */
const cache = new WeakMap<ScanModel, Map<string, Map<string, Promise<Signal[]>>>>();
const snippetsCache = new WeakMap<ScanModel, Map<string, ShellSnippet[]>>();
/** The joined form of each installer list seen (rules pass the configuration's own array every time). */
const installerKeys = new WeakMap<readonly string[], string>();

/** The shell snippets `analyzeFile` found in a file (empty until it ran for that path). */
export function snippetsOf(model: ScanModel, path: string): ShellSnippet[] {
  return snippetsCache.get(model)?.get(path) ?? [];
}

export interface AnalyzeOptions {
  trustedInstallers?: readonly string[];
}

function installersKey(list: readonly string[]): string {
  let key = installerKeys.get(list);
  if (key === undefined) {
    key = list.join(',');
    installerKeys.set(list, key);
  }
  return key;
}

export function analyzeFile(model: ScanModel, path: string, options: AnalyzeOptions = {}): Promise<Signal[]> {
  let perModel = cache.get(model);
  if (!perModel) {
    perModel = new Map();
    cache.set(model, perModel);
  }
  const installers = installersKey(options.trustedInstallers ?? DEFAULT_TRUSTED_INSTALLERS);
  let perList = perModel.get(installers);
  if (!perList) {
    perList = new Map();
    perModel.set(installers, perList);
  }
  let p = perList.get(path);
  if (!p) {
    p = analyze(model, path, options);
    perList.set(path, p);
  }
  return p;
}

async function analyze(model: ScanModel, path: string, options: AnalyzeOptions): Promise<Signal[]> {
  const file = await model.files.text(path);
  const hooks = hookSnippets(model, path);
  if (!file && hooks.length === 0) return [];
  const doc = byPath(model).docs.get(path)?.[0];
  const md = file && isMarkdownFile(path) ? model.files.markdown(file, doc?.bodyStart ?? 0).body : undefined;
  const { signals, snippets } = analyzeText(path, file, {
    ...options,
    hooks,
    ...(doc ? { doc } : {}),
    ...(md ? { md } : {}),
  });
  snippetsCache.get(model)?.set(path, snippets) ?? snippetsCache.set(model, new Map([[path, snippets]]));
  return signals;
}

export interface AnalyzeTextOptions extends AnalyzeOptions {
  hooks?: ShellSnippet[];
  doc?: SkillDoc;
  /** The file's Markdown parse (of the body, for an entry document); prose checks and fences need it. */
  md?: MarkdownDoc;
}

/**
 * Every detector over one file's text, without a model: what `analyzeFile` runs, exposed so the
 * detectors can be measured apart from parsing (hostile-input tests).
 */
export function analyzeText(
  path: string,
  file: TextFile | undefined,
  options: AnalyzeTextOptions = {},
): { signals: Signal[]; snippets: ShellSnippet[] } {
  const hooks = options.hooks ?? [];
  const doc = options.doc;

  const out: Signal[] = [];
  const lines = file?.lines;
  const emitFor =
    (snippet: ShellSnippet | undefined): Emit =>
    (kind, start, end, severity, message, key, extra) => {
      let sev = severity;
      const framed = snippet
        ? snippet.negated || snippet.illustrative
        : file
          ? illustrativeAt(file.text, start)
          : false;
      if (framed && (sev === 'critical' || sev === 'high')) sev = 'medium';
      const region =
        snippet?.region ??
        (lines
          ? lines.region(start, Math.max(start + 1, end))
          : { startLine: 1, startColumn: 1, endLine: 1, endColumn: 2 });
      out.push({
        kind,
        path,
        start,
        end,
        region,
        severity: sev,
        message,
        key,
        ...(snippet ? { snippet: snippet.kind } : {}),
        ...extra,
      });
    };
  const opt: DetectOptions = {
    trusted: options.trustedInstallers ?? DEFAULT_TRUSTED_INSTALLERS,
    downloads: [],
    depth: 0,
  };
  // The Markdown parse is shared by snippet extraction and prose checks: parse once per file.
  const md = options.md;
  const snippets = [...(file && (md || !isMarkdownFile(path)) ? fileSnippets(file, doc, md) : []), ...hooks];
  const views = snippets.map((s) => ({ snippet: s, view: parseShell(s.text, s.base) }));
  for (const { snippet, view } of views) detectSnippet(snippet, view, emitFor(snippet), opt);
  for (const { snippet, view } of views) detectRunOfDownload(snippet, view, emitFor(snippet), opt);
  if (file) {
    const taken = out
      .filter((s) => s.kind === 'obfuscated-payload')
      .map((s): [number, number] => [s.start, s.end]);
    detectBlobs(file, emitFor(undefined), opt, taken);
    detectFragments(file, emitFor(undefined));
    if (md) detectProse(file, emitFor(undefined), doc?.bodyStart ?? 0, md);
    if (CODE_EXT.test(path)) detectCodeFile(file, emitFor(undefined));
  }
  return { signals: dedupe(out), snippets };
}

/** One signal per kind and span; the most severe wins. */
function dedupe(signals: Signal[]): Signal[] {
  const rank: Record<Severity, number> = { critical: 5, high: 4, medium: 3, low: 2, info: 1 };
  const best = new Map<string, Signal>();
  const snippetLines = new Set(
    signals.filter((s) => s.snippet).map((s) => `${s.kind}:${s.region.startLine}`),
  );
  for (const s of signals) {
    if (!s.snippet && snippetLines.has(`${s.kind}:${s.region.startLine}`)) continue;
    const k = `${s.kind}:${s.region.startLine}:${s.region.startColumn}`;
    const prev = best.get(k);
    if (!prev || rank[s.severity] > rank[prev.severity]) best.set(k, s);
  }
  return [...best.values()].sort((a, b) => a.start - b.start || a.kind.localeCompare(b.kind));
}

export { programName };
