import { decodeBytes } from '../decode.js';
import { binaryFormat, isCode, PICKLE_LABEL } from '../magic.js';
import type { InflateBudget } from './budget.js';
import { inflateBounded, inflateHead } from './inflate.js';
import { archiveByName, archiveMagic, isReadable, looksBinary } from './sniff.js';
import type {
  ArchiveLimits,
  ArchiveMember,
  ArchiveProblem,
  ArchiveProblemKind,
  MemberStatus,
  MemberType,
  TextMember,
} from './types.js';

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
export type NestedReader = (name: string, bytes: Uint8Array, depth: number) => Promise<{ share: number }>;

/** Pickle members read per archive (a checkpoint has one `data.pkl`; more is unusual). */
const MAX_PICKLES = 8;
const MAX_PROBLEMS = 200;

/** Member names read as text without looking at their first bytes first. */
const TEXT_NAME =
  /\.(?:md|mdx|markdown|txt|text|rst|sh|bash|zsh|ksh|command|ps1|psm1|bat|cmd|py|pyw|js|mjs|cjs|jsx|ts|mts|cts|tsx|rb|pl|php|lua|json|jsonc|ya?ml|toml|ini|cfg|conf|env|xml|html?|css|csv|svg|sql|go|rs|java|kt|swift|c|h|cpp|hpp|cs|r|tf|hcl|gradle|properties|dockerfile|makefile)$/i;

/** `..` segments or an absolute start, with either separator (Windows extractors split on `\` too). */
export function escapes(name: string): 'absolute' | 'parent' | undefined {
  if (/^(?:[/\\]|[A-Za-z]:)/.test(name)) return 'absolute';
  return name.split(/[/\\]/).includes('..') ? 'parent' : undefined;
}

/** Where a link member points, resolved against its own folder: undefined when it stays inside. */
function linkEscapes(name: string, target: string, hard: boolean): boolean {
  if (/^(?:[/\\]|[A-Za-z]:)/.test(target)) return true;
  // A hard link names another member from the archive root; a symlink is relative to its own folder.
  const parts = hard ? [] : name.split(/[/\\]/).slice(0, -1);
  for (const seg of target.split(/[/\\]/)) {
    if (seg === '..') {
      if (parts.length === 0) return true;
      parts.pop();
    } else if (seg !== '' && seg !== '.') parts.push(seg);
  }
  return false;
}

export class MemberWalk {
  readonly members: ArchiveMember[] = [];
  readonly problems: ArchiveProblem[] = [];
  readonly texts: TextMember[] = [];
  readonly pickles: TextMember[] = [];
  inflated = 0;
  /** Members the archives declare, nested ones included (listed or not). */
  declared = 0;
  private reads = 0;
  private droppedProblems = 0;
  private budgetReported = false;

  constructor(
    readonly limits: ArchiveLimits,
    readonly budget: InflateBudget,
    private readonly nested: NestedReader,
  ) {}

  problem(kind: ArchiveProblemKind, detail: string, member?: string): void {
    if (this.problems.length >= MAX_PROBLEMS) {
      this.droppedProblems++;
      return;
    }
    this.problems.push({ kind, detail, ...(member !== undefined ? { member } : {}) });
  }

  /** Called once at the end: the problems that were counted but not listed. */
  finish(): void {
    if (this.droppedProblems > 0)
      this.problems.push({
        kind: 'corrupt',
        detail: `${this.droppedProblems} more problems were not listed`,
      });
  }

  /** The budget ran out for a reason already reported (a bomb): members not read need no second word. */
  budgetExplained(): void {
    this.budgetReported = true;
  }

  private outOfBudget(name: string): MemberOutcome {
    if (!this.budgetReported) {
      this.budgetReported = true;
      this.problem(
        'budget',
        `the inflate budget (${this.limits.maxInflateBytes} bytes, ${this.limits.maxSniffs} members read) ran out; members from here on were not read`,
        name,
      );
    }
    return { status: 'not-read', share: 0 };
  }

  /** Lists a member and decides what to read of it. */
  async member(input: MemberInput, depth: number): Promise<MemberOutcome> {
    const m: ArchiveMember = {
      name: input.name,
      type: input.type,
      size: input.size,
      compressedSize: input.compressedSize,
      status: 'empty',
      ...(input.target !== undefined ? { target: input.target } : {}),
    };
    if (this.members.length < this.limits.maxMembers) this.members.push(m);
    this.checkNames(input);
    const outcome = await this.content(input, m, depth);
    m.status = outcome.status;
    return outcome;
  }

  private checkNames(input: MemberInput): void {
    for (const name of [input.local, ...(input.otherNames ?? [])]) {
      const how = escapes(name);
      if (how) {
        this.problem(
          'slip',
          how === 'absolute'
            ? 'its name is an absolute path: extracting it writes outside the target folder'
            : 'its name climbs out with "..": extracting it writes outside the target folder (zip slip)',
          name === input.local ? input.name : `${input.name} (also named ${name.slice(0, 200)})`,
        );
        break;
      }
    }
    if (input.target !== undefined && (input.type === 'symlink' || input.type === 'hardlink')) {
      if (linkEscapes(input.local, input.target, input.type === 'hardlink'))
        this.problem(
          'link-escape',
          `it is a ${input.type === 'symlink' ? 'symbolic' : 'hard'} link to a path outside the archive (${input.target.slice(0, 200)}): files extracted through it land elsewhere`,
          input.name,
        );
    }
  }

  private async content(input: MemberInput, m: ArchiveMember, depth: number): Promise<MemberOutcome> {
    if (input.type !== 'file') return { status: 'empty', share: 1 };
    if (input.encrypted) {
      this.problem('encrypted', 'it is encrypted: nobody can review it without the password', input.name);
      return { status: 'encrypted', share: 0 };
    }
    if (input.size === 0 && input.compressedSize === 0) return { status: 'empty', share: 1 };
    if (input.storage === 'unsupported') {
      this.problem(
        'unsupported-method',
        `it is compressed with ${input.method ?? 'a method'} skillscan does not inflate`,
        input.name,
      );
      return { status: 'unsupported', share: 0 };
    }
    if (!input.data) {
      this.problem('corrupt', 'its data lies outside the archive', input.name);
      return { status: 'corrupt', share: 0 };
    }
    if (this.reads >= this.limits.maxSniffs || this.budget.available() === 0)
      return this.outOfBudget(input.name);
    this.reads++;
    const local = input.local;
    const head = this.head(input);
    if (!head) {
      this.problem('corrupt', 'its data cannot be inflated', input.name);
      return { status: 'corrupt', share: 0 };
    }
    const named = archiveByName(local);
    const nestedFormat =
      archiveMagic(head) ?? (named && isReadable(named) && looksBinary(head) ? named : undefined);
    if (nestedFormat) return this.nestedArchive(input, depth);
    const format = binaryFormat(head, local);
    if (format?.label === PICKLE_LABEL && this.pickles.length < MAX_PICKLES) {
      // A pickle runs its calls when loaded: read it whole (bounded) so they can be read (pickle/facts.ts).
      const r = await this.read(input, this.limits.maxMemberBytes);
      if (!r.over)
        this.pickles.push({ name: input.name, bytes: r.bytes, size: r.bytes.length, truncated: false });
    }
    if (format || (looksBinary(head) && !TEXT_NAME.test(local))) {
      if (format) m.format = format.label;
      if (isCode(format)) m.executable = true;
      return format?.kind === 'media' ? { status: 'media', share: 1 } : { status: 'binary', share: 0 };
    }
    return this.text(input, m);
  }

  private head(input: MemberInput): Uint8Array | undefined {
    const data = input.data!;
    if (input.storage === 'stored') return data.subarray(0, 512);
    return inflateHead(data, input.storage === 'gzip' ? 'gzip' : 'raw');
  }

  /** Up to `cap` bytes of the member, charged to the budget. */
  private async read(
    input: MemberInput,
    cap: number,
  ): Promise<{ bytes: Uint8Array; over: boolean; error?: string }> {
    const limit = Math.min(cap, this.budget.available());
    const data = input.data!;
    let out: { bytes: Uint8Array; over: boolean; error?: string };
    if (input.storage === 'stored') out = { bytes: data.subarray(0, limit), over: data.length > limit };
    else {
      const r = await inflateBounded(data, input.storage === 'gzip' ? 'gzip' : 'raw', limit);
      out = { bytes: r.bytes, over: r.over, ...(r.error ? { error: r.error } : {}) };
    }
    this.budget.spend(out.bytes.length);
    this.inflated += out.bytes.length;
    if (out.over && limit < cap) this.outOfBudget(input.name);
    return out;
  }

  private async nestedArchive(input: MemberInput, depth: number): Promise<MemberOutcome> {
    if (depth + 1 > this.limits.maxDepth) {
      this.problem(
        'nested-depth',
        `it is an archive nested more than ${this.limits.maxDepth} levels deep; it was not read`,
        input.name,
      );
      return { status: 'not-read', share: 0 };
    }
    const r = await this.read(input, this.limits.maxMemberBytes);
    if (r.over) {
      this.problem(
        'truncated',
        `it is an archive larger than the file limit (${this.limits.maxMemberBytes} bytes); it was not read`,
        input.name,
      );
      return { status: 'not-read', share: 0 };
    }
    const nested = await this.nested(`${input.name}!/`, r.bytes, depth + 1);
    return { status: 'archive', share: nested.share };
  }

  private async text(input: MemberInput, m: ArchiveMember): Promise<MemberOutcome> {
    const r = await this.read(input, this.limits.maxMemberBytes);
    if (r.error && r.bytes.length === 0) {
      this.problem('corrupt', 'its data cannot be inflated', input.name);
      return { status: 'corrupt', share: 0 };
    }
    const declaredFits = input.size <= this.limits.maxMemberBytes;
    if (input.storage !== 'stored' && ((r.over && declaredFits) || (!r.over && r.bytes.length > input.size)))
      this.problem(
        'bomb',
        `it declares ${input.size} bytes but inflates to more${r.over ? ` than ${this.limits.maxMemberBytes}` : ` (${r.bytes.length})`}: its header lies about its size`,
        input.name,
      );
    const decoded = decodeBytes(r.bytes);
    if (decoded.anomalies.some((a) => a.kind === 'binary')) {
      m.format = 'binary data';
      return { status: 'binary', share: 0 };
    }
    const full = Math.max(input.size, r.bytes.length);
    const truncated = r.over || r.bytes.length < input.size;
    this.texts.push({ name: input.name, bytes: r.bytes, size: full, truncated });
    return truncated
      ? { status: 'text-truncated', share: full > 0 ? r.bytes.length / full : 0 }
      : { status: 'text', share: 1 };
  }
}
