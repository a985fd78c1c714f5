import { defineRule } from './types.js';

/**
 * Runtimes close the frontmatter at the first line that is exactly `---`; skills-ref splits the file on the
 * first `---` substring (`content.split("---", 2)`). Where the two disagree, the validator checks a
 * different frontmatter from the one Claude Code and Codex load.
 */
export default defineRule('frontmatter-split', async (ctx) => {
  for (const doc of await ctx.model.skillsInFocus()) {
    if (doc.kind !== 'skill') continue;
    const split = doc.frontmatter.split;
    const text = doc.file.text;
    const lines = doc.file.lines;
    if (!split.present && text.startsWith('---')) {
      const first = lines.lineText(1);
      const rest = first.slice(3);
      if (rest.trim() === '' && first.length > 0) continue; // nothing but dashes and blanks: not this case
      ctx.report({
        message: `the opening '---' is followed by '${clip(rest.trim())}' on the same line: Claude Code, Codex and every YAML-line loader see no frontmatter, while skills-ref splits on the '---' and reads it as frontmatter, so the validator passes a skill the runtimes load without metadata`,
        location: {
          path: doc.path,
          region: { startLine: 1, startColumn: 4, endLine: 1, endColumn: Math.max(5, first.length + 1) },
        },
        fingerprintKey: 'opener-trailing',
      });
      continue;
    }
    if (!split.present || !split.closed) continue;
    const naive = split.naiveCloseOffset;
    if (naive < 0 || naive >= split.yamlEnd) continue;
    const region = lines.region(naive, naive + 3);
    const lineText = lines.lineText(region.startLine);
    ctx.report({
      message: `'---' inside the frontmatter ('${clip(lineText.trim())}'): skills-ref's split("---") ends the frontmatter here, so the validator and tools built like it read a truncated block (often an error or a missing description), while Claude Code and Codex read on to the real closing line; rephrase without '---'`,
      location: { path: doc.path, region },
      fingerprintKey: `naive:${lineText.trim()}`,
    });
  }
});

function clip(s: string): string {
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}
