import { inert } from '../analysis/payloads.js';
import type { Location } from '../findings.js';
import { defineRule } from './types.js';

/**
 * An entry point most of whose bytes skillscan could not analyse (src/model/analysability.ts): a clean
 * report on it says little. The threshold is `options.threshold` (percent, default 70 — the boundary
 * Cisco skill-scanner draws between medium and high analysability risk, docs/threats.md [S3]).
 */

export const DEFAULT_THRESHOLD = 70;

function threshold(options: Readonly<Record<string, unknown>>): number {
  const t = options.threshold;
  return typeof t === 'number' && t > 0 && t <= 100 ? t : DEFAULT_THRESHOLD;
}

function size(n: number): string {
  if (n >= 1024 * 1024) return `${(n / (1024 * 1024)).toFixed(1)} MiB`;
  if (n >= 1024) return `${(n / 1024).toFixed(1)} KiB`;
  return `${n} bytes`;
}

export default defineRule(
  'low-analysability',
  async (ctx) => {
    const limit = threshold(ctx.options);
    for (const a of await ctx.model.analysability()) {
      if (a.bytes === 0 || a.score >= limit) continue;
      const top = a.notAnalysed
        .slice(0, 3)
        .map((f) => `${inert(f.path, 120)} (${inert(f.reason, 80)}, ${size(f.bytes)})`)
        .join('; ');
      const related: Location[] = a.notAnalysed.map((f) => ({
        path: f.path,
        message: `not analysed: ${f.reason} (${size(f.bytes)})`,
      }));
      ctx.report({
        location: { path: a.entry },
        message: `only ${a.score}% of the ${size(a.bytes)} this ${a.kind === 'launch' ? 'file' : a.kind} brings in could be analysed (threshold ${limit}%): ${top} — a clean report on it says little`,
        fingerprintKey: 'low-analysability',
        related,
      });
    }
  },
  'post',
);
