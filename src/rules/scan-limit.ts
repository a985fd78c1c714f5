import { reportReached } from './support/reach.js';
import { defineRule } from './types.js';

/** Everything the scanner could not read or read only in part: a blind spot is a finding, never a skip. */
export default defineRule(
  'scan-limit',
  async (ctx) => {
    for (const b of ctx.model.blindspots()) {
      if (b.kind.startsWith('symlink-')) continue;
      await reportReached(ctx, {
        owners: true,
        message: `${b.path || '.'} ${b.detail}`,
        path: b.path || '.',
        severity: b.kind === 'truncated' || b.kind === 'special-file' ? 'medium' : 'high',
        fingerprintKey: b.kind,
      });
    }
  },
  'post',
);
