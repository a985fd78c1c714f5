import { reportReached } from './support/reach.js';
import { defineRule } from './types.js';

/** Links that leave the scanned root or loop: never followed, always reported. */
export default defineRule(
  'symlink-escape',
  async (ctx) => {
    for (const b of ctx.model.blindspots()) {
      if (b.kind !== 'symlink-outside' && b.kind !== 'symlink-loop' && b.kind !== 'symlink-broken') continue;
      await reportReached(ctx, {
        owners: true,
        message:
          b.kind === 'symlink-outside'
            ? `symlink ${b.path} ${b.detail}: a runtime follows it and loads content nobody reviews in this repository; it was not read`
            : b.kind === 'symlink-loop'
              ? `symlink ${b.path} ${b.detail}; it was not followed`
              : `symlink ${b.path} ${b.detail}: whatever a runtime expects there is missing`,
        path: b.path,
        severity: b.kind === 'symlink-outside' ? 'high' : b.kind === 'symlink-loop' ? 'medium' : 'low',
        fingerprintKey: b.kind,
      });
    }
  },
  'post',
);
