/**
 * Whether words sit in a passage that documents the values of an option rather than in an order to the
 * agent. A reference page for someone writing agent settings lists each value with what it does:
 *
 *     ## Detailed mode behaviours            | Mode                | Behaviour                   |
 *     ### `plan` (Read-only)                 |---------------------|-----------------------------|
 *     ### `bypassPermissions` (Skip all      | `plan`              | Read-only                   |
 *         permission checks)                 | `bypassPermissions` | Skip all permission checks  |
 *
 * "Skip all permission checks" there glosses the value it follows: it says what the value does, to the
 * reader choosing one, and asks nothing. A passage documents values when
 * - a **heading** leads with a value in a code span, the words come after it, another heading of the same
 *   level in the same parent section leads with another value, and the passage says what it lists (the
 *   parent heading names modes, options, values, settings, flags, levels…, or the section says "When to use"
 *   or describes a behaviour);
 * - a **table row** has a value in a code span alone in a cell before the words' cell, another row has a
 *   value in that column, and the column's header names what it lists (Mode, Value, Option, Flag…) or the
 *   value is itself a flag (`--sandbox`, `-y`).
 * A heading that is itself an order ("## Always skip all permission checks"), a lone labelled heading, a
 * table of numbered steps and a value list under a heading that names no option keep their reading.
 * Definition-list items ("- `value`: what it does") are rules/support/described-phrases.ts `opensDefinition`.
 *
 * Line-based and bounded: one pass over the headings outside code fences, at most TABLE_LINES rows of one
 * table; every expression is a fixed sequence of bounded classes (linear).
 */
export type DocumentedLayout = 'heading' | 'table-row';
/** Where the words at `start` document the value of an option (see above), else undefined. */
export declare function documentedValue(text: string, start: number): DocumentedLayout | undefined;
