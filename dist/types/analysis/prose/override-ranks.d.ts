import type { Hit, View } from './view.js';
/** The object's owner words (up to three before it) are all quantifiers, and no "you were told" follows. */
export declare function quantifiedOnly(v: View, obj: number): boolean;
/**
 * Marks the overrides that rank the text's own rules: a ranking statement over a quantified object, or any
 * override whose object is the document's own text (`ownDocument`, below).
 */
export declare function markOwnRanks<T extends Hit & {
    cls: string;
    ranksOwn?: boolean;
    ownDocument?: boolean;
}>(v: View, hits: T[]): T[];
/**
 * The override's object is the document's own text: "… SUPERSEDES this durable file's own instructions",
 * "overrides the instructions in this template", "takes precedence over this section's rules". The text
 * ranks its own prose (a generated prompt over the template it came from): it sets aside nothing of the
 * agent's or the user's. A principal's word or "you were told" near the object keeps the override ("this
 * file's rules override your instructions" names yours; "the user's instructions in this file" are theirs).
 */
export declare function documentsOwnText(v: View, obj: number): boolean;
/**
 * The directive noun is not the subject of the void predicate at `i` ("is superseded", "no longer
 * applies"): it comes after the predicate, or a clause mark stands between them and the word before the
 * predicate is no plural pronoun pointing back to it.
 */
export declare function voidSubjectElsewhere(v: View, directive: number, i: number): boolean;
/**
 * "… is superseded by `drain_worklist`", "superseded by migration 101", "superseded by v2": the replacement
 * is a code span, a path, a version or a migration, so the sentence states what replaced an artefact.
 * The noun replaced named as a principal's ("your rules are superseded by `NEW.md`") keeps the override.
 */
export declare function supersededByArtefact(v: View, i: number, obj: number | undefined): boolean;
/** The void predicate at `i` does not declare the directive noun `obj` void (the two readings above). */
export declare function voidedElsewhere(v: View, obj: number, i: number): boolean;
