import { DOCUMENT_CONTAINER } from '../../analysis/archive/sniff.js';
import type { ArchiveProblem, ArchiveProblemKind, ArchiveReport } from '../../analysis/archive/types.js';
import type { ContentInfo } from '../../analysis/content.js';
import { inert } from '../../analysis/payloads.js';
import type { Severity } from '../../findings.js';

/**
 * Wording and grading of what reading an archive found (src/analysis/archive/). One finding per kind of
 * problem per archive, naming the first members and counting the rest: a thousand `..` names are one
 * piece of evidence about one archive, not a thousand findings.
 */

/** What an extractor does with these is harm by itself: writes outside its folder, fills the disk. */
const HIGH: ReadonlySet<ArchiveProblemKind> = new Set([
  'slip',
  'link-escape',
  'bomb',
  'nested-depth',
  'encrypted',
  'polyglot',
]);

export function problemSeverity(kind: ArchiveProblemKind): Severity {
  return HIGH.has(kind) ? 'high' : 'medium';
}

const LEAD: Record<ArchiveProblemKind, string> = {
  slip: 'a member an extractor would write outside its folder (zip slip)',
  'link-escape': 'a link member pointing outside the archive',
  encrypted: 'an encrypted member (Snyk ToxicSkills found payloads shipped in password-protected archives)',
  bomb: 'a decompression bomb',
  'nested-depth': 'archives nested deeper than skillscan reads',
  'unsupported-method': 'content skillscan cannot decompress',
  corrupt: 'damaged content',
  truncated: 'content larger than the read limit',
  budget: 'more content than the inflate budget',
  polyglot: 'an archive hidden behind another file type',
  'name-mismatch': 'a member whose local header names it differently from the directory',
};

export function member(name: string): string {
  return `\`${inert(name, 120).replace(/`/g, "'")}\``;
}

/** Problems grouped by kind, in the order the reader met them. */
export function groupProblems(report: ArchiveReport): Map<ArchiveProblemKind, ArchiveProblem[]> {
  const out = new Map<ArchiveProblemKind, ArchiveProblem[]>();
  for (const p of report.problems) {
    const list = out.get(p.kind) ?? [];
    list.push(p);
    out.set(p.kind, list);
  }
  return out;
}

export function problemMessage(kind: ArchiveProblemKind, list: readonly ArchiveProblem[]): string {
  const first = list[0]!;
  const where = first.member !== undefined ? `member ${member(first.member)}: ` : '';
  const others = list.slice(1).filter((p) => p.member !== undefined);
  const more =
    others.length === 0
      ? ''
      : ` (and ${others.length} more: ${others
          .slice(0, 3)
          .map((p) => member(p.member!))
          .join(', ')}${others.length > 3 ? ', …' : ''})`;
  return `archive holds ${LEAD[kind]} — ${where}${first.detail}${more}`;
}

/** Member counts worth naming in the archive's own finding. */
function contents(report: ArchiveReport): string {
  const count = (f: (m: ArchiveReport['members'][number]) => boolean) => report.members.filter(f).length;
  const parts: Array<[number, string]> = [
    [count((m) => m.executable === true), 'executable or compiled'],
    [count((m) => m.status === 'text' || m.status === 'text-truncated'), 'text'],
    [count((m) => m.status === 'encrypted'), 'encrypted'],
    [count((m) => m.status === 'archive'), 'nested archive'],
    [count((m) => m.status === 'binary' && m.executable !== true), 'other binary'],
  ];
  const named = parts.filter(([n]) => n > 0).map(([n, what]) => `${n} ${what}`);
  return named.length ? `: ${named.join(', ')}` : '';
}

/** Office documents and EPUBs are ZIP containers users see as documents; only code inside them matters. */
export function isPlainDocument(path: string, report: ArchiveReport): boolean {
  return (
    DOCUMENT_CONTAINER.test(path) &&
    !report.members.some((m) => m.executable === true || /(?:^|\/)vbaProject\.bin$/i.test(m.name))
  );
}

export function archiveMessage(c: ContentInfo, report: ArchiveReport): string {
  if (!report.readable) {
    return report.format === 'zip' ||
      report.format === 'tar' ||
      report.format === 'tar.gz' ||
      report.format === 'gzip'
      ? `a ${c.label} skillscan could not read: nothing inside it was analysed, and no reviewer sees its contents in a diff`
      : `a ${report.format} archive, a format skillscan does not decompress: nothing inside it was analysed, and no reviewer sees its contents in a diff`;
  }
  const n = report.memberCount;
  const pct = Math.floor((c.analysed / Math.max(1, c.size)) * 100);
  return `a ${c.label} with ${n} member${n === 1 ? '' : 's'}${contents(report)}: reviewers see a binary blob in the diff while the agent or a script can unpack and run what is inside (skillscan read ${pct}% of it in memory)`;
}
