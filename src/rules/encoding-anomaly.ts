import { pointRegion } from '../findings.js';
import { defineRule } from './types.js';

/** Encodings that runtimes and reviewers see differently; the file was decoded lossily and scanned anyway. */
export default defineRule(
  'encoding-anomaly',
  (ctx) => {
    for (const file of ctx.model.files.loaded()) {
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
