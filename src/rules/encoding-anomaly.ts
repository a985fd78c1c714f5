import { pointRegion } from '../findings.js';
import { reportReached } from './support/reach.js';
import { defineRule } from './types.js';

/** Encodings that runtimes and reviewers see differently; the file was decoded lossily and scanned anyway. */
export default defineRule(
  'encoding-anomaly',
  async (ctx) => {
    for (const file of ctx.model.files.loaded()) {
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
