import type { ScanModel } from '../model/model.js';
import { reportReached } from './support/reach.js';
import { defineRule } from './types.js';

/**
 * The path inside the tree that an absolute link's tail names (`/home/me/code/repo/plugins/x/skills/a` →
 * `plugins/x/skills/a`), when some tail of two or more components exists here: a link made in the author's
 * own checkout, which dangles on every other machine. Undefined for links to anything else (`~/.ssh`,
 * `/etc`, a private skill folder): what those load nobody here can review.
 */
export function mirroredInside(model: Pick<ScanModel, 'files'>, target: string): string | undefined {
  if (!target.startsWith('/')) return undefined;
  const parts = target.split('/').filter((p) => p !== '' && p !== '.');
  if (parts.includes('..')) return undefined;
  // Longest tail first: the most specific match; bounded by the link's depth (at most 64 components).
  for (let k = 1; k <= Math.min(parts.length - 2, 64); k++) {
    const tail = parts.slice(k).join('/');
    if (model.files.has(tail)) return tail;
  }
  return undefined;
}

/** Links that leave the scanned root or loop: never followed, always reported. */
export default defineRule(
  'symlink-escape',
  async (ctx) => {
    for (const b of ctx.model.blindspots()) {
      if (b.kind !== 'symlink-outside' && b.kind !== 'symlink-loop' && b.kind !== 'symlink-broken') continue;
      const mirror =
        b.kind === 'symlink-outside' && b.target ? mirroredInside(ctx.model, b.target) : undefined;
      await reportReached(ctx, {
        owners: true,
        message: mirror
          ? `symlink ${b.path} ${b.detail}, the author's own checkout of ${mirror} in this repository: it dangles on every other machine, so what it should load is missing there (link to ${mirror} with a relative path); it was not read`
          : b.kind === 'symlink-outside'
            ? `symlink ${b.path} ${b.detail}: a runtime follows it and loads content nobody reviews in this repository; it was not read`
            : b.kind === 'symlink-loop'
              ? `symlink ${b.path} ${b.detail}; it was not followed`
              : `symlink ${b.path} ${b.detail}: whatever a runtime expects there is missing`,
        path: b.path,
        severity: mirror
          ? 'medium'
          : b.kind === 'symlink-outside'
            ? 'high'
            : b.kind === 'symlink-loop'
              ? 'medium'
              : 'low',
        fingerprintKey: b.kind,
      });
    }
  },
  'post',
);
