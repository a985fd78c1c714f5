/**
 * What reading an archive in memory reports (src/analysis/archive/read.ts). Plain data: the model caches
 * it per real path and rules, fact extraction and the analysability score all read the same report.
 * Nothing here was ever written to disk: members are listed from the archive's own directory, and only
 * text members are inflated, up to the scan's file limit and a total budget.
 */
/** Formats skillscan reads. `tar.gz` is a gzip stream whose content is a tar archive. */
export type ReadableFormat = 'zip' | 'tar' | 'tar.gz' | 'gzip';
/** Formats recognised by their magic bytes (or name) that skillscan does not decompress. */
export type UnreadableFormat = 'bzip2' | 'xz' | '7z' | 'rar' | 'zstd' | 'lzma' | 'lz4' | 'cab' | 'ar' | 'rpm' | 'dmg' | 'iso';
export type ArchiveFormat = ReadableFormat | UnreadableFormat;
export type MemberType = 'file' | 'dir' | 'symlink' | 'hardlink' | 'other';
/** What became of one member. */
export type MemberStatus = 
/** Inflated in full and decoded as text: its code units went through fact extraction. */
'text'
/** Read in part (larger than the file limit): the first part was analysed. */
 | 'text-truncated'
/** A nested archive that was read (its own members are listed with `outer!/inner` names). */
 | 'archive'
/** Binary content recognised by its magic bytes as inert media (an image, a font, a PDF). */
 | 'media'
/** Binary content (an executable, compiled code, or bytes of no known format). */
 | 'binary'
/** Directories, links, empty files: nothing to analyse. */
 | 'empty'
/** Encrypted: nobody can read it without the password. */
 | 'encrypted'
/** Compressed with a method skillscan does not inflate (bzip2, LZMA, zstd, Deflate64 …). */
 | 'unsupported'
/** Its data is damaged, outside the archive, or inflates to something other than it declares. */
 | 'corrupt'
/** Not read: the member or total budget ran out, or the archive had more members than are listed. */
 | 'not-read';
export interface ArchiveMember {
    /** The name as stored (hostile: pass through `inert` before showing it). Nested: `inner.zip!/x.sh`. */
    name: string;
    type: MemberType;
    /** Uncompressed size as the archive declares it (attacker-controlled). */
    size: number;
    /** Bytes the member occupies in the archive (compressed). */
    compressedSize: number;
    status: MemberStatus;
    /** Link target of a symlink or hard link member. */
    target?: string;
    /** Binary format recognised from its first bytes (`ELF executable`, `Python bytecode`, `PNG image` …). */
    format?: string;
    /** Native code, compiled bytecode or WebAssembly: code nobody can read as text. */
    executable?: boolean;
}
export type ArchiveProblemKind = 
/** A member name that is absolute or climbs out with `..` (zip slip). */
'slip'
/** A symlink or hard link member whose target is absolute or climbs out. */
 | 'link-escape' | 'encrypted'
/** Compression ratio, total size, member count, overlapping members or a size that lies. */
 | 'bomb'
/** Archives nested deeper than the bound: the innermost were not read. */
 | 'nested-depth' | 'unsupported-method' | 'corrupt'
/** The archive file was larger than the read limit, so its directory could not be read. */
 | 'truncated'
/** The inflate budget ran out before every text member was read. */
 | 'budget'
/** An archive appended to a file of another type (a ZIP after a PNG): viewers show only the first. */
 | 'polyglot'
/** The central directory and a member's local header disagree on its name (parsers see different files). */
 | 'name-mismatch';
export interface ArchiveProblem {
    kind: ArchiveProblemKind;
    /** The member the problem is about, when there is one. */
    member?: string;
    /** Plain English, without repository text (member names go in `member`). */
    detail: string;
}
/** A text member's bytes, inflated in memory, for fact extraction. */
export interface TextMember {
    name: string;
    bytes: Uint8Array;
    /** Declared (or measured) full size; larger than `bytes.length` when truncated. */
    size: number;
    truncated: boolean;
}
export interface ArchiveReport {
    format: ArchiveFormat;
    /** False for formats skillscan cannot decompress and for archives whose directory could not be read. */
    readable: boolean;
    /** Listed members (bounded by `maxMembers`), nested archives' members included with prefixed names. */
    members: ArchiveMember[];
    /** Members the archive declares (may exceed `members.length`). */
    memberCount: number;
    problems: ArchiveProblem[];
    texts: TextMember[];
    /** Pickle members (`archive/data.pkl` in a PyTorch checkpoint), read whole for their calls (src/analysis/pickle/). */
    pickles?: TextMember[];
    /** Share of the archive's own bytes that was analysed (headers parsed, text members read), 0..1. */
    analysedShare: number;
    /** Bytes inflated while reading (against the budget). */
    inflated: number;
    /** The format of the content in front of an appended archive (`PNG image`), for polyglots. */
    hiddenBehind?: string;
}
export interface ArchiveLimits {
    /** Largest text member inflated (the scan's file limit); larger ones are read in part. */
    maxMemberBytes: number;
    /** Bytes this archive may inflate in total, nested archives included. */
    maxInflateBytes: number;
    /** Members listed; more are counted and reported, not listed. */
    maxMembers: number;
    /** Archives inside archives read this deep (1 = the archive itself only). */
    maxDepth: number;
    /** Members whose first bytes are inflated to recognise their format. */
    maxSniffs: number;
}
export declare const DEFAULT_ARCHIVE_LIMITS: ArchiveLimits;
