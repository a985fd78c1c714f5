import type { ArchiveFormat } from './types.js';
/** Office and OpenDocument files, EPUB: ZIP containers of XML that users see as documents, not archives. */
export declare const DOCUMENT_CONTAINER: RegExp;
/** The archive format of a file's bytes, if they start like one. */
export declare function archiveMagic(head: Uint8Array): ArchiveFormat | undefined;
/** The archive format a file's name claims (`.tar.gz`, `.whl`, `.7z` …). */
export declare function archiveByName(path: string): ArchiveFormat | undefined;
/**
 * The archive a file is: its magic bytes decide; the name is used only when the bytes say nothing
 * (an old tar without the ustar magic, an LZMA stream, a disk image). A name that claims an archive
 * over bytes that are plain text is file-type-mismatch's finding, not an archive.
 */
export declare function archiveFormatOf(path: string, head: Uint8Array): ArchiveFormat | undefined;
/** True when the first block is a tar header with a valid checksum (old v7 tars have no magic). */
export declare function looksLikeTarHeader(head: Uint8Array): boolean;
/**
 * A tar number field: octal digits padded with spaces or NULs, or GNU base-256 (high bit of the first
 * byte set). Undefined when the field holds anything else.
 */
export declare function octalField(b: Uint8Array, at: number, len: number): number | undefined;
/** NUL or C0 control bytes (other than tab, CR, LF, FF, ESC) in the first bytes: not text. */
export declare function looksBinary(head: Uint8Array): boolean;
/** Formats skillscan decompresses. */
export declare function isReadable(format: ArchiveFormat): format is 'zip' | 'tar' | 'tar.gz' | 'gzip';
