import type { ContentClass } from '../analysis/content.js';
import { pointRegion } from '../findings.js';
import { reachableFiles } from './support/reach.js';
import { defineRule } from './types.js';

/** Content that is binary by nature: its bytes are no encoding of text, so no encoding is wrong. */
const BINARY: ReadonlySet<ContentClass> = new Set(['executable', 'archive', 'media', 'binary']);

/**
 * Encodings that runtimes and reviewers see differently; the file was decoded lossily and scanned anyway.
 * Binary content in a file some entry point reaches is reported once, by the rule that says what it is:
 * unreviewable-content (an executable, an archive, binary data), file-type-mismatch (a binary named as
 * text); recognised images, fonts and PDFs are not an encoding problem at all. Text that does not
 * decode stays this rule's.
 */
export default defineRule(
  'encoding-anomaly',
  async (ctx) => {
    const reached = new Map((await reachableFiles(ctx)).map((p) => [ctx.model.files.realOf(p) ?? p, p]));
    for (const file of ctx.model.files.loaded()) {
      const path = reached.get(file.real);
      const cls =
        path !== undefined && file.anomalies.length > 0 ? (await ctx.model.content(path))?.cls : undefined;
      if (cls && BINARY.has(cls)) continue;
      for (const a of file.anomalies) {
        ctx.report({
          message: `${a.detail}`,
          location: { path: file.path, region: a.line ? pointRegion(a.line, 1) : undefined },
          severity: a.kind === 'binary' ? 'medium' : undefined,
          fingerprintKey: a.kind,
        });
      }
    }
  },
  'post',
);
