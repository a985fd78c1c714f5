import { defineRule } from './types.js';

const MAX = 1024;

/** Descriptions over 1,024 characters fail the spec validator and Codex's loader. */
export default defineRule('description-length', async (ctx) => {
  for (const doc of await ctx.model.skillsInFocus()) {
    if (doc.kind !== 'skill') continue;
    const info = doc.frontmatter.keys.get('description');
    if (!info || typeof info.value !== 'string') continue;
    const length = [...info.value].length;
    if (length <= MAX) continue;
    ctx.report({
      message: `description is ${length} characters, over the ${MAX}-character limit: the spec validator and Codex reject the skill`,
      location: { path: doc.path, region: info.valueRegion },
      fingerprintKey: 'too-long',
    });
  }
});
