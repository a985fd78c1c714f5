import type { WriteClass } from './facts-values.js';
/**
 * Write targets under an agent's folders that are not what they look like, checked right after temporary
 * folders (src/analysis/paths.ts): a backup or disabled copy, which no runtime loads, and the agent's own
 * program, which runs in the agent's place.
 */
export declare const AGENT_COPY_PATTERNS: ReadonlyArray<{
    re: RegExp;
    cls: WriteClass;
    label: string;
}>;
