import { evidenceText } from './support/evidence.js';
import { defineRule } from './types.js';

/** Frontmatter the scanner refused to expand or parse fully: alias bombs, deep nesting, huge blocks, duplicate keys. */
export default defineRule('yaml-abuse', async (ctx) => {
  for (const doc of await ctx.model.skillsInFocus()) {
    for (const err of doc.frontmatter.errors) {
      if (err.code === 'yaml-syntax' || err.code === 'not-a-mapping') continue;
      const what =
        err.code === 'duplicate-key'
          ? `${err.message}: runtimes disagree on which value wins (js-yaml and strict parsers reject the file, others keep the last)`
          : `${err.message}; the frontmatter was not evaluated, so nothing in it was checked`;
      ctx.report({
        message: what,
        location: { path: doc.path, region: err.region },
        severity: err.code === 'duplicate-key' ? 'low' : undefined,
        fingerprintKey: `${err.code}:${evidenceText(doc.file.lines, err.region)}`,
      });
    }
  }
});
