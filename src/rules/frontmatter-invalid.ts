import { defineRule } from './types.js';

/**
 * YAML that does not parse: Claude Code loads the skill with empty metadata (so the model has no
 * description to match), strict parsers (skills-ref, Codex) skip the skill entirely.
 */
export default defineRule('frontmatter-invalid', (ctx) => {
  for (const doc of ctx.model.skills) {
    for (const err of doc.frontmatter.errors) {
      if (err.code !== 'yaml-syntax' && err.code !== 'not-a-mapping') continue;
      const colonHint =
        err.code === 'yaml-syntax' && /nested mappings|compact mapping|mapping values/i.test(err.message)
          ? ' (an unquoted value containing ": " — quote the value)'
          : '';
      const effect =
        doc.kind === 'agent'
          ? 'Claude Code skips this subagent silently'
          : 'Claude Code loads it with empty metadata, so the model has no description to match; Codex and the spec validator skip it';
      ctx.report({
        message: `frontmatter is not valid YAML: ${err.message}${colonHint}. ${effect}`,
        location: { path: doc.path, region: err.region },
        fingerprintKey: `${err.code}:${err.message}`,
      });
    }
  }
});
