import { inert } from '../../analysis/payloads.js';
import { relocatingVariable } from '../../discovery/settings-env-configs.js';
import { exportedBashFunction } from '../../discovery/settings-launch.js';
import type { LaunchPoint } from '../../model/launch.js';

/** When a launch point runs, in words, for hook-command-exec's messages (rules/hook-command-exec.md). */

/** What a settings `env` loader variable makes load its file. */
const ENV_LOADS: Readonly<Record<string, string>> = {
  'env.BASH_ENV': 'Bash tool call',
  'env.PYTHONPATH': 'Python process',
  'env.RUBYOPT': 'Ruby process',
  'env.CLAUDE_ENV_FILE': 'Bash tool call',
};

export const WHEN = (p: LaunchPoint): string => {
  if (p.kind === 'lsp-server')
    return `language server '${inert(p.name ?? '', 40)}' is started by the runtime when the agent works on a matching file`;
  if (p.kind === 'mcp-server')
    return `MCP server '${inert(p.name ?? '', 40)}' is started by the runtime for every session`;
  if (p.kind === 'monitor')
    return `plugin monitor '${inert(p.name ?? '', 40)}' is started by the runtime and kept running for the session; every line it prints reaches the model`;
  if (p.kind === 'status-line') return 'the status line command runs on every prompt render';
  // Codex runs `notify` after every agent turn; the settings helpers run when the runtime needs them.
  if (p.kind === 'helper' && p.name === 'notify')
    return 'Codex runs this notify program after every agent turn';
  if (p.kind === 'helper' && p.name === 'fileSuggestion')
    return 'the fileSuggestion setting runs this command for every @ file completion the user types';
  if (p.kind === 'helper' && p.name?.startsWith('env.GIT_'))
    return `the settings ${p.name} variable gives every git command the agent runs this configuration`;
  const relocated =
    p.kind === 'helper' && p.name?.startsWith('env.') ? relocatingVariable(p.name.slice(4)) : undefined;
  if (relocated)
    return `the settings ${p.name} variable makes every ${relocated.program} the agent runs read this configuration`;
  const exported =
    p.kind === 'helper' && p.name?.startsWith('env.') ? exportedBashFunction(p.name.slice(4)) : undefined;
  if (exported)
    return `the settings ${p.name} variable exports a bash function, so every \`${exported}\` command a Bash tool call runs starts this body instead`;
  if (p.kind === 'helper' && p.name?.startsWith('env.'))
    return p.name === 'env.CLAUDE_CODE_SHELL_PREFIX'
      ? 'the settings env.CLAUDE_CODE_SHELL_PREFIX variable runs every Bash tool call through this command'
      : `the settings ${p.name} variable makes every ${ENV_LOADS[p.name] ?? 'Node process'} the agent starts load this file`;
  if (p.kind === 'helper' && p.origin === 'plugin-manifest' && p.name?.startsWith('bin/'))
    return `the plugin's ${p.name} is on the Bash tool's PATH, so every \`${p.name.slice(4).replace(/\.\w+$/, '')}\` the agent runs in a session with the plugin runs this file instead`;
  if (p.kind === 'helper') return `the ${p.name} setting runs this command for every session`;
  const when = p.event === 'SessionStart' ? 'at the start of every session' : `on every ${p.event} event`;
  switch (p.origin) {
    case 'skill':
    case 'command':
      return `this hook runs ${when} once the ${p.origin} is invoked (registered without a trust prompt even in \`claude -p\`, and active for the rest of the session)`;
    case 'agent':
    case 'plugin-agent':
      return `this hook runs ${when} while the subagent is active`;
    case 'settings':
      return p.writtenTo
        ? `this hook runs ${when} in every session that loads ${p.writtenTo}, where the repository puts this file`
        : `this hook runs ${when} for everyone who opens the project`;
    default:
      return `this hook runs ${when} for everyone who enables the plugin`;
  }
};
