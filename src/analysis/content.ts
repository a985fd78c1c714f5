import type { ArchiveReport } from './archive/types.js';
import type { EncodingAnomaly } from './decode.js';
import { type BinaryFormat, binaryFormat, isCode } from './magic.js';
import { type Opacity, textOpacity } from './opaque.js';
import { isPdf } from './pdf/sniff.js';
import { pdfText } from './pdf/text.js';

/**
 * What a file is to a reviewer and to skillscan, and how many of its bytes skillscan analysed: text it
 * parsed, inert media it recognised (an image is what its magic bytes say, and no runtime executes it —
 * Cisco's skill-scanner scores these as analysable too, docs/threats.md [S3]), and bytes nobody can read
 * (executables, compiled code, unknown binaries, unreadable archives, encoded blobs, text past the read
 * limit, text that does not decode). Pure: the model reads the file and the archive report.
 */

export type ContentClass =
  | 'text'
  /** Source code in a language whose behaviour skillscan does not analyse (Rust, Java, C …). */
  | 'source'
  | 'minified'
  | 'encoded'
  | 'undecodable'
  | 'archive'
  | 'executable'
  | 'media'
  | 'binary';

export interface ContentInfo {
  cls: ContentClass;
  /** For messages: `ELF executable`, `ZIP archive`, `minified JavaScript`, `base64 blob` … */
  label: string;
  format?: BinaryFormat;
  opacity?: Opacity;
  archive?: ArchiveReport;
  /** Bytes on disk. */
  size: number;
  analysed: number;
  inert: number;
  unanalysed: number;
  /** Why the unanalysed bytes were not analysed. */
  reason?: string;
}

export interface ContentInput {
  path: string;
  /** Bytes on disk. */
  size: number;
  /** Bytes read (the read stops at the file limit). */
  read: number;
  text: string;
  /** Raw bytes, kept for content that is not clean text. */
  bytes?: Uint8Array;
  anomalies: readonly EncodingAnomaly[];
  archive?: ArchiveReport;
  /** Compiled code whose source ships beside it (`x.pyc` next to `x.py`): the source was analysed. */
  sourceBeside?: boolean;
}

/** Share of U+FFFD above which lossy decoding left too little text to call it analysed. */
export const UNDECODABLE_SHARE = 0.05;

const ARCHIVE_LABEL: Record<string, string> = {
  zip: 'ZIP archive',
  tar: 'tar archive',
  'tar.gz': 'gzipped tar archive',
  gzip: 'gzip file',
};

/**
 * Source files of languages with no behaviour analyzer here (shell, Python, JavaScript/TypeScript,
 * PowerShell and Go have one; Perl and Ruby are read statement by statement; PHP and Lua one-liners are read for
 * fetch-and-eval): their text is read for secrets, URLs and hidden content, but what the program does is not
 * known, so their bytes count as not analysed. A PHP file (a Composer script callback's class) is read only
 * for one-statement fetch-and-eval and shell strings: what the rest does is not modelled, so it counts too.
 * Extensions that name other things too (`.m`, `.d`, `.v`) are left out. Most of these are read for the
 * commands they hand on and the code they fetch (src/analysis/code/foreign-calls.ts): that is not knowing
 * what a program does, so they count as not analysed all the same. Build configurations whose effects go
 * through a few calls that are read — CMake (`execute_process`, `file(DOWNLOAD)`, `include`), Starlark
 * (`local`, `load`), Terraform HCL (`local-exec`, `external`) — count as read, like a Makefile.
 */
const UNANALYSED_SOURCE: ReadonlyArray<[RegExp, string]> = [
  [/\.rs$/i, 'Rust'],
  [/\.php$/i, 'PHP'],
  [/\.(?:java|kt|kts|scala|groovy)$/i, 'JVM'],
  [/\.(?:c|h|cc|cpp|cxx|hpp|hh|mm)$/i, 'C/C++'],
  [/\.(?:cs|fs|fsx|vb)$/i, '.NET'],
  [/\.(?:swift|dart|zig|nim|cr|hs|ml|ex|exs|erl|clj|jl)$/i, 'compiled-language'],
  [/(?:\.r|(?:^|\/)\.Rprofile|(?:^|\/)Rprofile\.site)$/i, 'R'],
  [/\.(?:tcl|lua)$/i, 'script-language'],
  [/\.gradle$|(?:^|\/)Jenkinsfile$/, 'JVM'],
  [/\.nix$/i, 'Nix'],
];

function unanalysedSource(path: string): string | undefined {
  for (const [re, lang] of UNANALYSED_SOURCE) if (re.test(path)) return `${lang} source`;
  return undefined;
}

function replacementShare(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 0xfffd) n++;
  return n / Math.max(1, text.length);
}

function whole(input: ContentInput, cls: ContentClass, label: string, reason?: string): ContentInfo {
  const inert = cls === 'media' ? input.size : 0;
  const unanalysed = cls === 'media' ? 0 : input.size;
  return { cls, label, size: input.size, analysed: 0, inert, unanalysed, ...(reason ? { reason } : {}) };
}

function archiveInfo(input: ContentInput, a: ArchiveReport): ContentInfo {
  const analysed = Math.round(input.size * a.analysedShare);
  const label = ARCHIVE_LABEL[a.format] ?? `${a.format} archive`;
  const reason = !a.readable
    ? ARCHIVE_LABEL[a.format]
      ? `a ${label} skillscan could not read`
      : `a ${a.format} archive, a format skillscan does not decompress`
    : a.problems.some((p) => p.kind === 'truncated' && p.member === undefined)
      ? 'an archive larger than the read limit'
      : 'archive members that are binary, encrypted or were not read';
  return {
    cls: 'archive',
    label,
    archive: a,
    size: input.size,
    analysed,
    inert: 0,
    unanalysed: input.size - analysed,
    ...(analysed < input.size ? { reason } : {}),
  };
}

/**
 * A PDF is prose the agent reads (its Read tool extracts the text): inert only when its text could be
 * extracted and analysed (src/analysis/pdf/). One skillscan cannot read — encrypted, a font with no text
 * mapping, a filter it does not decode — is content nobody checked: fail closed.
 */
function unreadablePdf(path: string, bytes: Uint8Array): string | undefined {
  if (!isPdf(path, bytes)) return undefined;
  const problem = pdfText(bytes).problems[0];
  return problem === undefined ? undefined : `PDF document whose text skillscan could not read (${problem})`;
}

export function classifyContent(input: ContentInput): ContentInfo {
  if (input.archive) return archiveInfo(input, input.archive);
  const format = input.bytes ? binaryFormat(input.bytes.subarray(0, 1024), input.path) : undefined;
  if (format) {
    if (isCode(format)) {
      const info = input.sourceBeside
        ? { ...whole(input, 'executable', format.label), analysed: input.size, unanalysed: 0 }
        : whole(input, 'executable', format.label, format.label);
      return { ...info, format };
    }
    const unreadable = format.label === 'PDF document' ? unreadablePdf(input.path, input.bytes!) : undefined;
    if (unreadable) return { ...whole(input, 'binary', unreadable, unreadable), format };
    return {
      ...whole(input, format.kind === 'media' ? 'media' : 'binary', format.label, format.label),
      format,
    };
  }
  if (input.anomalies.some((a) => a.kind === 'binary'))
    return whole(input, 'binary', 'binary data', 'binary data');
  if (
    input.anomalies.some((a) => a.kind === 'invalid-utf8') &&
    replacementShare(input.text) > UNDECODABLE_SHARE
  )
    return whole(input, 'undecodable', 'text that does not decode', 'text that does not decode as UTF-8');
  const source = unanalysedSource(input.path);
  if (source)
    return whole(input, 'source', source, `${source}: skillscan does not analyse what this language does`);
  const rest = Math.max(0, input.size - input.read);
  const opacity = textOpacity(input.path, input.text);
  // Nearly every file: one literal (spread copies got a hidden class of their own each).
  if (!opacity && rest === 0)
    return { size: input.size, inert: 0, cls: 'text', label: 'text', analysed: input.read, unanalysed: 0 };
  const base = { size: input.size, inert: 0, ...(opacity ? { opacity } : {}) };
  const cut = rest > 0 ? { reason: 'beyond the read limit' } : {};
  if (opacity?.kind === 'encoded') {
    const hidden = Math.round(input.read * opacity.share);
    const label = opacity.scheme === 'hex' ? 'hex blob' : 'base64 blob';
    return {
      ...base,
      cls: 'encoded',
      label,
      analysed: input.read - hidden,
      unanalysed: hidden + rest,
      reason: `a ${label}`,
    };
  }
  if (opacity?.kind === 'minified') {
    const label = opacity.lang === 'css' ? 'minified CSS' : 'minified JavaScript';
    return { ...base, cls: 'minified', label, analysed: input.read, unanalysed: rest, ...cut };
  }
  return { ...base, cls: 'text', label: 'text', analysed: input.read, unanalysed: rest, ...cut };
}
