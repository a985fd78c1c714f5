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

export const REMOTE_CONFIG_HANDLERS: Array<[string, Handler]> = [
  ['task', remoteTaskfile],
  ['go-task', remoteTaskfile],
];
