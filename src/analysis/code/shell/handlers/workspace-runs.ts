import { workspaceRoot } from '../../workspace-roots.js';
import { type Cmd, INTERPRETERS } from '../cmd.js';
import type { ShellState } from '../state.js';

/**
 * A program or script run from the working folder the process started in. For a launch point the runtime
 * starts (a hook, an MCP server), that folder is the user's open project, not the skill or plugin that
 * holds the command: `node "$PWD/dist/cli.js"`, `"$(git rev-parse --show-toplevel)/node_modules/.bin/x"`,
 * and the argv lines Node and Python embed here (`spawnSync(process.execPath, [join(process.cwd(), …)])`
 * reads `node '${cwd}/…'`, `[sys.executable, os.path.join(os.getcwd(), …)]` reads `python3 "${getcwd}/…"`).
 * Recorded whoever owns the command; the rule decides by the owner (a project's own hook running its
 * own code is the project's choice, a plugin's hook running it runs whatever the open repository holds).
 */

/** Interpreters that run a script file named as their first operand, besides the shells and INTERPRETERS. */
const SCRIPT_RUNNERS = new Set(['tsx', 'ts-node', 'python3', 'pwsh', 'rscript', 'julia']);

/** Options of an interpreter that take a value (`node --require x`, `python -W ignore`), skipped. */
const VALUE_OPTS = /^(?:-r|--require|--import|--loader|-W|-X|--env-file)$/;

/** The script operand of an interpreter (`node [opts] FILE …`), when it is given one rather than code. */
function scriptOperand(cmd: Cmd): Cmd['argv'][number] | undefined {
  const args = cmd.argv.slice(1, 16);
  for (let i = 0; i < args.length; i++) {
    const t = args[i]!.v.text;
    // Code on the command line (`-c`, `-e`) or a module (`-m`): no script file.
    if (/^-(?:c|e|m|p|-eval|-print|Command)$/.test(t)) return undefined;
    if (VALUE_OPTS.test(t)) {
      i++;
      continue;
    }
    if (!t.startsWith('-')) return args[i];
  }
  return undefined;
}

/** Records the run when the program, or the script an interpreter is handed, lies in the working folder. */
export function workspaceRun(st: ShellState, cmd: Cmd): void {
  const program = cmd.argv[0];
  if (!program) return;
  const own = workspaceRoot(program.v.text);
  if (own) {
    st.emit({ kind: 'workspace-run', via: cmd.name, path: program.v, root: own }, cmd.start, cmd.end);
    return;
  }
  if (!INTERPRETERS.has(cmd.name) && !SCRIPT_RUNNERS.has(cmd.name)) return;
  const script = scriptOperand(cmd);
  const root = script ? workspaceRoot(script.v.text) : undefined;
  if (script && root)
    st.emit({ kind: 'workspace-run', via: cmd.name, path: script.v, root }, cmd.start, cmd.end);
}
