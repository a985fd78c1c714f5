import { closestKey } from '../discovery/frontmatter-keys.js';
import { PROFILES } from '../discovery/profiles.js';
import {
  CLAUDE_TOOLS,
  LEGACY_CLAUDE_TOOLS,
  MCP_TOOL_RE,
  RUNTIMES_READING_ALLOWED_TOOLS,
  TOOL_EQUIVALENTS,
} from '../discovery/tool-names.js';
import type { RuntimeId, SkillDoc } from '../model/skill.js';
import { readToolList, type ToolEntry } from './support/tool-list.js';
import type { RuleContext } from './types.js';
import { defineRule } from './types.js';

/**
 * Tool names in `allowed-tools` / `disallowed-tools`, judged for the runtimes that load the skill:
 * names Claude Code does not know (it matches exactly, so a typo pre-approves nothing), legacy names,
 * Claude names in folders read only by runtimes that call the same tools something else, and the key
 * itself where no loading runtime acts on it.
 */

const name = (id: RuntimeId) => PROFILES.find((p) => p.id === id)?.name ?? id;

export default defineRule('tool-names', (ctx) => {
  for (const doc of ctx.model.skills) {
    if (doc.kind === 'agent' || doc.frontmatter.data === undefined) continue;
    const claude = doc.kind === 'command' || doc.runtimes.includes('claude-code');
    for (const key of ['allowed-tools', 'disallowed-tools']) {
      const list = readToolList(doc.frontmatter, key);
      if (!list) continue;
      if (claude || doc.runtimes.length === 0) {
        for (const e of list.entries) checkClaudeName(ctx, doc, key, e);
        continue;
      }
      let named = 0;
      for (const e of list.entries) named += checkForeignName(ctx, doc, e) ? 1 : 0;
      const acting = doc.runtimes.filter((r) => RUNTIMES_READING_ALLOWED_TOOLS.includes(r));
      if (named === 0 && acting.length === 0 && list.entries.length > 0) {
        ctx.report({
          message: `'${key}' has no effect here: ${doc.runtimes.map(name).join(', ')} load this skill from this folder and none of them is known to act on it (only Claude Code pre-approves or removes tools)`,
          location: { path: doc.path, region: doc.frontmatter.keys.get(key)!.keyRegion },
          severity: 'info',
          fingerprintKey: `inert:${key}`,
        });
      }
    }
  }
});

function checkClaudeName(ctx: RuleContext, doc: SkillDoc, key: string, e: ToolEntry) {
  if (CLAUDE_TOOLS.includes(e.name) || MCP_TOOL_RE.test(e.name)) return;
  const location = { path: doc.path, region: e.region };
  const legacy = LEGACY_CLAUDE_TOOLS[e.name];
  if (legacy !== undefined) {
    ctx.report({
      message:
        e.name === 'Task'
          ? `'Task' is the old name of the Agent tool; Claude Code still accepts it as an alias, but write 'Agent'`
          : `'${e.name}' is a legacy Claude Code tool name that current versions do not have; the ${key} entry matches nothing (use ${legacy})`,
      location,
      severity: 'info',
      fingerprintKey: `legacy:${e.name}`,
    });
    return;
  }
  if (/^mcp_/i.test(e.name)) {
    ctx.report({
      message: `'${e.name}' is not written as mcp__<server>__<tool>: Claude Code matches MCP tools only in that form, so this ${key} entry matches nothing`,
      location,
      severity: 'medium',
      fingerprintKey: `mcp:${e.name}`,
    });
    return;
  }
  const guess = closestKey(e.name, CLAUDE_TOOLS);
  const effect =
    key === 'allowed-tools' ? 'it pre-approves nothing and the tool still prompts' : 'it removes nothing';
  ctx.report({
    message: guess
      ? `'${e.name}' is not a Claude Code tool — did you mean '${guess}'? Tool names match exactly, so ${effect}`
      : `'${e.name}' is not a Claude Code tool name; Claude Code matches names exactly, so ${effect}`,
    location,
    severity: guess ? 'medium' : 'low',
    confidence: guess ? 'high' : 'medium',
    fingerprintKey: `unknown:${e.name}`,
  });
}

/** A Claude tool name in a skill loaded only by runtimes that name that tool differently. */
function checkForeignName(ctx: RuleContext, doc: SkillDoc, e: ToolEntry): boolean {
  if (!CLAUDE_TOOLS.includes(e.name) && LEGACY_CLAUDE_TOOLS[e.name] === undefined) return false;
  const other: string[] = [];
  for (const r of doc.runtimes) {
    const alt = TOOL_EQUIVALENTS[r]?.[e.name];
    if (alt !== undefined && alt !== e.name) other.push(`${name(r)} calls it '${alt}'`);
  }
  if (other.length === 0) return false;
  ctx.report({
    message: `'${e.name}' is a Claude Code tool name, and Claude Code does not load this skill from this folder: ${other.join(', ')}`,
    location: { path: doc.path, region: e.region },
    severity: 'low',
    fingerprintKey: `foreign:${e.name}`,
  });
  return true;
}
