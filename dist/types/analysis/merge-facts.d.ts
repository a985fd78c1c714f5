import type { FileFacts } from './extract.js';
/** Appends one member's facts, renumbering its units and keying its behaviours by member. */
export declare function mergeMember(into: FileFacts, facts: FileFacts, member: string): void;
