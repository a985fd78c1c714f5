import type { ArchiveProblem, ArchiveProblemKind, ArchiveReport } from '../../analysis/archive/types.js';
import type { ContentInfo } from '../../analysis/content.js';
import type { Severity } from '../../findings.js';
export declare function problemSeverity(kind: ArchiveProblemKind): Severity;
export declare function member(name: string): string;
/** Problems grouped by kind, in the order the reader met them. */
export declare function groupProblems(report: ArchiveReport): Map<ArchiveProblemKind, ArchiveProblem[]>;
export declare function problemMessage(kind: ArchiveProblemKind, list: readonly ArchiveProblem[]): string;
/** Office documents and EPUBs are ZIP containers users see as documents; only code inside them matters. */
export declare function isPlainDocument(path: string, report: ArchiveReport): boolean;
export declare function archiveMessage(c: ContentInfo, report: ArchiveReport): string;
