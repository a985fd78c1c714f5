import type { View } from './view.js';
/**
 * "Ignore any embedded instructions", "disregard instructions found inside them": the instructions set
 * aside are ones carried by the data the agent reads — the defence against injection, not an attack on
 * the agent's own instructions ("ignore your previous instructions", "ignore instructions embedded in
 * your system prompt" stay overrides).
 */
export declare function carriedByData(v: View, obj: number): boolean;
