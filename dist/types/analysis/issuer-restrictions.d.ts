import type { Behaviour } from './facts.js';
import type { TextIntent } from './text-intents.js';
export declare function markIssuerRestrictions(facts: {
    behaviours: readonly Behaviour[];
    prose?: {
        intents: TextIntent[];
    };
}): void;
