import type { FlatListingSettings } from '../listing-settings.js';
import type { ListedRuntime } from './runtimes/index.js';

/**
 * A runtime's listing budget from its profile and the scan's settings (src/discovery/listing.ts simulates
 * the listing within it). Characters = context window (tokens) × 4 characters per token × budget fraction.
 */

export const CHARS_PER_TOKEN = 4;

export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

export interface Budget {
  chars: number;
  /** How the budget was decided, for messages and the CLI header. */
  basis: string;
  maxDescChars: number | null;
}

export function budgetFor(runtime: ListedRuntime, s: FlatListingSettings): Budget {
  const profile = runtime.listing;
  let maxDescChars = profile.maxDescChars;
  if (s.runtimeVersion !== undefined) {
    maxDescChars = profile.baseMaxDescChars;
    for (const step of profile.versions)
      if (compareVersions(s.runtimeVersion, step.since) >= 0) maxDescChars = step.maxDescChars;
  }
  if (s.maxDescChars !== undefined) maxDescChars = s.maxDescChars;
  const fraction = s.budgetFraction ?? profile.budgetFraction;
  const pct = `${+(fraction * 100).toFixed(3)}%`;
  if (s.charBudget !== undefined)
    return {
      chars: s.charBudget,
      basis: `fixed${profile.envBudget ? `, as ${profile.envBudget} sets it` : ''}`,
      maxDescChars,
    };
  if (s.contextWindow !== undefined) {
    const chars = Math.floor(s.contextWindow * CHARS_PER_TOKEN * fraction);
    return {
      chars,
      basis: `${pct} of a ${s.contextWindow.toLocaleString('en-US')}-token context window × ${CHARS_PER_TOKEN} characters per token`,
      maxDescChars,
    };
  }
  return { chars: profile.fallbackChars, basis: 'fallback for an unknown context window', maxDescChars };
}
