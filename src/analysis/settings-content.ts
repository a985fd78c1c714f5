import { isRecord } from './records.js';

/**
 * What agent-settings content written by code or asked for in text grants (docs/skills.md, settings):
 * approval turned off for every tool call, unrestricted shell, or every project MCP server started without
 * asking. JSON is read by structure — `"matcher": "Bash"` in a hook is not a grant, `"allow": ["Bash"]`
 * is — and anything else (a heredoc cut short, a shell `echo` of a fragment) by the literal grants.
 * JSON.parse only builds data: nothing in the content is evaluated.
 */

const MAX_JSON = 65_536;
const LITERAL =
  /"chat\.tools\.(?:global\.)?autoApprove"\s{0,8}:\s{0,8}true|bypassPermissions|dangerously-skip-permissions|"Bash(?:\(\*\)|\(:\*\))"|Bash\(\*\)|"defaultMode"\s{0,8}:\s{0,8}"bypassPermissions"|enableAllProjectMcpServers"\s{0,8}:\s{0,8}true/;
const OPEN_SHELL = new Set(['Bash', 'Bash(*)', 'Bash(:*)', 'Bash(**)']);
/**
 * Modes that approve tool calls by themselves. Not `dontAsk`: it denies every call no allow rule
 * pre-approves instead of asking (code.claude.com/docs/en/agent-sdk/permissions), stricter than the
 * default, so only the allow rules beside it can loosen anything.
 */
const OPEN_MODES = new Set(['bypassPermissions']);

/** The grant the content makes (as shown in messages), or undefined when it makes none. */
export function settingsLoosening(text: string): string | undefined {
  const t = text.trim();
  if (t.startsWith('{') && t.length <= MAX_JSON) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(t);
    } catch {
      parsed = undefined;
    }
    if (isRecord(parsed)) return structuralGrant(parsed);
  }
  return LITERAL.exec(text)?.[0];
}

function structuralGrant(s: Record<string, unknown>): string | undefined {
  const p = isRecord(s.permissions) ? s.permissions : undefined;
  if (p && typeof p.defaultMode === 'string' && OPEN_MODES.has(p.defaultMode))
    return `defaultMode ${p.defaultMode}`;
  if (p && Array.isArray(p.allow))
    for (const rule of p.allow.slice(0, 1_000))
      if (typeof rule === 'string' && OPEN_SHELL.has(rule.trim())) return rule;
  if (s.enableAllProjectMcpServers === true) return 'enableAllProjectMcpServers';
  return vscodeGrant(s);
}

/**
 * VS Code's agent approvals (code.visualstudio.com/docs/copilot/chat/chat-tools): `chat.tools.autoApprove` /
 * `chat.tools.global.autoApprove` approve every tool call; `chat.tools.terminal.autoApprove` entries
 * approve the commands a key matches, so a `/.*\/` key set to true approves every terminal command.
 */
function vscodeGrant(s: Record<string, unknown>): string | undefined {
  for (const key of ['chat.tools.autoApprove', 'chat.tools.global.autoApprove'])
    if (s[key] === true) return key;
  const terminal = s['chat.tools.terminal.autoApprove'];
  if (isRecord(terminal))
    for (const [pattern, on] of Object.entries(terminal).slice(0, 1_000))
      if (
        (on === true || (isRecord(on) && on.approve === true)) &&
        CATCH_ALL_TERMINAL_RULE.test(pattern.trim())
      )
        return `chat.tools.terminal.autoApprove ${pattern.trim()}`;
  return undefined;
}

/** A terminal auto-approve key that matches every command line: `/.*\/`, `/^.*$/i`, `/.+/`. */
export const CATCH_ALL_TERMINAL_RULE = /^\/\^?\.[*+]\$?\/[a-z]{0,4}$/;

/**
 * The user's guards that Claude Code settings content switches off (code.claude.com/docs/en/settings):
 * `disableAllHooks: true` stops every hook, the team's and the user's own command guards included, and
 * `sandbox.enabled: false` turns off a sandbox the user or the project turned on (a local or project
 * settings file overrides the user's). Nothing is granted by name, but every check that was in place is
 * gone for the sessions that load the file.
 */
export function guardsOff(text: string): string | undefined {
  const t = text.trim();
  let parsed: unknown;
  if (t.startsWith('{') && t.length <= MAX_JSON) {
    try {
      parsed = JSON.parse(t);
    } catch {
      parsed = undefined;
    }
  }
  if (isRecord(parsed)) {
    const off: string[] = [];
    if (parsed.disableAllHooks === true) off.push('disableAllHooks: true');
    if (isRecord(parsed.sandbox) && parsed.sandbox.enabled === false) off.push('sandbox.enabled: false');
    return off.length > 0 ? off.join(' + ') : undefined;
  }
  return GUARDS_OFF_LITERAL.exec(text)?.[0];
}

const GUARDS_OFF_LITERAL = /"disableAllHooks"\s{0,8}:\s{0,8}true/;

/** Settings content that adds commands run on agent events or at connection: hooks, helpers, MCP servers. */
export function addsAgentCommands(text: string): boolean {
  // A dict an analyzer rendered from code (`{mcpServers: {x: {command: …}}}`) writes its keys unquoted.
  if (/apiKeyHelper|statusLine|(?:^|[{,\s"])mcpServers"?\s{0,4}:/i.test(text)) return true;
  // A command a script put into a hook or server entry it appended (src/analysis/code/settings-commands.ts).
  if (/^"command": "[^"\n]/m.test(text)) return true;
  // `"hooks": {}` (a settings template's empty placeholder) adds no command.
  for (const m of text.slice(0, 200_000).matchAll(/"hooks"\s{0,20}:\s{0,20}/gi))
    if (!/^\{\s{0,200}\}/.test(text.slice(m.index + m[0].length, m.index + m[0].length + 220))) return true;
  return false;
}
