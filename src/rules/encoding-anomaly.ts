import type { ContentClass } from '../analysis/content.js';
import { pointRegion } from '../findings.js';
import { TEXT_NAMED } from './support/file-kinds.js';
import { reachableFiles, reportReached } from './support/reach.js';
import { defineRule } from './types.js';

/** Content that is binary by nature: its bytes are no encoding of text, so no encoding is wrong. */
const BINARY: ReadonlySet<ContentClass> = new Set(['executable', 'archive', 'media', 'binary']);

/**
 * Encodings that runtimes and reviewers see differently; the file was decoded lossily and scanned anyway.
 * Binary content in a file some entry point reaches, under a name that does not promise text, is
 * unreviewable-content's (an executable, an archive, binary data) or no problem at all (images, fonts,
 * PDFs recognised by their magic bytes). A file named as text keeps its encoding findings here.
 */
export default defineRule(
  'encoding-anomaly',
  async (ctx) => {
    const reached = new Map((await reachableFiles(ctx)).map((p) => [ctx.model.files.realOf(p) ?? p, p]));
    for (const file of ctx.model.files.loaded()) {
      const path = reached.get(file.real);
      const cls =
        path !== undefined && file.anomalies.length > 0 ? (await ctx.model.content(path))?.cls : undefined;
      if (cls && BINARY.has(cls) && !TEXT_NAMED.test(file.path)) continue;
      for (const a of file.anomalies) {
        await reportReached(ctx, {
          owners: true,
          message: `${a.detail}`,
          path: file.path,
          ...(a.line ? { region: pointRegion(a.line, 1) } : {}),
          severity: a.kind === 'binary' ? 'medium' : undefined,
          fingerprintKey: a.kind,
        });
      }
    }
  },
  'post',
);
