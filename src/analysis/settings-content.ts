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
  /bypassPermissions|dangerously-skip-permissions|"Bash(?:\(\*\)|\(:\*\))"|Bash\(\*\)|"defaultMode"\s{0,8}:\s{0,8}"(?:bypassPermissions|dontAsk)"|enableAllProjectMcpServers"\s{0,8}:\s{0,8}true/;
const OPEN_SHELL = new Set(['Bash', 'Bash(*)', 'Bash(:*)', 'Bash(**)']);
const OPEN_MODES = new Set(['bypassPermissions', 'dontAsk']);

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
  return undefined;
}
