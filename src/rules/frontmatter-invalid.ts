import { evidenceText } from './support/evidence.js';
import { defineRule } from './types.js';

/**
 * YAML that does not parse: Claude Code loads the skill with empty metadata (so the model has no
 * description to match), strict parsers (skills-ref, Codex) skip the skill entirely. One finding per
 * file, at the first error: later errors are usually consequences of the first.
 */
export default defineRule('frontmatter-invalid', async (ctx) => {
  for (const doc of await ctx.model.skillsInFocus()) {
    const errors = doc.frontmatter.errors.filter(
      (e) => e.code === 'yaml-syntax' || e.code === 'not-a-mapping',
    );
    const err = errors[0];
    if (!err) continue;
    const colonHint =
      err.code === 'yaml-syntax' && /nested mappings|compact mapping|mapping values/i.test(err.message)
        ? ' (an unquoted value containing ": " — quote the value)'
        : '';
    const more =
      errors.length > 1
        ? ` (and ${errors.length - 1} more YAML error${errors.length > 2 ? 's' : ''} after it)`
        : '';
    const effect =
      doc.kind === 'agent'
        ? 'Claude Code skips this subagent silently'
        : 'Claude Code loads it with empty metadata, so the model has no description to match; Codex and the spec validator skip it';
    ctx.report({
      message: `frontmatter is not valid YAML: ${err.message}${colonHint}${more}. ${effect}`,
      location: { path: doc.path, region: err.region },
      fingerprintKey: `${err.code}:${evidenceText(doc.file.lines, err.region)}`,
    });
  }
});
