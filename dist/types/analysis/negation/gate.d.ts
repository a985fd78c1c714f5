/**
 * The first-word gates of the negation readers: the cheap tests that tell, before any pattern of means or
 * word walk runs, that a clause holds no marker word a reader could act on. Most sentences of a skill hold
 * none (the corpus profile put the readers that ran anyway — clauses.ts `opensOrderWords`, consent-claims.ts
 * — at a few per cent of the prose pass), so each reader asks its gate first and returns its empty answer when
 * the gate is shut. A gate is a necessary condition derived from the same lists as the reader: it may open
 * for a clause the reader then rejects, never shut for one the reader accepts.
 */
/**
 * The alternatives of a plain alternation (no groups, no classes) that can match text written in ASCII only:
 * those in ASCII, and any holding a letter whose case folds into ASCII (ſ, the Kelvin sign).
 */
export declare function asciiAlternatives(re: RegExp): string[];
/** `fusedUndone(s)` may hold. */
export declare function mayFuse(s: string): boolean;
