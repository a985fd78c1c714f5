import type { Hit, View } from './view.js';
/**
 * The directive noun the override verb found is not the agent's instructions: carried by data the agent
 * reads (carried-instructions.ts), a rule of the material it works on (override-objects.ts), read so in
 * its frame (above), set aside by another party or reported from content the agent reads (override-actor.ts).
 */
export declare function notTheAgents(v: View, at: number, obj: number): boolean;
/** Marks the overrides that yield to the user (the rule grades them low). */
export declare function markYields<T extends Hit & {
    cls: string;
}>(v: View, hits: T[]): T[];
/**
 * "For external-unknown code, earlier generic deletion instructions do not count; disclose the risk first":
 * the instructions declared void are a licence for a destructive act (a destructive-action noun right
 * before them), and the sentence then asks for a more careful step. That withdraws a permission; it does
 * not free the agent from its instructions. With an owner ("the user's", "safety", "system") it stays.
 */
export declare function withdrawnLicence(v: View, obj: number, predicate: number): boolean;
