import { pointRegion } from '../findings.js';
import { defineRule } from './types.js';

/** A skill without frontmatter loads in Claude Code on an improvised description and fails everywhere else. */
export default defineRule('frontmatter-missing', async (ctx) => {
  for (const doc of await ctx.model.skillsInFocus()) {
    const split = doc.frontmatter.split;
    if (doc.kind === 'skill' && !split.present) {
      const startsDashed = doc.file.text.startsWith('---');
      ctx.report({
        message: startsDashed
          ? `${doc.path} starts with '---' but not on a line of its own, so no runtime sees frontmatter; Claude Code falls back to the first paragraph as the description and the spec validator rejects the skill`
          : `${doc.path} has no YAML frontmatter: Claude Code loads it with the body's first paragraph as its description, while Codex, Copilot and the spec validator reject it`,
        location: {
          path: doc.path,
          region: pointRegion(1, 1, Math.max(1, doc.file.lines.lineText(1).length)),
        },
        fingerprintKey: 'missing',
      });
    } else if (split.present && !split.closed) {
      ctx.report({
        message: `frontmatter opened on line 1 is never closed with a '---' line: runtimes read no metadata (or the whole file as YAML) and the skill ${doc.kind === 'agent' ? 'is never delegated to' : 'loads without a description'}`,
        location: { path: doc.path, region: pointRegion(1, 1, 3) },
        fingerprintKey: 'unclosed',
      });
    }
  }
});
