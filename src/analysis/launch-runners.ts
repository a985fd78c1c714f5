import { DOCKER_RUN_VALUED } from './docker-options.js';

/**
 * What a launch point's program line fetches and runs each time the runtime starts it, read from its
 * argument vector (an MCP server's `command` + `args`, a hook's exec form). Two forms the command-line
 * analysis does not model: `uv run URL` (uv downloads the script at that address and runs it: a script
 * operand, not a package) and `docker`/`podman run IMAGE` of an image not pinned by digest with the host's
 * home, root or container socket mounted into it (whatever the tag points at when the server starts gets
 * those files). Pure: argv in, runs out; nothing is executed.
 */

export type LauncherRun =
  | { kind: 'script-url'; runner: string; url: string }
  | { kind: 'image'; runner: string; image: string; pinned: boolean; hostAccess: string[] };

const MAX_ARGS = 200;

/** `uv run` options that take a value (so the value is not read as the script). */
const UV_VALUED = new Set([
  '--with',
  '--with-editable',
  '--with-requirements',
  '--python',
  '-p',
  '--index',
  '--default-index',
  '--index-url',
  '--extra-index-url',
  '--from',
  '--project',
  '--directory',
  '--extra',
  '--group',
  '--only-group',
  '--no-group',
  '--package',
  '--env-file',
  '--config-file',
  '--cache-dir',
  '--python-preference',
  '--color',
  '--index-strategy',
  '--prerelease',
  '--resolution',
  '--exclude-newer',
  '--keyring-provider',
]);

/** The program's name without folders or `.exe`. */
function programName(word: string): string {
  return (word.split(/[\\/]/).pop() ?? word).replace(/\.exe$/i, '');
}

/** The run a launcher's argv makes, if it is one of the forms above. */
export function launcherRun(argv: readonly string[]): LauncherRun | undefined {
  const args = argv.slice(0, MAX_ARGS);
  const name = programName(args[0] ?? '');
  if (name === 'uv' && args[1] === 'run') return uvRun(args.slice(2));
  if ((name === 'docker' || name === 'podman' || name === 'nerdctl') && args[1] === 'run')
    return containerRun(name, args.slice(2));
  return undefined;
}

function uvRun(args: readonly string[]): LauncherRun | undefined {
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--') continue;
    if (a.startsWith('-')) {
      if (UV_VALUED.has(a)) i++;
      continue;
    }
    // The first operand is the command, a script path or (uv ≥ 0.4) a script's URL.
    return /^https?:\/\/\S{1,500}$/i.test(a) ? { kind: 'script-url', runner: 'uv run', url: a } : undefined;
  }
  return undefined;
}

/** Host folders whose mount hands the container the user's files or the host itself. */
const HOST_WIDE =
  /^(?:\/|~\/?|\$\{?HOME\}?\/?|\$\{?USERPROFILE\}?\/?|\/(?:home|Users)\/[^/]{1,64}\/?|\/root\/?|\/etc\/?|\/var\/run\/docker\.sock|\/run\/docker\.sock|\/run\/podman\/podman\.sock)$/;
/** A folder in the home folder (`~/.ssh`, `${HOME}/.aws`): the user's own files, not the project. */
const IN_HOME = /^(?:~|\$\{?HOME\}?|\$\{?USERPROFILE\}?|\/(?:home|Users)\/[^/]{1,64}|\/root)\/[^/]/;

function mountSource(flag: string, value: string): string | undefined {
  if (flag === '--mount') {
    const m = /(?:^|,)(?:source|src)=([^,]{1,500})/.exec(value);
    return m && !/(?:^|,)type=(?:volume|tmpfs)(?:,|$)/.test(value) ? m[1] : undefined;
  }
  const parts = value.split(':');
  return parts.length >= 2 ? parts[0] : undefined;
}

function containerRun(runner: string, args: readonly string[]): LauncherRun | undefined {
  const hostAccess: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (!a.startsWith('-')) {
      const image = a;
      return {
        kind: 'image',
        runner: `${runner} run`,
        image,
        pinned: /@sha256:[0-9a-f]{64}$/i.test(image),
        hostAccess,
      };
    }
    const eq = a.startsWith('--') ? a.indexOf('=') : -1;
    const flag = eq > 0 ? a.slice(0, eq) : a;
    if (flag === '--privileged') hostAccess.push('--privileged');
    if (!DOCKER_RUN_VALUED.has(flag)) continue;
    const value = eq > 0 ? a.slice(eq + 1) : (args[++i] ?? '');
    if ((flag === '--pid' || flag === '--userns') && value === 'host') hostAccess.push(`${flag}=host`);
    if (flag !== '-v' && flag !== '--volume' && flag !== '--mount') continue;
    const source = mountSource(flag, value);
    if (source && (HOST_WIDE.test(source) || IN_HOME.test(source))) hostAccess.push(source);
  }
  return undefined;
}
