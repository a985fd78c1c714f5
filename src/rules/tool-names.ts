import { closestKey } from '../analysis/similar.js';
import type { RuntimeProfile, ToolNames } from '../discovery/runtimes/index.js';
import type { SkillDoc } from '../model/skill.js';
import { loadersOf } from './support/runtimes.js';
import { readToolList, type ToolEntry } from './support/tool-list.js';
import type { RuleContext } from './types.js';
import { defineRule } from './types.js';

/**
 * Tool names in `allowed-tools` / `disallowed-tools`, judged for the runtimes that load the skill:
 * names Claude Code does not know (it matches exactly, so a typo pre-approves nothing), legacy names,
 * Claude names in folders read only by runtimes that call the same tools something else, and the key
 * itself where no loading runtime acts on it.
 */

/** A runtime whose exact tool vocabulary is known (Claude Code), with that vocabulary. */
type Exact = RuntimeProfile & { tools: ToolNames & { exact: readonly string[] } };
const hasExact = (p: RuntimeProfile): p is Exact => !!p.tools?.exact;

export default defineRule('tool-names', async (ctx) => {
  // Skills outside every runtime's folders (collections) are judged by the runtime whose names they use.
  const reference = ctx.model.registry.find(hasExact);
  for (const doc of await ctx.model.skillsInFocus()) {
    if (doc.kind === 'agent' || doc.frontmatter.data === undefined) continue;
    const loaders = loadersOf(ctx.model, doc);
    const exact = loaders.find(hasExact) ?? (doc.runtimes.length === 0 ? reference : undefined);
    for (const key of ['allowed-tools', 'disallowed-tools']) {
      const list = readToolList(doc.frontmatter, key);
      if (!list) continue;
      if (exact) {
        for (const e of list.entries) checkExactName(ctx, doc, key, e, exact);
        continue;
      }
      if (!reference) continue;
      let named = 0;
      for (const e of list.entries) named += checkForeignName(ctx, doc, e, loaders, reference) ? 1 : 0;
      const acting = loaders.filter((p) => p.tools?.readsAllowedTools);
      if (named === 0 && acting.length === 0 && list.entries.length > 0) {
        ctx.report({
          message: `'${key}' has no effect here: ${loaders.map((p) => p.name).join(', ')} load this skill from this folder and none of them is known to act on it (only ${reference.name} pre-approves or removes tools)`,
          location: { path: doc.path, region: doc.frontmatter.keys.get(key)!.keyRegion },
          severity: 'info',
          fingerprintKey: `inert:${key}`,
        });
      }
    }
  }
});

function checkExactName(ctx: RuleContext, doc: SkillDoc, key: string, e: ToolEntry, rt: Exact) {
  const tools = rt.tools;
  if (tools.exact.includes(e.name) || tools.mcp?.test(e.name)) return;
  const location = { path: doc.path, region: e.region };
  const legacy = tools.legacy[e.name];
  if (legacy !== undefined) {
    ctx.report({
      message:
        e.name === 'Task'
          ? `'Task' is the old name of the Agent tool; ${rt.name} still accepts it as an alias, but write 'Agent'`
          : `'${e.name}' is a legacy ${rt.name} tool name that current versions do not have; the ${key} entry matches nothing (use ${legacy})`,
      location,
      severity: 'info',
      fingerprintKey: `legacy:${e.name}`,
    });
    return;
  }
  if (/^mcp_/i.test(e.name)) {
    ctx.report({
      message: `'${e.name}' is not written as mcp__<server>__<tool>: ${rt.name} matches MCP tools only in that form, so this ${key} entry matches nothing`,
      location,
      severity: 'medium',
      fingerprintKey: `mcp:${e.name}`,
    });
    return;
  }
  const guess = closestKey(e.name, tools.exact);
  const effect =
    key === 'allowed-tools' ? 'it pre-approves nothing and the tool still prompts' : 'it removes nothing';
  ctx.report({
    message: guess
      ? `'${e.name}' is not a ${rt.name} tool — did you mean '${guess}'? Tool names match exactly, so ${effect}`
      : `'${e.name}' is not a ${rt.name} tool name; ${rt.name} matches names exactly, so ${effect}`,
    location,
    severity: guess ? 'medium' : 'low',
    confidence: guess ? 'high' : 'medium',
    fingerprintKey: `unknown:${e.name}`,
  });
}

/** A Claude tool name in a skill loaded only by runtimes that name that tool differently. */
function checkForeignName(
  ctx: RuleContext,
  doc: SkillDoc,
  e: ToolEntry,
  loaders: readonly RuntimeProfile[],
  reference: Exact,
): boolean {
  if (!reference.tools.exact.includes(e.name) && reference.tools.legacy[e.name] === undefined) return false;
  const other: string[] = [];
  for (const r of loaders) {
    const alt = r.tools?.claudeEquivalents?.[e.name];
    if (alt !== undefined && alt !== e.name) other.push(`${r.name} calls it '${alt}'`);
  }
  if (other.length === 0) return false;
  ctx.report({
    message: `'${e.name}' is a ${reference.name} tool name, and ${reference.name} does not load this skill from this folder: ${other.join(', ')}`,
    location: { path: doc.path, region: e.region },
    severity: 'low',
    fingerprintKey: `foreign:${e.name}`,
  });
  return true;
}
