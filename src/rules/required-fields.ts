import type { SkillDoc } from '../model/skill.js';
import { defineRule } from './types.js';

function usable(doc: SkillDoc): boolean {
  // Unparseable frontmatter is reported by frontmatter-invalid; missing fields would only repeat it.
  return doc.frontmatter.present && doc.frontmatter.split.closed && doc.frontmatter.data !== undefined;
}

/** `name` and `description` are required by the spec, Codex, Copilot and VS Code; agents need both too. */
export default defineRule('required-fields', async (ctx) => {
  for (const doc of await ctx.model.skillsInFocus()) {
    if (doc.kind === 'command' || !usable(doc)) continue;
    const fm = doc.frontmatter;
    const blockStart = { path: doc.path, region: { startLine: 1, startColumn: 1, endLine: 1, endColumn: 4 } };
    for (const field of ['name', 'description'] as const) {
      const info = fm.keys.get(field);
      if (!info) {
        ctx.report({
          message:
            doc.kind === 'agent'
              ? `subagent has no '${field}': Claude Code silently never delegates to it`
              : field === 'description'
                ? "required field 'description' is missing: Codex and Copilot skip the skill, Claude Code improvises one from the first paragraph, and the model has nothing reliable to match"
                : "required field 'name' is missing: Codex, Copilot, VS Code and the spec validator reject the skill (Claude Code falls back to the folder name)",
          location: blockStart,
          fingerprintKey: `missing:${field}`,
        });
        continue;
      }
      const v = info.value;
      if (typeof v !== 'string' || v.trim() === '') {
        ctx.report({
          message: `field '${field}' must be a non-empty string (got ${v === null ? 'an empty value' : Array.isArray(v) ? 'a list' : typeof v === 'string' ? 'blank text' : typeof v})`,
          location: { path: doc.path, region: info.valueRegion },
          fingerprintKey: `type:${field}`,
        });
      }
    }
  }
});
