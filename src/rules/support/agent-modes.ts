import type { SkillDoc } from '../../model/skill.js';
import type { Judged } from './command-runners.js';
import { readToolList } from './tool-list.js';

/**
 * What a subagent's permission mode grants, by the tools the agent has (its `tools` key; without one it
 * inherits every tool, MCP tools included): bypass over a shell, web fetches, MCP tools, agents it can
 * start or every tool is as wide as the mode (high); over file edits alone it accepts edits anywhere
 * (medium); over read-only tools (`Read, Grep, Glob`) it skips prompts for reads only (low). `acceptEdits`
 * keeps its own grade (low) and needs edit tools to mean anything.
 */
const WIDE = new Set(['Bash', 'PowerShell', 'WebFetch', 'Task', 'Agent', '*']);
const EDITS = new Set(['Write', 'Edit', 'MultiEdit', 'NotebookEdit']);

export function agentModeGrant(doc: SkillDoc, mode: string, base: Judged): Judged | undefined {
  const list =
    doc.frontmatter.get('tools') === undefined ? undefined : readToolList(doc.frontmatter, 'tools');
  const names = list?.entries.map((e) => e.name) ?? [];
  const wide =
    list === undefined
      ? ['every tool (no tools key)']
      : names.filter((n) => WIDE.has(n) || n.startsWith('mcp__'));
  const edits = names.filter((n) => EDITS.has(n));
  if (mode === 'acceptEdits')
    return list === undefined || edits.length > 0 || wide.length > 0 ? base : undefined;
  if (wide.length > 0)
    return { severity: base.severity, what: `${base.what} (the agent has ${wide.slice(0, 4).join(', ')})` };
  if (edits.length > 0)
    return {
      severity: 'medium',
      what: `every file edit (${edits.join(', ')}) runs without a permission prompt; the agent has no shell or web tool`,
    };
  return {
    severity: 'low',
    what: `prompts are skipped, but the agent's tools (${names.slice(0, 5).join(', ') || 'none'}) only read`,
  };
}
