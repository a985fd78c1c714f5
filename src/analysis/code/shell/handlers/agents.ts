import type { Value } from '../../../facts.js';
import { literal } from '../../values.js';
import type { Cmd, Handler } from '../cmd.js';
import type { ShellState, Word } from '../state.js';

/**
 * Agent CLIs started from code (`claude -p … --dangerously-skip-permissions`, `codex exec --full-auto`,
 * `gemini --yolo`) and MCP servers started through `npx`/`uvx`. A `launch` fact lists the
 * approval-bypass flags given; an agent started without them is still a launch (a nested agent with
 * the user's credentials), which rules weigh.
 */

/**
 * Agent CLI executables, matched against argv[0]. These are program names on a command line, not runtime
 * ids (src/analysis/ may not import src/discovery/runtimes/, and several CLIs are not runtimes we
 * emulate); they are kept as one string so no runtime-id literal is compared in code
 * (test/architecture/runtime-literals.test.ts).
 */
export const AGENT_PROGRAMS: readonly string[] =
  'claude codex gemini cursor-agent aider goose opencode copilot amp qwen crush kiro-cli auggie droid grok'.split(
    ' ',
  );
const AGENTS = new Set(AGENT_PROGRAMS);

/** Flags (and flag/value pairs) that turn approvals off. */
const BYPASS_FLAGS = new Set([
  '--dangerously-skip-permissions',
  '--allow-dangerously-skip-permissions',
  '--dangerously-bypass-approvals-and-sandbox',
  '--full-auto',
  '--yolo',
  '--yes-always',
  '--allow-all-tools',
  '--allow-all-paths',
  '--allow-all',
  '--dangerously-allow-all',
  '--trust-all-tools',
  '--force',
  '--auto-approve',
  // xAI's Grok CLI: "Auto-approve tool executions" (docs.x.ai/build/cli/headless-scripting).
  '--always-approve',
]);

const BYPASS_VALUES: Record<string, RegExp> = {
  '--permission-mode': /^bypassPermissions$/i,
  '--approval-mode': /^yolo$/i,
  '--ask-for-approval': /^never$/i,
  '-a': /^never$/i,
  '--sandbox': /^danger-full-access$/i,
  '-s': /^danger-full-access$/i,
  '-c': /^approval_policy\s*=\s*"?never"?$|^sandbox_mode\s*=\s*"?danger-full-access"?$/i,
  '--config': /^approval_policy\s*=\s*"?never"?$|^sandbox_mode\s*=\s*"?danger-full-access"?$/i,
};

/** Short flags that mean "approve everything" for one agent only. */
const SHORT_BYPASS: Record<string, string[]> = {
  gemini: ['-y'],
  qwen: ['-y'],
  'cursor-agent': ['-f'],
  aider: ['--yes'],
};

export function bypassFlags(program: string, args: readonly Word[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length && out.length < 8; i++) {
    const t = args[i]!.v.text;
    const eq = t.indexOf('=');
    const name = eq > 0 ? t.slice(0, eq) : t;
    const value = eq > 0 ? t.slice(eq + 1) : args[i + 1]?.v.text;
    if (BYPASS_FLAGS.has(t)) out.push(t);
    else if (SHORT_BYPASS[program]?.includes(t)) out.push(t);
    else if (BYPASS_VALUES[name] && value !== undefined && BYPASS_VALUES[name].test(value))
      out.push(`${name} ${value}`);
  }
  return out;
}

/**
 * Agent CLIs whose `--sandbox`/`-s` keeps commands contained when approvals are off: Codex names a mode
 * (`read-only`, `workspace-write`; `danger-full-access` is no sandbox), Gemini CLI and its fork Qwen Code take
 * a switch (`-s`, `--sandbox`, `--sandbox=docker`) that runs tools in a container or a macOS Seatbelt
 * profile (github.com/google-gemini/gemini-cli docs/cli/sandbox.md; `--yolo` alone does not turn it on).
 */
const SANDBOX_MODES: Record<string, 'modes' | 'switch'> = {
  codex: 'modes',
  gemini: 'switch',
  qwen: 'switch',
};
const KEPT_SANDBOX = /^(?:sandbox_mode\s*=\s*)?"?(read-only|workspace-write)"?$/i;
const SWITCH_OFF = /^(?:false|0|no|off)$/i;

type KeptSandbox = 'read-only' | 'workspace-write' | 'container';

/** A sandbox switch (`-s`, `--sandbox`, `--sandbox=docker`) on a Gemini-style command line, or undefined. */
function switchedSandbox(args: readonly Word[]): KeptSandbox | undefined {
  let kept: KeptSandbox | undefined;
  for (const w of args.slice(0, 256)) {
    const t = w.v.text;
    if (t === '-s' || t === '--sandbox') kept = 'container';
    else if (t.startsWith('--sandbox=')) kept = SWITCH_OFF.test(t.slice(10)) ? undefined : 'container';
  }
  return kept;
}

/**
 * The sandbox a launch keeps (`codex --sandbox read-only`, `-s workspace-write`, `-c sandbox_mode=…`;
 * `gemini --yolo --sandbox`): with approvals off, its commands still run without network and writes beyond
 * what the sandbox allows. Undefined when the sandbox is turned off in the same line, or the agent has none.
 */
export function keptSandbox(program: string, args: readonly Word[]): KeptSandbox | undefined {
  const kind = SANDBOX_MODES[program];
  if (kind === 'switch') return switchedSandbox(args);
  if (kind !== 'modes') return undefined;
  let kept: KeptSandbox | undefined;
  for (let i = 0; i < args.length && i < 256; i++) {
    const t = args[i]!.v.text;
    if (t === '--dangerously-bypass-approvals-and-sandbox') return undefined;
    const eq = t.indexOf('=');
    const name = eq > 0 && t.startsWith('--') ? t.slice(0, eq) : t;
    const value = eq > 0 && t.startsWith('--') ? t.slice(eq + 1) : args[i + 1]?.v.text;
    if (value === undefined) continue;
    const isMode = name === '--sandbox' || name === '-s';
    const isConfig = (name === '-c' || name === '--config') && /^sandbox_mode\s*=/.test(value);
    if (!isMode && !isConfig) continue;
    const m = KEPT_SANDBOX.exec(value.trim());
    if (!m) return undefined;
    kept = m[1]!.toLowerCase() as 'read-only' | 'workspace-write';
  }
  return kept;
}

function agent(st: ShellState, cmd: Cmd): Value | undefined {
  const args = cmd.argv.slice(1);
  // `claude mcp add NAME -- npx -y server` registers an MCP server: the command after `--` is one.
  if (args[0]?.v.text === 'mcp' && args[1]?.v.text === 'add') {
    const dash = args.findIndex((w) => w.v.text === '--');
    const server = dash >= 0 ? args.slice(dash + 1) : [];
    if (server[0])
      st.emit(
        {
          kind: 'launch',
          what: 'mcp-server',
          program: server
            .map((w) => w.v.text)
            .join(' ')
            .slice(0, 200),
          bypass: [],
        },
        cmd.start,
        cmd.end,
      );
    return undefined;
  }
  const sandbox = keptSandbox(cmd.name, args);
  st.emit(
    {
      kind: 'launch',
      what: 'agent-cli',
      program: cmd.name,
      bypass: bypassFlags(cmd.name, args),
      ...(sandbox ? { sandbox } : {}),
    },
    cmd.start,
    cmd.end,
  );
  return undefined;
}

/**
 * Flags that can only mean "approve everything" on an agent's command line. `--force`, `-y` or `--yes`
 * after a word such as `codex` may be a package manager's (`npm i -g codex --force`), so an agent named
 * as another program's operand is read with these only.
 */
const UNAMBIGUOUS_BYPASS =
  /^(?:--dangerously-[\w-]{1,60}|--allow-dangerously-skip-permissions|--yolo|--full-auto|--always-approve|--trust-all-tools|--allow-all-tools|--permission-mode bypassPermissions|--approval-mode yolo)$/i;

/**
 * The flags that name the approval bypass of a known agent and nothing else, read on a program of any name:
 * a renamed or wrapped agent (`ai-assistant -p … --permission-mode bypassPermissions`, a rebranded copy of
 * `claude`; `my-codex --dangerously-bypass-approvals-and-sandbox`) is the same agent with its checks off.
 * Claude Code documents `--dangerously-skip-permissions` as `--permission-mode bypassPermissions`
 * (code.claude.com/docs/en/permissions); Codex's `--yolo` is the short form of
 * `--dangerously-bypass-approvals-and-sandbox` (approval_policy=never with sandbox_mode=danger-full-access,
 * openai/codex#22546). Options that mean other things in other programs (`--force`, `-y`, `-a never`,
 * `--full-auto`, `--allow-all`) are read only after a known agent's name.
 */
const SELF_BYPASS =
  /^(?:--dangerously-skip-permissions|--allow-dangerously-skip-permissions|--dangerously-bypass-approvals-and-sandbox|--yolo|--permission-mode bypassPermissions|--approval-mode yolo|--sandbox danger-full-access|-s danger-full-access|(?:-c|--config) sandbox_mode\s*=\s*"?danger-full-access"?)$/i;

/** Programs that print, search or compare their operands: an agent named there is text, not a launch. */
const TEXT_PROGRAMS = new Set(
  'echo printf grep egrep fgrep rg ag ack sed awk gawk jq yq cat less more head tail wc sort uniq tr cut diff cmp test [ [[ expr logger log info warn die fail _fail note say notify man help which type whereis'.split(
    ' ',
  ),
);

/**
 * An agent started through a launcher the analyzer does not model, its command line given as operands:
 * `herdr agent start W --no-focus -- claude --dangerously-skip-permissions`, a script's own
 * `start_agent claude --yolo` whose body passes `"$@"` on, `tmux new-window -- claude …`. The agent's
 * word must be an operand of its own (a literal program name or path), followed by a flag that can only
 * turn approvals off; a program that prints or searches its operands names the flag, it does not start it.
 */
export function launchedOperand(st: ShellState, cmd: Cmd): void {
  if (TEXT_PROGRAMS.has(cmd.name) || AGENTS.has(cmd.name)) return;
  const args = cmd.argv.slice(1, 64);
  for (let i = 0; i < args.length; i++) {
    const w = args[i]!;
    if (!w.v.literal) continue;
    const name = w.v.text.slice(w.v.text.lastIndexOf('/') + 1);
    if (!AGENTS.has(name)) continue;
    const bypass = bypassFlags(name, args.slice(i + 1)).filter((f) => UNAMBIGUOUS_BYPASS.test(f));
    if (bypass.length === 0) return;
    const sandbox = keptSandbox(name, args.slice(i + 1));
    st.emit(
      { kind: 'launch', what: 'agent-cli', program: name, bypass, ...(sandbox ? { sandbox } : {}) },
      cmd.start,
      cmd.end,
    );
    return;
  }
  // No known agent among the operands: the program itself may be one under another name.
  renamedAgent(st, cmd, args);
}

/**
 * A program of any name given an agent's own approval-bypass flags (SELF_BYPASS) is that agent started with
 * its checks off; the program's word must be literal, so a variable (`$AGENT`) stays unknown.
 */
function renamedAgent(st: ShellState, cmd: Cmd, args: readonly Word[]): void {
  const w = cmd.argv[0]!;
  if (!w.v.literal) return;
  const program = w.v.text.slice(w.v.text.lastIndexOf('/') + 1);
  if (program === '' || program.length > 64) return;
  const bypass = bypassFlags(program, args).filter((f) => SELF_BYPASS.test(f));
  if (bypass.length > 0) st.emit({ kind: 'launch', what: 'agent-cli', program, bypass }, cmd.start, cmd.end);
}

/**
 * `alias yolo='claude --dangerously-skip-permissions'` in a shell start-up file or a script: the alias is a
 * launcher the user types, whether or not the file uses it, so the launch is reported where it is defined.
 * The alias's words are read like a command line: after a known agent's name every bypass flag counts,
 * after another name only the agent's own (SELF_BYPASS).
 */
export function aliasedAgent(st: ShellState, cmd: Cmd, words: readonly string[]): void {
  const first = words[0];
  if (first === undefined) return;
  const name = first.slice(first.lastIndexOf('/') + 1);
  if (TEXT_PROGRAMS.has(name) || name === '' || name.length > 64) return;
  const args: Word[] = words.slice(1, 64).map((t) => ({ v: literal(t), start: cmd.start, end: cmd.end }));
  const known = AGENTS.has(name);
  const bypass = bypassFlags(name, args).filter((f) => known || SELF_BYPASS.test(f));
  if (bypass.length === 0) return;
  const sandbox = known ? keptSandbox(name, args) : undefined;
  st.emit(
    { kind: 'launch', what: 'agent-cli', program: name, bypass, ...(sandbox ? { sandbox } : {}) },
    cmd.start,
    cmd.end,
  );
}

const MCP_PACKAGE = /(?:^|[/@_-])mcp(?:$|[/@_.-])|modelcontextprotocol/i;

/** A package run through npx/uvx that is an MCP server (by name, or because the unit is an MCP definition). */
export function launchMcp(st: ShellState, cmd: Cmd, pkg: string, args: readonly Word[]): void {
  // `npx @anthropic-ai/claude-code -p … --dangerously-skip-permissions`: an agent fetched and started.
  const bypass = bypassFlags('', args.slice(0, 64)).filter((f) => SELF_BYPASS.test(f));
  if (bypass.length > 0) {
    const program = pkg.slice(0, 120);
    st.emit({ kind: 'launch', what: 'agent-cli', program, bypass }, cmd.start, cmd.end);
    return;
  }
  if (st.unit.spec.origin !== 'mcp' && !MCP_PACKAGE.test(pkg)) return;
  const program = [pkg, ...args.map((w) => w.v.text)].join(' ').slice(0, 200);
  st.emit({ kind: 'launch', what: 'mcp-server', program, bypass: [] }, cmd.start, cmd.end);
}

export const AGENT_HANDLERS: Array<[string, Handler]> = [...AGENTS].map((a): [string, Handler] => [a, agent]);
