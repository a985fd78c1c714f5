/**
 * Separator checks in a hook script (src/analysis/code/hook-prefix-gates.ts): code that rejects a command
 * holding a shell separator before approving it by its prefix, so that what follows the prefix cannot be
 * another command.
 */
/** What a guard does on a hit: leave without answering (or deny). */
export declare const GUARD_EXIT: RegExp;
/** Whether the text holds a character class or string of separators, or a glob for one. */
export declare function separatorCheck(text: string): boolean;
/** A separator check before the test that leaves (or denies) on a hit, covering every separator between them. */
export declare function guardedBefore(text: string, before: number): boolean;
