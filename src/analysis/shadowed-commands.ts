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
