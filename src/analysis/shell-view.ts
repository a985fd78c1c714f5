/**
 * What a parse of shell text gives detectors (src/analysis/shell.ts parses): commands with their argv,
 * redirections and pipeline neighbours, every word with its offsets; and the questions detectors ask of
 * it (pipeline neighbours, arguments, flags).
 */

export interface ShellWord {
  /** The word with quotes removed and escapes applied; substitutions are kept verbatim. */
  text: string;
  start: number;
  end: number;
  /** True when any part of the word was quoted. */
  quoted: boolean;
  /** Offset where the word's unquoted payload starts (past an opening quote), for nested parsing. */
  innerStart: number;
}

export interface ShellRedirect {
  op: string;
  target?: ShellWord;
}

export type ShellVia = 'top' | 'command-sub' | 'process-sub' | 'shell-c' | 'eval' | 'heredoc';

export interface ShellCommand {
  id: number;
  /** Program name, lower-cased, without directory or `.exe`, after wrappers (`sudo`, `env`, `nohup` …). */
  name: string;
  /** argv with argv[0] the program (wrappers and leading assignments removed). */
  argv: ShellWord[];
  /** Wrapper programs removed from the front (`sudo`, `env`, `nohup`, `timeout` …). */
  wrappers: string[];
  assignments: ShellWord[];
  redirects: ShellRedirect[];
  start: number;
  end: number;
  /** Commands joined by `|` share a pipeline id; `index` is the position in it. */
  pipeline: number;
  index: number;
  via: ShellVia;
  /** The command whose word contained this one (substitutions, `sh -c`, `eval`, here-docs). */
  parent?: number;
  heredoc?: { text: string; start: number };
}

export interface ShellView {
  commands: ShellCommand[];
  /** True when a cap (size, commands, nesting) stopped the parse early. */
  truncated: boolean;
}

export const SHELL_LIMITS = {
  maxText: 1 << 20,
  maxCommands: 20000,
  maxWords: 2000,
  maxDepth: 3,
  maxSubs: 64,
};

export const SHELLS = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', 'fish', 'ash', 'busybox']);

export function programName(word: string): string {
  const base = word.slice(word.lastIndexOf('/') + 1).replace(/\\/g, '');
  return base.toLowerCase().replace(/\.exe$/, '');
}

// Queries over a parsed view.

export function byId(view: ShellView, id: number | undefined): ShellCommand | undefined {
  if (id === undefined) return undefined;
  return view.commands.find((c) => c.id === id);
}

/** The commands after `cmd` in its pipeline, in order. */
export function downstream(view: ShellView, cmd: ShellCommand): ShellCommand[] {
  return view.commands
    .filter((c) => c.pipeline === cmd.pipeline && c.index > cmd.index)
    .sort((a, b) => a.index - b.index);
}

/** The commands before `cmd` in its pipeline, in order. */
export function upstream(view: ShellView, cmd: ShellCommand): ShellCommand[] {
  return view.commands
    .filter((c) => c.pipeline === cmd.pipeline && c.index < cmd.index)
    .sort((a, b) => a.index - b.index);
}

/** Arguments after the program, as text. */
export function args(cmd: ShellCommand): string[] {
  return cmd.argv.slice(1).map((w) => w.text);
}

/** True when a flag is present: `-o`, `--output`, or a short flag inside a cluster (`-fsSL` has `s`). */
export function hasFlag(cmd: ShellCommand, short: string | undefined, long?: string): boolean {
  for (const w of cmd.argv.slice(1)) {
    const t = w.text;
    if (long && (t === long || t.startsWith(`${long}=`))) return true;
    if (short && /^-[A-Za-z0-9]+$/.test(t) && !t.startsWith('--') && t.slice(1).includes(short)) return true;
  }
  return false;
}

/** The value after a flag (`-o file`, `--output=file`, `-ofile`), or undefined. */
export function flagValue(cmd: ShellCommand, short: string | undefined, long?: string): string | undefined {
  const a = cmd.argv;
  for (let k = 1; k < a.length; k++) {
    const t = a[k]!.text;
    if (long && t === long) return a[k + 1]?.text;
    if (long && t.startsWith(`${long}=`)) return t.slice(long.length + 1);
    if (short && t === `-${short}`) return a[k + 1]?.text;
    if (short && /^-[A-Za-z]+$/.test(t) && t.endsWith(short) && t.length > 2) return a[k + 1]?.text;
  }
  return undefined;
}
