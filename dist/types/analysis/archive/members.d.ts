import type { InflateBudget } from './budget.js';
import type { ArchiveLimits, ArchiveMember, ArchiveProblem, ArchiveProblemKind, MemberStatus, MemberType, TextMember } from './types.js';
/**
 * What happens to one member of an archive: its name and links are checked for paths that leave the
 * extraction folder, its first bytes say what it is, and only text (and nested archives, to a bounded
 * depth) is inflated — within the member limit and the archive's budget. Shared by the ZIP, tar and
 * gzip readers.
 */
/** How a member's bytes are stored. */
export type Storage = 'stored' | 'deflate' | 'gzip' | 'unsupported';
export interface MemberInput {
    /** Full name, nested prefix included (`inner.zip!/x.sh`). */
    name: string;
    /** The name as this archive stores it (no prefix): what an extractor writes. */
    local: string;
    /** Other names extractors may use for it (Unicode Path field, local header). */
    otherNames?: readonly string[];
    type: MemberType;
    size: number;
    compressedSize: number;
    encrypted: boolean;
    storage: Storage;
    /** Its stored bytes (compressed for deflate/gzip); undefined when they lie outside the archive. */
    data?: Uint8Array;
    target?: string;
    /** Label of an unsupported compression method, for the message. */
    method?: string;
}
export interface MemberOutcome {
    status: MemberStatus;
    /** Share of the member's stored bytes that was analysed, 0..1. */
    share: number;
}
/** Reads a nested archive's bytes; provided by read.ts (which reads this module: no import cycle). */
export type NestedReader = (name: string, bytes: Uint8Array, depth: number) => Promise<{
    share: number;
}>;
/** `..` segments or an absolute start, with either separator (Windows extractors split on `\` too). */
export declare function escapes(name: string): 'absolute' | 'parent' | undefined;
export declare class MemberWalk {
    readonly limits: ArchiveLimits;
    readonly budget: InflateBudget;
    private readonly nested;
    readonly members: ArchiveMember[];
    readonly problems: ArchiveProblem[];
    readonly texts: TextMember[];
    readonly pickles: TextMember[];
    inflated: number;
    /** Members the archives declare, nested ones included (listed or not). */
    declared: number;
    private reads;
    private droppedProblems;
    private budgetReported;
    constructor(limits: ArchiveLimits, budget: InflateBudget, nested: NestedReader);
    problem(kind: ArchiveProblemKind, detail: string, member?: string): void;
    /** Called once at the end: the problems that were counted but not listed. */
    finish(): void;
    /** The budget ran out for a reason already reported (a bomb): members not read need no second word. */
    budgetExplained(): void;
    private outOfBudget;
    /** Lists a member and decides what to read of it. */
    member(input: MemberInput, depth: number): Promise<MemberOutcome>;
    private checkNames;
    private content;
    private head;
    /** Up to `cap` bytes of the member, charged to the budget. */
    private read;
    private nestedArchive;
    private text;
}
