import {
  CLAUDE_SKILL_KEYS,
  closestKey,
  MEANINGLESS_KEYS,
  SKILL_KEYS_BY_RUNTIME,
  SPEC_KEYS,
} from '../discovery/frontmatter-keys.js';
import { PROFILES } from '../discovery/profiles.js';
import type { RuntimeId, SkillDoc } from '../model/skill.js';
import { defineRule } from './types.js';

/**
 * Frontmatter keys judged against the runtimes that actually load the skill. Claude Code's extra keys are
 * fine for a skill Claude Code loads; elsewhere they mean nothing, and claude.ai / Skills API uploads and
 * the spec validator reject every key outside the six spec keys. A key no runtime knows is usually a typo,
 * which silently leaves the intended field unset.
 */

const SKILL_VOCABULARY: readonly string[] = [...new Set(Object.values(SKILL_KEYS_BY_RUNTIME).flat())].sort();
/** Subagent keys people carry over to skills, with the skill key that does the job. */
const AGENT_TO_SKILL: Readonly<Record<string, string>> = {
  tools: 'allowed-tools',
  disallowedTools: 'disallowed-tools',
};

function names(ids: readonly RuntimeId[]): string {
  return ids.map((id) => PROFILES.find((p) => p.id === id)?.name ?? id).join(', ');
}

function vocabularyOf(doc: SkillDoc): readonly string[] {
  // Legacy commands take the skill keys except `name` and `paths` (reported as ignored elsewhere).
  return doc.kind === 'command' ? CLAUDE_SKILL_KEYS : SKILL_VOCABULARY;
}

export default defineRule('unknown-keys', (ctx) => {
  for (const doc of ctx.model.skills) {
    if (doc.kind === 'agent' || doc.frontmatter.data === undefined) continue;
    const seen = new Set<string>();
    const claude = doc.runtimes.includes('claude-code') || doc.kind === 'command';
    for (const info of doc.frontmatter.keyOrder) {
      const key = info.key;
      if (seen.has(key) || MEANINGLESS_KEYS.includes(key)) continue;
      seen.add(key);
      const location = { path: doc.path, region: info.keyRegion };
      const vocabulary = vocabularyOf(doc);
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
        const readers = Object.entries(SKILL_KEYS_BY_RUNTIME)
          .filter(([, keys]) => keys.includes(key))
          .map(([r]) => r as RuntimeId);
        ctx.report({
          message: `'${key}' is not a spec key: claude.ai and Skills API uploads and the spec validator reject the skill for it, and only ${names(readers)} act on it`,
          location,
          severity: 'low',
          fingerprintKey: `not-spec:${key}`,
        });
        continue;
      }
      const ignoring = doc.runtimes.filter((r) => !SKILL_KEYS_BY_RUNTIME[r].includes(key));
      if (ignoring.length === 0) continue;
      // `.agents/skills` is also what the spec tooling (skills-ref, `npx skills`, `gh skill`) validates.
      const validated = doc.runtimes.includes('agentskills');
      const shown = ignoring.filter((r) => r !== 'agentskills');
      ctx.report({
        message: `'${key}' has no effect in ${names(shown)}, which load this skill from this folder (it is ${CLAUDE_SKILL_KEYS.includes(key) ? 'a Claude Code key' : 'read only by other runtimes'}, and Claude Code does not load the skill from here)${validated ? '; the spec validator rejects the skill for it' : ''}`,
        location,
        severity: validated ? 'low' : 'info',
        fingerprintKey: `ignored:${key}`,
      });
    }
  }
});
