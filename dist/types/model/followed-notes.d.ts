import type { FileStore } from './files.js';
/** A sentence asks to follow notes: the verb and a notes word, no negation before the verb. */
export declare function asksToFollowNotes(sentence: string): boolean;
export declare function notesFollowed(path: string, docs: Iterable<string>, files: Pick<FileStore, 'text'>): Promise<boolean>;
