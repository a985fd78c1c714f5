import type { Value } from '../../../facts.js';
import { endpointOf } from '../../../hosts.js';
import type { Cmd, Handler } from '../cmd.js';
import type { ShellState } from '../state.js';
import { runCode } from './exec.js';

/**
 * Tools that fetch their configuration from a URL and run the commands it declares: Task's
 * `task --taskfile https://…` (and a Taskfile's remote `includes:`, which src/analysis/build-configs-scripts.ts
 * turns into this command), whose tasks run whatever the server sends at that moment. A local path is
 * followed by the reference graph instead (src/analysis/launch-tools.ts).
 *
 * Version managers' plugins: `asdf plugin add NAME URL` (`asdf plugin-add`, `mise plugins install`/`add`)
 * clones a git repository of shell scripts (`bin/download`, `bin/install`, `bin/exec-env` …) that asdf or
 * mise then runs on `install`, on every shim call and in the shell: the repository's code runs as the user.
 * Without a URL the plugin comes from the manager's reviewed index, and a public forge (a registry or
 * source host, like pre-commit's hook repositories) is where plugins live; any other host serves code
 * nobody reviews there, so only that is read as code run.
 *
 * Nix evaluates an expression it fetches: `nix-shell URL`, `nix-build URL` (a tarball of Nix files),
 * `nix develop|shell|run|build` of a URL flake reference (`git+https://…`, `tarball+https://…`,
 * `https://…`). The shell's `shellHook` and the build's phases run on this machine. The package set's own
 * hosts and the forges' flake references (`github:…`) are registry sources; a shell.nix's unpinned
 * `import (fetchTarball URL)` reaches here as `nix-shell URL` (src/analysis/build-nix.ts).
 */

/** The value of `-t`/`--taskfile` (`--taskfile=URL` too), when the command names one. */
function taskfileOption(cmd: Cmd): Value | undefined {
  const args = cmd.argv.slice(1, 200);
  for (let i = 0; i < args.length; i++) {
    const w = args[i]!.v.text;
    if (w === '-t' || w === '--taskfile') return args[i + 1]?.v;
    if (w.startsWith('--taskfile=')) return { ...args[i]!.v, text: w.slice('--taskfile='.length) };
  }
  return undefined;
}

function remoteTaskfile(st: ShellState, cmd: Cmd): Value | undefined {
  const file = taskfileOption(cmd);
  if (!file || !/^https?:\/\/\S{1,500}$/i.test(file.text)) return undefined;
  const endpoint = endpointOf(file.text, st.unit.hosts);
  st.emit({ kind: 'fetch', endpoint, tool: cmd.name }, cmd.start, cmd.end);
  const code: Value = {
    text: `$(${cmd.name} --taskfile ${file.text})`,
    literal: false,
    taints: ['download'],
    from: file.text,
  };
  runCode(
    st,
    undefined,
    `${cmd.name} (remote Taskfile)`,
    code,
    { start: cmd.start, end: cmd.end },
    { endpoint },
  );
  return undefined;
}

/** The plugin repository URL of `asdf plugin add NAME URL` and its mise equivalents, if given. */
function pluginUrl(cmd: Cmd): Value | undefined {
  const words = cmd.argv.slice(1, 12).filter((a) => !a.v.text.startsWith('-'));
  const [sub, verb] = [words[0]?.v.text, words[1]?.v.text];
  const at =
    sub === 'plugin-add'
      ? 2
      : (sub === 'plugin' || sub === 'plugins') && (verb === 'add' || verb === 'install' || verb === 'i')
        ? 3
        : undefined;
  return at === undefined ? undefined : words[at]?.v;
}

function pluginRepository(st: ShellState, cmd: Cmd): Value | undefined {
  const url = pluginUrl(cmd);
  if (!url || !/^(?:https?:\/\/|git@|ssh:\/\/|git:\/\/)\S{1,500}$/i.test(url.text)) return undefined;
  const endpoint = endpointOf(url.text.replace(/^git@([^:/\s]{1,253}):/, 'https://$1/'), st.unit.hosts);
  st.emit({ kind: 'fetch', endpoint, tool: cmd.name }, cmd.start, cmd.end);
  if (endpoint.cls === 'registry') return undefined;
  const code: Value = {
    text: `$(${cmd.name} plugin ${url.text})`,
    literal: false,
    taints: ['download'],
    from: url.text,
  };
  runCode(st, undefined, `${cmd.name} plugin`, code, { start: cmd.start, end: cmd.end }, { endpoint });
  return undefined;
}

/** The first argument of a Nix command that names a remote expression or flake by URL. */
function nixRemote(st: ShellState, cmd: Cmd): Value | undefined {
  const args = cmd.argv.slice(1, 40).map((a) => a.v);
  if (cmd.name === 'nix' && !/^(?:develop|shell|run|build)$/.test(args[0]?.text ?? '')) return undefined;
  const ref = args.find((a) => /^(?:(?:git|tarball|file)\+)?https?:\/\/\S{1,1000}$/i.test(a.text));
  if (!ref) return undefined;
  const url = ref.text.replace(/^(?:git|tarball|file)\+/i, '');
  const endpoint = endpointOf(url, st.unit.hosts);
  st.emit({ kind: 'fetch', endpoint, tool: cmd.name }, cmd.start, cmd.end);
  if (endpoint.cls === 'registry') return undefined;
  const code: Value = { text: `$(${cmd.name} ${ref.text})`, literal: false, taints: ['download'], from: url };
  runCode(
    st,
    undefined,
    `${cmd.name} (remote expression)`,
    code,
    { start: cmd.start, end: cmd.end },
    { endpoint },
  );
  return undefined;
}

export const REMOTE_CONFIG_HANDLERS: Array<[string, Handler]> = [
  ['task', remoteTaskfile],
  ['go-task', remoteTaskfile],
  ['asdf', pluginRepository],
  ['mise', pluginRepository],
  ['rtx', pluginRepository],
  ['nix-shell', nixRemote],
  ['nix-build', nixRemote],
  ['nix', nixRemote],
];
