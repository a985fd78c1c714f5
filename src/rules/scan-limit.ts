import { defineRule } from './types.js';

/** Everything the scanner could not read or read only in part: a blind spot is a finding, never a skip. */
export default defineRule(
  'scan-limit',
  (ctx) => {
    for (const b of ctx.model.blindspots()) {
      if (b.kind.startsWith('symlink-')) continue;
      ctx.report({
        message: `${b.path || '.'} ${b.detail}`,
        location: { path: b.path || '.' },
        severity: b.kind === 'truncated' || b.kind === 'special-file' ? 'medium' : 'high',
        fingerprintKey: b.kind,
      });
    }
  },
  'post',
);
