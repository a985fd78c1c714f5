import type { Severity } from '../findings.js';
import type { TextFile } from '../model/files.js';
import { TEXT_NAMED } from './support/file-kinds.js';
import { reachableFiles, reportReached } from './support/reach.js';
import { defineRule } from './types.js';

/**
 * A file whose extension lies about its content: an "image" or "PDF" that is really a script or text,
 * or a Markdown/script file that is really an executable or archive. Reviewers skip binaries and
 * viewers render by extension, so a mismatch hides content; the agent may still read or run it.
 *
 * The file store decodes bytes lossily, so magic numbers are recognised in the decoded text: bytes that
 * are not valid UTF-8 become U+FFFD, and a real PNG/JPEG/ZIP never decodes as clean UTF-8.
 */

const BINARY_KINDS: Record<string, { label: string; magic: RegExp }> = {
  png: { label: 'PNG image', magic: /^\uFFFDPNG\r\n/ },
  jpg: { label: 'JPEG image', magic: /^\uFFFD/ },
  jpeg: { label: 'JPEG image', magic: /^\uFFFD/ },
  gif: { label: 'GIF image', magic: /^GIF8[79]a/ },
  webp: { label: 'WebP image', magic: /^RIFF[\s\S]{4}WEBP/ },
  bmp: { label: 'BMP image', magic: /^BM/ },
  ico: { label: 'icon', magic: /^\u0000\u0000[\u0001\u0002]\u0000/ },
  pdf: { label: 'PDF', magic: /^%PDF-/ },
  zip: { label: 'ZIP archive', magic: /^PK[\u0003\u0005\u0007]/ },
  gz: { label: 'gzip archive', magic: /^\u001f\uFFFD/ },
  tgz: { label: 'gzip archive', magic: /^\u001f\uFFFD/ },
  wasm: { label: 'WebAssembly module', magic: /^\u0000asm/ },
  woff: { label: 'font', magic: /^wOFF/ },
  woff2: { label: 'font', magic: /^wOF2/ },
  ttf: { label: 'font', magic: /^(?:\u0000\u0001\u0000\u0000|true|OTTO)/ },
  otf: { label: 'font', magic: /^OTTO/ },
  mp3: { label: 'audio file', magic: /^(?:ID3|\uFFFD)/ },
  mp4: { label: 'video file', magic: /^[\s\S]{4}ftyp/ },
  mov: { label: 'video file', magic: /^[\s\S]{4}(?:ftyp|moov|wide|mdat)/ },
  wav: { label: 'audio file', magic: /^RIFF/ },
};

const TEXT_EXT = TEXT_NAMED;

const SCRIPT_LIKE =
  /^#!|^<\?php|<script\b|\b(?:curl|wget)\b[^\n]{0,200}\|\s*(?:ba|z)?sh\b|^[ \t]*(?:import|from|const|let|var|function|def|echo|set -e|export)\b|\beval\s*\(|\bexec\s*\(|\bbase64\b/m;

const EXECUTABLE_MAGIC: Array<{ re: RegExp; label: string }> = [
  { re: /^\u007fELF/, label: 'a Linux executable (ELF)' },
  { re: /^MZ[\s\S]{0,200}\u0000/, label: 'a Windows executable (PE)' },
  { re: /^(?:\uFFFD){3,4}(?:\u0007|\u000c)?\u0000/, label: 'a macOS executable (Mach-O)' },
  { re: /^PK\u0003\u0004/, label: 'a ZIP archive' },
  { re: /^\u001f\uFFFD\u0008/, label: 'a gzip archive' },
];

function extOf(path: string): string {
  const base = path.slice(path.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

function isCleanText(file: TextFile): boolean {
  return file.anomalies.length === 0 && file.text.length > 0;
}

export default defineRule('file-type-mismatch', async (ctx) => {
  for (const path of await reachableFiles(ctx)) {
    const ext = extOf(path);
    const kind = BINARY_KINDS[ext];
    if (!kind && !TEXT_EXT.test(path)) continue;
    const file = await ctx.model.files.text(path);
    if (!file) continue;
    const head = file.text.slice(0, 4096);
    if (kind) {
      if (kind.magic.test(head)) continue;
      if (!isCleanText(file)) continue; // some other binary format: not a lie worth reporting
      if (ext === 'svg') continue;
      const scripty = SCRIPT_LIKE.test(head);
      const severity: Severity = scripty ? 'high' : 'medium';
      await reportReached(ctx, {
        path,
        region: file.lines.lineRegion(1),
        severity,
        message: `named like a ${kind.label} (.${ext}) but it is plain text${scripty ? ' that reads like a script' : ''}: viewers and reviewers skip it as binary, while the agent can read or run it`,
        fingerprintKey: `text-as-${ext}`,
      });
      continue;
    }
    for (const x of EXECUTABLE_MAGIC) {
      if (!x.re.test(head)) continue;
      await reportReached(ctx, {
        path,
        region: { startLine: 1, startColumn: 1, endLine: 1, endColumn: 2 },
        severity: x.label.includes('executable') ? 'high' : 'medium',
        message: `named like a text file (.${ext}) but it is ${x.label}: it cannot be reviewed as text, and whatever runs it gets a binary`,
        fingerprintKey: `binary-as-${ext}|${x.label}`,
      });
      break;
    }
    if (!EXECUTABLE_MAGIC.some((x) => x.re.test(head)) && file.anomalies.some((a) => a.kind === 'binary')) {
      await reportReached(ctx, {
        path,
        region: { startLine: 1, startColumn: 1, endLine: 1, endColumn: 2 },
        severity: 'medium',
        message: `named like a text file (.${ext}) but its content is binary: it cannot be reviewed as text`,
        fingerprintKey: `binary-as-${ext}`,
      });
    }
  }
});
