import { gitProgramOf, PROGRAM_KEYS, SCRIPTISH } from '../../../git-programs.js';
import type { Cmd } from '../cmd.js';
import type { ShellState, Word } from '../state.js';

/**
 * `git config KEY VALUE` settings that outlive the command: a hooks folder, URL rewrites, credential
 * helpers, proxies, and the keys whose value is a program git runs by itself — on every `status`
 * (`core.fsmonitor`), every page of output (`core.pager`), every diff of a file type (`diff.<x>.textconv`),
 * every checkout (`filter.<x>.smudge`), every ssh connection (`core.sshCommand`).
 */

export function gitConfigSetting(st: ShellState, cmd: Cmd, key: string, value: string, scope?: string): void {
  const k = key.toLowerCase();
  // `core.fsmonitor=true` (or false) selects git's own daemon; any other value is a program git runs.
  // A credential helper is its own setting below, whatever it runs.
  const program = gitProgramOf(k, value);
  const fsmonitor = k === 'core.fsmonitor' && program !== undefined;
  const runs =
    fsmonitor || (program !== undefined && !k.startsWith('credential.') && SCRIPTISH.test(program));
  const setting =
    k === 'core.hookspath'
      ? 'git-hooks-path'
      : k === 'init.templatedir'
        ? 'git-template'
        : runs
          ? 'git-program'
          : namesTool(k, value)
            ? 'git-tool'
            : /^url\..{1,512}\.(?:insteadof|pushinsteadof)$/.test(k) && !sameServer(key, value)
              ? 'git-url-rewrite'
              : k === 'include.path' || /^includeif\..{1,512}\.path$/.test(k)
                ? 'git-include'
                : k === 'credential.helper' || /^credential\..{1,512}\.helper$/.test(k)
                  ? 'git-credential-helper'
                  : k === 'http.proxy' || k === 'https.proxy'
                    ? 'proxy'
                    : pushesElsewhere(k, value)
                      ? 'git-push-url'
                      : undefined;
  // Git runs the value through the shell when the event comes (`filter.x.clean`, `!`-aliases): what it
  // does is read as code of this command.
  if (runs && !fsmonitor && program)
    st.embed('shell', program, cmd.start, cmd.end, { label: `git ${k} program` });
  if (setting)
    st.emit(
      { kind: 'config', setting, value: `${scope ? `${scope} ` : ''}${key}=${value}`.slice(0, 300) },
      cmd.start,
      cmd.end,
    );
}

/**
 * `url.<new>.insteadOf <old>` that only changes how the same repositories are reached: `git@github.com:` for
 * `https://github.com/` (SSH instead of HTTPS), a user name added. The rewrite sends nothing to another
 * server or another owner's path; a different host or path prefix (`…/acme/` → `…/acme-mirror/`) does.
 */
function sameServer(key: string, value: string): boolean {
  const target = /^url\.(.{1,512})\.(?:insteadof|pushinsteadof)$/i.exec(key)?.[1];
  const a = target === undefined ? undefined : serverPath(target);
  return a !== undefined && a === serverPath(value);
}

/** `host/path` of a git URL (scheme, user and port dropped; scp-style `host:path` read as `host/path`). */
function serverPath(url: string): string | undefined {
  const m =
    /^(?:[a-z][a-z0-9+.-]{0,20}:\/\/)?(?:[^@/\s]{1,200}@)?([A-Za-z0-9.-]{1,253})(?::\d{1,5}(?=\/|$))?(?:[:/]([^\s]{0,400}))?$/.exec(
      url.trim().replace(/^["']|["']$/g, ''),
    );
  if (!m || !m[1]!.includes('.')) return undefined;
  return `${m[1]!.toLowerCase()}/${(m[2] ?? '').replace(/\/+$/, '')}`;
}

/**
 * A program key set to a command by name (`core.pager delta`, `alias.lg=!tig`): git finds it on PATH, so
 * what runs is whatever file of that name comes first there.
 */
function namesTool(key: string, value: string): boolean {
  const program = key.startsWith('alias.')
    ? value.trim().startsWith('!')
      ? value.trim().slice(1)
      : ''
    : value;
  const first = program.trim().split(/[ \t]/, 1)[0] ?? '';
  return (
    /^[\w][\w.+-]{0,63}$/.test(first) &&
    (key.startsWith('alias.') || PROGRAM_KEYS.some(([re]) => re.test(key)))
  );
}

/**
 * `remote.NAME.pushurl`: where pushes to NAME go (every one, with `--add`, to each URL). The remote's own
 * URL read back (`$(git remote get-url origin)`) and a disabled push (`no_push`) send nowhere new.
 */
function pushesElsewhere(key: string, value: string): boolean {
  return /^remote\.[^.]{1,128}\.pushurl$/.test(key) && !value.startsWith('$(git ') && /[:/]/.test(value);
}

/** `git config` options that read, list, edit in an editor or remove instead of setting a value. */
const CONFIG_NO_SET =
  /^(?:--unset(?:-all)?|--remove-section|--rename-section|--get(?:-all|-regexp|-urlmatch|-color|colorbool)?|--list|-l|--edit|-e)$/;
/** `git config <verb>` (Git 2.46): only `set` sets. */
const CONFIG_VERBS = new Set(['set', 'get', 'list', 'unset', 'edit', 'remove-section', 'rename-section']);

/**
 * The key and value words of a `git config` that sets something, or undefined when it reads, lists or
 * removes (`--unset-all include.path X` takes the include away; `git config unset …`). Git 2.46's
 * `git config set KEY VALUE` sets as the bare form does.
 */
export function configSetWords(rest: readonly Word[]): Word[] | undefined {
  if (rest.some((w) => CONFIG_NO_SET.test(w.v.text))) return undefined;
  const kv = rest.filter((w) => !w.v.text.startsWith('-'));
  if (!kv[0] || !CONFIG_VERBS.has(kv[0].v.text)) return kv;
  return kv[0].v.text === 'set' ? kv.slice(1) : undefined;
}
