import type { PyNode as Node } from './ast.js';
import { arg } from './call-values.js';
import type { Call, Ctx, Handler } from './context.js';
import { contentsOf, readSecret } from './files.js';
import { holding, type PV } from './pv.js';

/**
 * Libraries that load a document, an image, a recording or a table from a path and hand back its content
 * (`pd.read_csv(path)`, `Image.open(path)`, `convert_from_path(pdf)`, `librosa.load(wav)`): what they return
 * is that file's contents (`file` taint, `from` the path), as `open(path).read()` is, so a request that
 * carries rows, pages or samples derived from it (`df.head(25).to_dict()`, a PNG of a page) carries the
 * file. data-exfiltration reads such a send as the work's own data leaving for a party the skill does not
 * disclose (src/rules/support/work-uploads.ts). Pure table, no behaviour of its own.
 */
const LOADERS: readonly string[] = [
  ...['csv', 'excel', 'parquet', 'json', 'table', 'feather', 'fwf', 'xml', 'orc', 'sas', 'spss', 'stata'].map(
    (f) => `pandas.read_${f}`,
  ),
  ...['csv', 'excel', 'parquet', 'json', 'ndjson', 'ipc', 'avro'].map((f) => `polars.read_${f}`),
  ...['csv', 'parquet', 'ndjson'].map((f) => `polars.scan_${f}`),
  'PIL.Image.open',
  'pdf2image.convert_from_path',
  'cv2.imread',
  'imageio.imread',
  'imageio.v3.imread',
  'skimage.io.imread',
  'soundfile.read',
  'librosa.load',
  'torchaudio.load',
  'pydub.AudioSegment.from_file',
  'pydub.AudioSegment.from_wav',
  'pydub.AudioSegment.from_mp3',
  'fitz.open',
  'pymupdf.open',
  'pypdf.PdfReader',
  'PyPDF2.PdfReader',
  'PyPDF2.PdfFileReader',
  'pdfplumber.open',
  'pdfminer.high_level.extract_text',
  'docx.Document',
  'openpyxl.load_workbook',
  'pptx.Presentation',
  'ebooklib.epub.read_epub',
  'numpy.loadtxt',
  'numpy.genfromtxt',
];

/** Keyword names libraries give the path they load. */
const PATH_KEYWORDS = [
  'filepath_or_buffer',
  'io',
  'path',
  'source',
  'fp',
  'filename',
  'file',
  'pdf_path',
  'fname',
  'uri',
];

function loadedPath(call: Call): PV | undefined {
  for (const k of PATH_KEYWORDS) {
    const v = call.kwargs.get(k);
    if (v) return v;
  }
  return arg(call, 0);
}

const load: Handler = (ctx, call) => {
  const path = loadedPath(call);
  return path ? contentsOf(ctx, path, readSecret(ctx, call.node, path)) : undefined;
};

export const DOCUMENT_LOAD_HANDLERS: Array<[string, Handler]> = LOADERS.map((name) => [name, load]);

/**
 * Methods that write an object's content into a file object they are handed (`img.save(buf, "PNG")`,
 * `df.to_csv(buf)`, `fig.savefig(buf)`, `doc.save(stream)`): the buffer then holds what the object held, so
 * `buf.getvalue()` posted is the image, the table or the page.
 */
const SERIALISERS = new Set([
  'save',
  'savefig',
  'to_csv',
  'to_excel',
  'to_json',
  'to_parquet',
  'to_feather',
  'to_pickle',
  'to_markdown',
  'export',
  'write_to',
  'tofile',
  'write_pdf',
]);

/** Keyword names serialisers give the file object they write to. */
const TARGET_KEYWORDS = ['fp', 'buf', 'path_or_buf', 'path', 'fname', 'out_f', 'excel_writer', 'stream'];

function targetName(call: Call): string | undefined {
  const args = call.node.childForFieldName('arguments')?.namedChildren ?? [];
  for (const a of args) {
    if (a?.type !== 'keyword_argument') continue;
    if (!TARGET_KEYWORDS.includes(a.childForFieldName('name')?.text ?? '')) continue;
    return identifier(a.childForFieldName('value'));
  }
  return identifier(args[0] ?? null);
}

function identifier(n: Node | null): string | undefined {
  return n?.type === 'identifier' ? n.text : undefined;
}

/** An in-memory file (`io.BytesIO()`) or an open file handle. */
function isFileObject(v: PV): boolean {
  return v.ref === 'open()' || /^io\.(?:BytesIO|StringIO)\(\)$/.test(v.ref ?? '');
}

/** `obj.save(buf)` on an object that carries data: the buffer now holds it (side effect only). */
export function serialiseInto(ctx: Ctx, call: Call, method: string): void {
  const self = call.self;
  if (!self || self.v.taints.length === 0 || !SERIALISERS.has(method)) return;
  const name = targetName(call);
  const buffer = name ? ctx.lookup(name) : undefined;
  if (name && buffer && isFileObject(buffer)) ctx.rebind(name, holding(buffer, [self]));
}
