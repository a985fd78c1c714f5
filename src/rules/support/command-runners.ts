import type { Location, Severity } from '../../findings.js';

/**
 * Programs whose job is to run another command (permissive-allowed-tools): environment runners with a
 * subcommand (`uv run cmd`, `docker exec box cmd`) and wrappers that run their first operand after their
 * own options (`nice -n 10 cmd`, `timeout 600 cmd`, `stdbuf -oL cmd`). A grant for one with the command left
 * open (`Bash(nice -n 10:*)`, `Bash(uv run:*)`) is a shell under another name; with a fixed command after it
 * (`Bash(timeout 30 npm test:*)`, `Bash(uv run pytest:*)`) the grant is judged as that command.
 */

export interface Judged {
  severity: Severity;
  what: string;
  /** Where the grant's reach is written down (the package.json script an open `npm run` covers). */
  related?: Location[];
}

/** Words of a rule's arguments, the legacy `:*` suffix read as a wildcard word of its own. */
function argWords(rest: string): string[] {
  // A quoted value (`-s "-screen 0 1920x1080x24"`) is one word.
  const text = rest.replace(/:\*$/, ' *').replace(/^:/, ' ');
  return (text.match(/"[^"]{0,500}"|'[^']{0,500}'|[^\s"']{1,500}["']?/g) ?? []).slice(0, 32);
}

/**
 * Tools whose subcommand runs whatever command follows it, in an environment they set up: `direnv exec
 * DIR cmd`, `uv run cmd`, `docker exec CONTAINER cmd`. With the command left open the grant is a shell
 * under another name. `operands` counts the fixed words between the subcommand and the command.
 */
const RUNNERS: Record<string, { sub: readonly string[]; operands: number }> = {
  direnv: { sub: ['exec'], operands: 1 },
  uv: { sub: ['run'], operands: 0 },
  poetry: { sub: ['run'], operands: 0 },
  pipenv: { sub: ['run'], operands: 0 },
  pdm: { sub: ['run'], operands: 0 },
  hatch: { sub: ['run'], operands: 0 },
  rye: { sub: ['run'], operands: 0 },
  conda: { sub: ['run'], operands: 0 },
  mise: { sub: ['exec', 'x'], operands: 0 },
  asdf: { sub: ['exec'], operands: 0 },
  bundle: { sub: ['exec'], operands: 0 },
  op: { sub: ['run'], operands: 0 },
  'aws-vault': { sub: ['exec'], operands: 1 },
  devcontainer: { sub: ['exec'], operands: 0 },
  docker: { sub: ['exec'], operands: 1 },
  podman: { sub: ['exec'], operands: 1 },
  kubectl: { sub: ['exec'], operands: 1 },
};

export function judgeRunner(program: string, rest: string): Judged | undefined {
  const runner = RUNNERS[program];
  if (!runner) return undefined;
  const words = argWords(rest);
  if (!runner.sub.includes(words[0] ?? '')) return undefined;
  // Flags (`--workspace-folder .` keeps its value only with `=`) are skipped; `--` ends them.
  const operands = words.slice(1).filter((w) => !w.startsWith('-') || w === '*');
  const command = operands[runner.operands];
  if (command !== '*' && !(command === undefined && rest.trim().endsWith('*'))) return undefined;
  return {
    severity: 'high',
    what: `'${program} ${words[0]}' with the command left open: it runs any command it is given, a shell under another name`,
  };
}

/**
 * Wrappers that run their first operand as a command, after their own options: `valued` lists the options
 * that take the next word as their value (`nice -n 10`), `operands` the fixed words before the command
 * (`timeout DURATION cmd`, `flock FILE cmd`, `chroot DIR cmd`). `busybox` runs any applet, `sh` among them.
 */
const WRAPPERS: Record<
  string,
  { valued?: readonly string[]; operands?: number; lookup?: readonly string[]; assignments?: boolean }
> = {
  // `env PYTHONPATH=src cmd`: the assignments come before the command; `-S` splits its value into one.
  env: { valued: ['-u', '--unset', '-C', '--chdir', '-S', '--split-string'], assignments: true },
  nice: { valued: ['-n', '--adjustment'] },
  ionice: { valued: ['-c', '-n', '-p', '-P', '-u', '--class', '--classdata'] },
  timeout: { valued: ['-s', '-k', '--signal', '--kill-after'], operands: 1 },
  stdbuf: { valued: ['-i', '-o', '-e'] },
  chrt: { valued: ['-T', '-P', '-D'], operands: 1 },
  taskset: { operands: 1 },
  caffeinate: { valued: ['-w', '-t'] },
  unbuffer: {},
  script: { valued: ['-c', '-t', '-T', '-I', '-O', '-B', '-E', '--command'], operands: 1 },
  flock: { valued: ['-w', '-E', '-c', '--timeout', '--conflict-exit-code', '--command'], operands: 1 },
  'systemd-run': { valued: ['-p', '-E', '-u', '--property', '--unit', '--setenv', '--slice'] },
  setsid: {},
  nohup: {},
  busybox: {},
  // `command -v git` looks a name up; it runs nothing.
  command: { lookup: ['-v', '-V'] },
  builtin: {},
  exec: { valued: ['-a'] },
  time: { valued: ['-o', '-f', '--output', '--format'] },
  watch: { valued: ['-n', '-d', '--interval', '--differences'] },
  'xvfb-run': { valued: ['-n', '-s', '-f', '-e', '-w', '--server-num', '--server-args', '--auth-file'] },
  dotenv: { valued: ['-e', '-v', '-c'] },
  entr: {},
  numactl: { valued: ['-N', '-m', '-C', '-i', '-p'] },
  prlimit: { valued: ['-p'] },
  cgexec: { valued: ['-g'] },
  chroot: { valued: ['--userspec', '--groups'], operands: 1 },
  firejail: {},
  unshare: {},
  strace: { valued: ['-o', '-e', '-p', '-s', '-u', '-P'] },
  ltrace: { valued: ['-o', '-e', '-p', '-s', '-u'] },
  'ssh-agent': { valued: ['-a', '-E', '-t', '-P'] },
  'dbus-run-session': { valued: ['--config-file', '--dbus-daemon'] },
  npx: { valued: ['-p', '--package', '-c', '--call', '-w', '--workspace'] },
  bunx: { valued: ['-p', '--package'] },
  pnpx: { valued: ['-p', '--package'] },
};

export function isWrapper(program: string): boolean {
  return Object.hasOwn(WRAPPERS, program);
}

/**
 * A wrapper grant: open (high) when the wildcard stands where its options, operands or command go;
 * otherwise the command after it is judged by `inner` (`timeout 30 bash:*` is bash left open). Each level
 * consumes at least the wrapper word, so the recursion is bounded by the rule's 32 words.
 */
export function judgeWrapper(
  program: string,
  rest: string,
  inner: (command: string) => Judged | undefined,
): Judged | undefined {
  const wrapper = WRAPPERS[program];
  if (!wrapper) return undefined;
  const args = argWords(rest);
  const valued = new Set(wrapper.valued ?? []);
  let operands = wrapper.operands ?? 0;
  let i = 0;
  for (; i < args.length; i++) {
    const a = args[i]!;
    if (a === '*') return open(program, args.slice(0, i));
    if (a.startsWith('*')) return partlyOpen(program, a);
    if (a === '--') {
      i++;
      break;
    }
    if (a.startsWith('-') && a.length > 1) {
      if (wrapper.lookup?.includes(a)) return undefined;
      if (!valued.has(a)) continue;
      // `flock -c CMD FILE`, `script -c CMD`: the value is itself the command.
      if (args[i + 1] === '*') return open(program, args.slice(0, i + 1));
      i++;
      continue;
    }
    if (operands > 0) {
      operands--;
      continue;
    }
    if (wrapper.assignments && /^[A-Za-z_]\w{0,63}=/.test(a)) continue;
    break;
  }
  const command = args[i];
  if (command === undefined) return undefined; // the wrapper alone (`nice`, `timeout --version`) runs nothing
  if (command === '*') return open(program, args.slice(0, i));
  if (command.startsWith('*')) return partlyOpen(program, command);
  return inner(args.slice(i).join(' '));
}

/** `npx *agent-device@*`: a wildcard before a fixed name lets other options or words in ahead of it. */
function partlyOpen(program: string, word: string): Judged {
  return {
    severity: 'medium',
    what: `'${program}' followed by a wildcard ('${word.slice(0, 60)}'): other options or another command can be slipped in before the intended one`,
  };
}

function open(program: string, before: readonly string[]): Judged {
  const shown = [program, ...before].join(' ').slice(0, 80);
  return {
    severity: 'high',
    what: `'${shown}' with open arguments: it runs whatever command follows it, so any command runs without a prompt`,
  };
}
