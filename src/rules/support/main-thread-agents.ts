import { isRecord } from '../../analysis/records.js';
import type { Location } from '../../findings.js';
import { JsonDoc } from '../../model/positions.js';
import type { SkillDoc } from '../../model/skill.js';
import type { RuleContext } from '../types.js';

/**
 * Agents a settings file makes the main conversation: a plugin's root `settings.json` `{"agent": "lead"}`
 * (docs/skills.md §2.7: the only other key Claude Code reads there) and a project settings file's `agent`
 * key. That agent's body is then the system prompt of every session with the plugin enabled or in the
 * project, not a subagent prompt the parent reads first, so what it tells the agent about approvals or what
 * to leave out of a summary is read as the runtime's own instruction. Keyed by the agent file's path, with
 * the setting as the location to show beside it.
 */
export async function mainThreadAgents(ctx: RuleContext): Promise<Map<string, Location>> {
  const out = new Map<string, Location>();
  const agents = ctx.model.skills.filter((s) => s.kind === 'agent');
  const named = (value: string, under: string): SkillDoc | undefined => {
    const name = value
      .slice(value.lastIndexOf(':') + 1)
      .trim()
      .toLowerCase();
    if (name === '') return undefined;
    return agents.find((a) => {
      if (under !== '' && !a.path.startsWith(`${under}/`)) return false;
      const own = a.frontmatter.get('name');
      const stem = a.path
        .slice(a.path.lastIndexOf('/') + 1)
        .replace(/\.md$/i, '')
        .toLowerCase();
      return (typeof own === 'string' && own.trim().toLowerCase() === name) || stem === name;
    });
  };
  for (const p of ctx.model.plugins.slice(0, 5_000)) {
    const path = p.root === '' ? 'settings.json' : `${p.root}/settings.json`;
    if (!p.manifestPath || !ctx.model.files.isFile(path)) continue;
    const t = await ctx.model.files.text(path);
    if (!t) continue;
    const doc = new JsonDoc(t.text);
    const value = isRecord(doc.data) ? doc.data.agent : undefined;
    const agent = typeof value === 'string' ? named(value, p.root) : undefined;
    if (!agent) continue;
    const region = doc.regionAt(['agent']);
    out.set(agent.path, {
      path,
      ...(region ? { region } : {}),
      message: 'makes this agent the main conversation',
    });
  }
  for (const f of ctx.model.hooksFiles) {
    if (f.kind !== 'settings' || f.doc.error || !isRecord(f.doc.data)) continue;
    const value = f.doc.data.agent;
    const agent = typeof value === 'string' ? named(value, '') : undefined;
    if (!agent || out.has(agent.path)) continue;
    const region = f.doc.regionAt(['agent']);
    out.set(agent.path, {
      path: f.path,
      ...(region ? { region } : {}),
      message: 'makes this agent the main conversation',
    });
  }
  return out;
}
