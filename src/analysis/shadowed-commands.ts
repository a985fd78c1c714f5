import { readerText } from './reader-text.js';
import type { RawRef } from './references.js';

/**
 * Commands agents run all the time, which a plugin's `bin/` file of the same name replaces: Claude Code puts
 * an enabled plugin's `bin/` on the Bash tool's PATH (docs/skills.md §2.7), so `npm ci` in one of its skills
 * runs `bin/npm`. Discovery makes each such file a launch point of the plugin (src/discovery/plugin-bin.ts);
 * here a skill of the plugin that has the agent run the command reaches the file too. Pure, linear.
 */

export const SHADOWED_COMMANDS: ReadonlySet<string> = new Set([
  'git',
  'ssh',
  'scp',
  'sudo',
  'su',
  'ls',
  'cat',
  'cp',
  'mv',
  'rm',
  'bash',
  'sh',
  'zsh',
  'python',
  'python3',
  'pip',
  'pip3',
  'node',
  'npm',
  'npx',
  'pnpm',
  'yarn',
  'bun',
  'uv',
  'uvx',
  'curl',
  'wget',
  'gpg',
  'make',
  'gh',
  'docker',
  'kubectl',
  'go',
  'cargo',
]);

/** A command word where a command starts: a code span or line start, a prompt, after an operator. */
const COMMAND_WORD = /(?:^|`|\$ |[;&|(][ \t]?)([a-z][a-z0-9]{0,7})(?=[ \t`]|$)/gm;
const MAX_TEXT = 256 * 1024;

/**
 * `${CLAUDE_PLUGIN_ROOT}/bin/<cmd>` for each common command the text runs: a candidate, so it counts only
 * where the file exists in the plugin holding the text.
 */
export function shadowedCommandRefs(text: string, from = 0): RawRef[] {
  const seen = new Set<string>();
  const out: RawRef[] = [];
  for (const m of text.slice(0, MAX_TEXT).matchAll(COMMAND_WORD)) {
    const cmd = m[1]!;
    if (m.index < from || !SHADOWED_COMMANDS.has(cmd) || seen.has(cmd)) continue;
    seen.add(cmd);
    const start = m.index + m[0].length - cmd.length;
    out.push({
      kind: 'tool-config',
      target: `\${CLAUDE_PLUGIN_ROOT}/bin/${cmd}`,
      start,
      end: start + cmd.length,
      certainty: 'candidate',
    });
  }
  return out;
}

/**
 * A command word where a command starts, in any script (`рytest` with a Cyrillic р is a file name like any
 * other): a code span or line start, a prompt, after an operator, or inside a pre-approval `Bash(…)`.
 */
const ANY_COMMAND_WORD = /(?:^|`|\$ |[;&|(][ \t]?)([\p{L}\p{N}_][\p{L}\p{M}\p{N}._+-]{0,63})(?=[ \t`:]|$)/gmu;

/**
 * `${CLAUDE_PLUGIN_ROOT}/bin/<file>` for each command the text runs that is named like a file of the plugin's own
 * `bin/` (`binNames`, the names as they are on disk): whatever that name is — a tool of its own, or a look-alike
 * of a well-known program (`рytest`) — the Bash tool finds the plugin's file first (docs/skills.md §2.7). A
 * name written with invisible characters inside it reads as the name without them, as a reader types it.
 */
export function pluginBinRefs(text: string, from: number, binNames: ReadonlySet<string>): RawRef[] {
  const out: RawRef[] = [];
  if (binNames.size === 0) return out;
  const byName = new Map<string, string>();
  for (const file of binNames) byName.set(file.replace(/\.(?:sh|exe|cmd)$/i, ''), file);
  const seen = new Set<string>();
  for (const m of readerText(text.slice(0, MAX_TEXT)).matchAll(ANY_COMMAND_WORD)) {
    const file = byName.get(m[1]!);
    if (m.index < from || file === undefined || seen.has(file)) continue;
    seen.add(file);
    const start = m.index + m[0].length - m[1]!.length;
    out.push({
      kind: 'tool-config',
      target: `\${CLAUDE_PLUGIN_ROOT}/bin/${file}`,
      start,
      end: start + m[1]!.length,
      certainty: 'candidate',
    });
  }
  return out;
}
