import { closestKey } from '../analysis/similar.js';
import { MEANINGLESS_KEYS, SPEC_KEYS } from '../discovery/runtimes/spec.js';
import type { ScanModel } from '../model/model.js';
import type { SkillDoc } from '../model/skill.js';
import { loadersOf } from './support/runtimes.js';
import { defineRule } from './types.js';

/**
 * Frontmatter keys judged against the runtimes that actually load the skill. Claude Code's extra keys are
 * fine for a skill Claude Code loads; elsewhere they mean nothing, and claude.ai / Skills API uploads and
 * the spec validator reject every key outside the six spec keys. A key no runtime knows is usually a typo,
 * which silently leaves the intended field unset.
 */

/** Subagent keys people carry over to skills, with the skill key that does the job. */
const AGENT_TO_SKILL: Readonly<Record<string, string>> = {
  tools: 'allowed-tools',
  disallowedTools: 'disallowed-tools',
};

/** Every key some runtime reads on a skill: the vocabulary typo suggestions are drawn from. */
function skillVocabulary(model: ScanModel): readonly string[] {
  return [...new Set(model.registry.flatMap((p) => p.frontmatter.skill))].sort();
}

function vocabularyOf(model: ScanModel, doc: SkillDoc, skillKeys: readonly string[]): readonly string[] {
  // Legacy commands take the keys of the runtimes that load them (`name` and `paths` are reported as
  // ignored elsewhere).
  if (doc.kind === 'command') {
    const keys = loadersOf(model, doc).flatMap((p) => p.commands?.keys ?? []);
    if (keys.length) return [...new Set(keys)];
  }
  return skillKeys;
}

export default defineRule('unknown-keys', async (ctx) => {
  // Once per scan: every runtime's skill keys (built per key of every skill, it was most of this rule).
  const skillKeys = skillVocabulary(ctx.model);
  for (const doc of await ctx.model.skillsInFocus()) {
    if (doc.kind === 'agent' || doc.frontmatter.data === undefined) continue;
    const seen = new Set<string>();
    const loaders = loadersOf(ctx.model, doc);
    const claude = loaders.some((p) => p.frontmatter.claudeExtensions) || doc.kind === 'command';
    for (const info of doc.frontmatter.keyOrder) {
      const key = info.key;
      if (seen.has(key) || MEANINGLESS_KEYS.includes(key)) continue;
      seen.add(key);
      const location = { path: doc.path, region: info.keyRegion };
      const vocabulary = vocabularyOf(ctx.model, doc, skillKeys);
      if (!vocabulary.includes(key)) {
        const guess = AGENT_TO_SKILL[key] ?? closestKey(key, vocabulary);
        if (guess !== undefined && guess !== key) {
          ctx.report({
            message: `unknown frontmatter key '${key}' — did you mean '${guess}'? No runtime reads '${key}', so '${guess}' is silently left unset`,
            location,
            severity: 'medium',
            fingerprintKey: `typo:${key}`,
          });
        } else {
          ctx.report({
            message: `frontmatter key '${key}' is not read by any runtime; the spec validator and claude.ai / Skills API uploads reject the skill for it (put custom data under metadata)`,
            location,
            severity: claude ? 'info' : 'low',
            fingerprintKey: `unknown:${key}`,
          });
        }
        continue;
      }
      if (SPEC_KEYS.includes(key) || claude) continue;
      if (doc.runtimes.length === 0) {
        const readers = ctx.model.registry.filter((p) => p.frontmatter.skill.includes(key));
        ctx.report({
          message: `'${key}' is not a spec key: claude.ai and Skills API uploads and the spec validator reject the skill for it, and only ${readers.map((p) => p.name).join(', ')} act on it`,
          location,
          severity: 'low',
          fingerprintKey: `not-spec:${key}`,
        });
        continue;
      }
      const ignoring = loaders.filter((p) => !p.frontmatter.skill.includes(key));
      if (ignoring.length === 0) continue;
      // `.agents/skills` is also what the spec tooling (skills-ref, `npx skills`, `gh skill`) validates.
      const validated = loaders.some((p) => p.frontmatter.unknownKeys === 'rejected');
      const shown = ignoring.filter((p) => p.frontmatter.unknownKeys !== 'rejected').map((p) => p.name);
      const claudeKey = ctx.model.registry.some(
        (p) => p.frontmatter.claudeExtensions && p.frontmatter.skill.includes(key),
      );
      ctx.report({
        message: `'${key}' has no effect in ${shown.join(', ')}, which load this skill from this folder (it is ${claudeKey ? 'a Claude Code key' : 'read only by other runtimes'}, and Claude Code does not load the skill from here)${validated ? '; the spec validator rejects the skill for it' : ''}`,
        location,
        severity: validated ? 'low' : 'info',
        fingerprintKey: `ignored:${key}`,
      });
    }
  }
});
