import type { Value } from '../../facts.js';
import { derived, hasTaint, literal } from '../values.js';
import { argvText, type Cmd, type Handler, INTERPRETERS, withArgv } from './cmd.js';
import { aliasedAgent, launchedOperand } from './handlers/agents.js';
import { runTaintedProgram } from './handlers/exec.js';
import { runFetchedFile } from './handlers/fetched-programs.js';
import { configFromAssignment } from './handlers/packages.js';
import { HANDLERS } from './handlers/registry.js';
import { workspaceRun } from './handlers/workspace-runs.js';
import { has, parseOpts } from './options.js';
import { applyInputs, applyOutputs } from './redirects.js';
import type { ShellState, Word } from './state.js';

/**
 * Runs one command: peels wrappers (`sudo`, `env`, `nohup`, `timeout`, `xargs` …), calls the handler of
 * the program, and applies redirections. A program the analyzer does not model passes its input's
 * taints through to its output, so `cat key | gzip | curl -d @-` still carries the secret.
 */

type PrivHow = 'sudo' | 'su' | 'doas' | 'pkexec';

interface Wrapper {
  spec: Parameters<typeof parseOpts>[1];
  privilege?: PrivHow;
  detach?: boolean;
  /** Operands to skip before the wrapped command (`timeout 5 cmd`, `flock FILE cmd`). */
  skip?: number;
}

const WRAPPERS: Record<string, Wrapper> = {
  sudo: {
    spec: { short: 'ugCDhprtUT', long: ['user', 'group', 'prompt', 'chdir'], stopAtOperand: true },
    privilege: 'sudo',
  },
  doas: { spec: { short: 'uC', stopAtOperand: true }, privilege: 'doas' },
  pkexec: { spec: { long: ['user'], stopAtOperand: true }, privilege: 'pkexec' },
  nohup: { spec: { stopAtOperand: true }, detach: true },
  setsid: { spec: { stopAtOperand: true }, detach: true },
  daemonize: { spec: { short: 'acelopu', stopAtOperand: true }, detach: true },
  time: { spec: { short: 'fo', stopAtOperand: true } },
  nice: { spec: { short: 'n', long: ['adjustment'], stopAtOperand: true } },
  ionice: { spec: { short: 'cnp', stopAtOperand: true } },
  timeout: { spec: { short: 'sk', long: ['signal', 'kill-after'], stopAtOperand: true }, skip: 1 },
  stdbuf: { spec: { short: 'ioe', long: ['input', 'output', 'error'], stopAtOperand: true } },
  command: { spec: { stopAtOperand: true } },
  builtin: { spec: { stopAtOperand: true } },
  exec: { spec: { short: 'a', stopAtOperand: true } },
  caffeinate: { spec: { short: 'tw', stopAtOperand: true } },
  unbuffer: { spec: { stopAtOperand: true } },
  chronic: { spec: { stopAtOperand: true } },
  flock: { spec: { short: 'wEc', stopAtOperand: true }, skip: 1 },
  chroot: { spec: { stopAtOperand: true }, skip: 1 },
  busybox: { spec: { stopAtOperand: true } },
  runuser: { spec: { short: 'ug', stopAtOperand: true } },
  torsocks: { spec: { stopAtOperand: true } },
  proxychains: { spec: { short: 'f', stopAtOperand: true } },
  proxychains4: { spec: { short: 'f', stopAtOperand: true } },
};

export function execCmd(st: ShellState, input: Cmd): Value | undefined {
  if (!st.step()) return undefined;
  const located = programLookup(input);
  if (located) return applyOutputs(st, input, located);
  if (input.name === 'alias') return defineAliases(st, input);
  const cmd = unwrap(st, expandAlias(st, input));
  if (!cmd) return undefined;
  const stdin = applyInputs(st, cmd);
  if (stdin) cmd.stdin = stdin;
  if (cmd.argv.length === 0) return applyOutputs(st, cmd, undefined);
  // `openssl enc -d`, `openssl dgst` work on local bytes: only `s_client`/`s_server` talk to a peer, which
  // is what makes a shell piped through openssl a remote one (system.ts pipelineChecks).
  const local = cmd.name === 'openssl' && !/^s_(?:client|server)$/.test(cmd.argv[1]?.v.text ?? '');
  if (cmd.pipeline.length < 64) cmd.pipeline.push(local ? 'openssl-local' : cmd.name);
  for (const a of cmd.assigns) configFromAssignment(st, a);
  let out = run(st, cmd);
  out ??= quiet(cmd) ? literal('') : generic(cmd);
  return applyOutputs(st, cmd, out);
}

function run(st: ShellState, cmd: Cmd): Value | undefined {
  const program = cmd.argv[0]!;
  const fn = st.functions.has(program.v.text) ? st.callFunction(program.v.text, cmd) : undefined;
  if (fn || st.functions.has(program.v.text)) return fn;
  const tainted = runTaintedProgram(st, cmd);
  if (tainted) return tainted;
  workspaceRun(st, cmd);
  // A path to a file fetched here (`~/.cache/tool/install --yes`) runs that file, whatever tool its
  // name spells.
  if (isFetchedPath(st, program.v.text) || isInstalledDownload(st, program.v.text))
    return runFetchedFile(st, cmd);
  const handler: Handler | undefined = HANDLERS.get(cmd.name);
  if (handler) return handler(st, cmd);
  // A launcher the analyzer does not model may start an agent given as its operands.
  launchedOperand(st, cmd);
  return runFetchedFile(st, cmd);
}

/**
 * `command -v bash`, `which python3`, `type -P node`: prints where the program is, so
 * `runner=$(command -v bash); "$runner" script` runs bash. The name stands for its path (a literal the
 * exec handlers know); a name that is not literal is left unknown.
 */
function programLookup(cmd: Cmd): Value | undefined {
  // Every command passes here: the name is tested before anything is allocated.
  if (cmd.name !== 'command' && cmd.name !== 'which' && cmd.name !== 'type') return undefined;
  const args = cmd.argv.slice(1);
  const opts = args.filter((w) => w.v.text.startsWith('-')).map((w) => w.v.text);
  const looks =
    (cmd.name === 'command' && opts.some((o) => o === '-v' || o === '-V')) ||
    cmd.name === 'which' ||
    (cmd.name === 'type' && opts.some((o) => o === '-p' || o === '-P'));
  if (!looks) return undefined;
  const name = args.find((w) => !w.v.text.startsWith('-'));
  return name?.v.literal && /^[\w.+-]{1,64}$/.test(name.v.text) ? literal(name.v.text) : literal('');
}

/** `alias q='curl -fsS' ll='ls -l'`: remembered for the commands after it (bash expands them in scripts
 *  with `shopt -s expand_aliases`, and every interactive shell does). */
function defineAliases(st: ShellState, cmd: Cmd): Value {
  for (const w of cmd.argv.slice(1, 50)) {
    const eq = w.v.text.indexOf('=');
    if (eq <= 0) continue;
    st.defineAlias(w.v.text.slice(0, eq), w.v.text.slice(eq + 1));
    aliasedAgent(st, cmd, aliasWords(w.v.text.slice(eq + 1)));
  }
  return literal('');
}

/**
 * A command whose first word is an alias runs the alias's words with the command's arguments after
 * them (`q "$URL"` with `alias q='curl -fsS'` is `curl -fsS "$URL"`). An alias that names another one is
 * expanded again, at most a few times; a function of the same name wins, as in bash.
 */
function expandAlias(st: ShellState, cmd: Cmd): Cmd {
  if (st.shellAliases.size === 0) return cmd;
  let out = cmd;
  const seen = new Set<string>();
  for (let i = 0; i < 4; i++) {
    const first = out.argv[0];
    const text = first?.v.literal ? first.v.text : undefined;
    const value = text === undefined || seen.has(text) ? undefined : st.shellAliases.get(text);
    if (!first || value === undefined || st.functions.has(text!)) return out;
    seen.add(text!);
    const words = aliasWords(value).map((t) => ({ v: literal(t), start: first.start, end: first.end }));
    if (words.length === 0) return out;
    out = withArgv(out, [...words, ...out.argv.slice(1)]);
  }
  return out;
}

/** An alias value split into words: blanks separate, quotes group and are removed (no expansions). */
function aliasWords(value: string): string[] {
  const out: string[] = [];
  for (const m of value.slice(0, 500).matchAll(/"([^"]*)"|'([^']*)'|([^\s"']+)/g)) {
    if (out.length >= 64) break;
    out.push(m[1] ?? m[2] ?? m[3]!);
  }
  return out;
}

/** File commands that print nothing on standard output unless asked to be verbose. */
const QUIET = new Set(['cp', 'mv', 'install', 'ln', 'mkdir', 'rmdir', 'rm', 'chmod', 'chown', 'touch']);

/**
 * A command that prints nothing: `mv "$dest.tmp" "$dest"` inside a function whose output a caller takes
 * (`file=$(fetch)`) adds nothing to the path the function prints.
 */
function quiet(cmd: Cmd): boolean {
  if (!QUIET.has(cmd.name)) return false;
  return !cmd.argv.slice(1, 32).some((w) => w.v.text === '--verbose' || /^-[A-Za-z]{0,8}v/.test(w.v.text));
}

/** What an unmodelled command prints: a summary that keeps its input's taints. */
function generic(cmd: Cmd): Value {
  return derived(`$(${argvText(cmd.argv, 120)})`, cmd.stdin ? [cmd.stdin] : []);
}

/** Peels wrappers, emitting privilege and detach facts; returns the command that really runs. */
function unwrap(st: ShellState, input: Cmd): Cmd | undefined {
  let cmd = input;
  for (let guard = 0; guard < 8 && cmd.argv.length > 0; guard++) {
    const name = cmd.name;
    if (name === 'env') {
      const next = unwrapEnv(cmd);
      if (next === cmd) break;
      cmd = next;
      continue;
    }
    if (name === 'xargs') {
      const next = unwrapXargs(cmd);
      if (next === cmd) break;
      cmd = next;
      continue;
    }
    if (name === 'command' && cmd.argv.slice(1).some((w) => w.v.text === '-v' || w.v.text === '-V'))
      return undefined;
    const wrapper = WRAPPERS[name];
    if (!wrapper) break;
    const p = parseOpts(cmd.argv.slice(1), wrapper.spec);
    let rest = p.operands.slice(wrapper.skip ?? 0);
    const shell = wrapper.privilege !== undefined && rest.length === 0 && has(p, '-s', '-i');
    // `sudo -s` / `sudo -i` with nothing to run starts a root shell that reads standard input.
    if (shell) rest = [{ ...cmd.argv[0]!, v: { text: 'sh', literal: true, taints: [] } }];
    const next = withArgv(cmd, rest, name);
    if (wrapper.detach) st.emit({ kind: 'detach', how: name }, cmd.start, cmd.end);
    if (wrapper.privilege) privilege(st, wrapper.privilege, next, shell);
    cmd = next;
    // `exec 3<>/dev/tcp/h/p`, `nohup` alone: nothing runs, but the redirections still apply.
    if (rest.length === 0) return cmd;
  }
  return cmd;
}

/** Emits a privilege fact for a sudo-like wrapper around `inner`. */
export function privilege(st: ShellState, how: PrivHow, inner: Cmd, interactiveShell: boolean): void {
  const interpreter = interactiveShell ? inner.stdin !== undefined : readsCode(st, inner);
  st.emit({ kind: 'privilege', how, command: argvText(inner.argv), interpreter }, inner.start, inner.end);
}

/** A path (not a bare name looked up on PATH) to a file this unit downloaded. */
function isFetchedPath(st: ShellState, program: string): boolean {
  return program.includes('/') && st.fileAt(program)?.content.taints.includes('download') === true;
}

/**
 * A bare name whose file on PATH this unit downloaded (`curl -LO …/kubectl && sudo mv kubectl /usr/local/bin/`,
 * then `kubectl cluster-info`): the downloaded file runs, not the tool a handler knows by that name.
 */
function isInstalledDownload(st: ShellState, program: string): boolean {
  return (
    /^[\w.+-]{1,64}$/.test(program) && st.programFileAt(program)?.content.taints.includes('download') === true
  );
}

/**
 * The program is a shell or interpreter given code (on stdin, with `-c`/`-e`, or a file fetched here), or
 * is itself a file fetched here (`sudo "$tmp/install.sh"` runs the download as root).
 */
function readsCode(st: ShellState, cmd: Cmd): boolean {
  if (isFetchedPath(st, cmd.argv[0]?.v.text ?? '')) return true;
  if (!INTERPRETERS.has(cmd.name)) return false;
  const args = cmd.argv.slice(1);
  if (cmd.stdin !== undefined) return true;
  if (args.some((w) => /^-(?:c|e|E|r|Command|EncodedCommand|enc|ec)$/i.test(w.v.text))) return true;
  const operand = args.find((w) => !w.v.text.startsWith('-'));
  if (!operand) return true;
  if (operand.proc) return true;
  const file = st.fileAt(operand.v.text);
  return file !== undefined || hasTaint(operand.v, 'download') || hasTaint(operand.v, 'decoded');
}

function unwrapEnv(cmd: Cmd): Cmd {
  const args = cmd.argv.slice(1);
  let i = 0;
  const assigns = [...cmd.assigns];
  const split: Word[] = [];
  for (; i < args.length; i++) {
    const t = args[i]!.v.text;
    // `env -S 'bash -e' file` (also a shebang's `env -S`): the string is split into the command's first words.
    if ((t === '-S' || t === '--split-string') && args[i + 1]) {
      const w = args[++i]!;
      for (const part of w.v.text
        .split(/[ \t]+/)
        .filter(Boolean)
        .slice(0, 32))
        split.push({ ...w, v: { ...w.v, text: part } });
      continue;
    }
    if (t === '-u' || t === '-C' || t === '--unset' || t === '--chdir') {
      i++;
      continue;
    }
    if (t.startsWith('-')) continue;
    const eq = t.indexOf('=');
    if (eq > 0 && /^[A-Za-z_][A-Za-z0-9_]*$/.test(t.slice(0, eq))) {
      const w = args[i]!;
      assigns.push({
        name: t.slice(0, eq),
        value: { ...w.v, text: t.slice(eq + 1) },
        start: w.start,
        end: w.end,
      });
      continue;
    }
    break;
  }
  // `env` with nothing to run prints the whole environment (the `env` handler).
  if (i >= args.length && split.length === 0) return cmd;
  return { ...withArgv(cmd, [...split, ...args.slice(i)], 'env'), assigns };
}

/** `… | xargs [-I R] cmd args`: the input becomes arguments (or replaces R). */
function unwrapXargs(cmd: Cmd): Cmd {
  const p = parseOpts(cmd.argv.slice(1), {
    short: 'IiEdLnPsa',
    long: ['replace', 'max-args', 'delimiter'],
    stopAtOperand: true,
  });
  const replace = p.opts.find((o) => o.name === '-I' || o.name === '--replace' || o.name === '-i');
  const input: Value = cmd.stdin ?? { text: '', literal: true, taints: [] };
  const asWord = (w: Word): Word => ({ ...w, v: input });
  // With no command, xargs runs `echo`.
  const operands = p.operands.length
    ? p.operands
    : [{ ...cmd.argv[0]!, v: { text: 'echo', literal: true, taints: [] } }];
  let argv: Word[];
  if (replace?.value) {
    const r = replace.value.v.text || '{}';
    argv = operands.map((w) =>
      w.v.text.includes(r) ? { ...w, v: { ...input, text: w.v.text.split(r).join(input.text) } } : w,
    );
  } else {
    argv = [...operands];
    if (cmd.stdin) argv.push(asWord(operands[operands.length - 1]!));
  }
  const next = withArgv(cmd, argv, 'xargs');
  delete next.stdin;
  delete next.heredoc;
  return next;
}
