/**
 * An entry of a folder listing joined back onto the folder: `path.join(dir, f)` over
 * `fs.readdirSync(dir)`, `os.path.join(d, name)` over `os.listdir(d)`. The analyzers give a listing's
 * entries the text `${file:DIR}` (what was read, src/analysis/code/javascript/fs.ts), so the joined path
 * reads `DIR/${file:DIR}`. Loading or running each entry (`require`, `import()`, `runpy.run_path`,
 * `exec(open(…).read())`) runs every code file of that folder: the load is a pattern over the folder
 * (`DIR/*.{js,cjs,mjs}`), which the reference graph resolves against the tree with its bounds
 * (src/model/pattern-refs.ts). Pure string work, bounded by the value's length.
 */

const ENTRY = '/${file:';

/** `DIR/*.{exts}` when `text` is a listed entry of DIR joined onto DIR; undefined otherwise. */
export function listedEntryPattern(text: string, exts: readonly string[]): string | undefined {
  if (text.length > 600 || !text.endsWith('}')) return undefined;
  const at = text.lastIndexOf(ENTRY);
  // A glob's entries are the matching paths themselves (`glob.sync('plugins/*.js')`).
  if (at < 0) return globEntries(text);
  if (at === 0) return undefined;
  const dir = text.slice(0, at);
  const listed = text.slice(at + ENTRY.length, -1);
  // The listing's text keeps at most 80 characters of the folder (readPath's bound).
  const a = plain(dir);
  const b = plain(listed);
  if (
    b === '' ||
    a.includes('${') ||
    !(a === b || a.endsWith(`/${b}`) || (b.length >= 80 && a.startsWith(b)))
  )
    return undefined;
  const ext = exts.length === 1 ? exts[0] : `{${exts.join(',')}}`;
  return `${dir}/*.${ext}`;
}

/** `${file:PATTERN}` (an entry of a glob, maybe resolved or joined onto `./`): the pattern when it is one. */
function globEntries(text: string): string | undefined {
  const start = text.startsWith('./${file:') ? 9 : text.startsWith('${file:') ? 7 : -1;
  if (start < 0) return undefined;
  const pattern = text.slice(start, -1);
  return pattern.includes('*') && !pattern.includes('${') ? pattern : undefined;
}

/** A folder path without a leading `./` and trailing slashes. */
function plain(p: string): string {
  let s = p;
  for (let i = 0; i < 8 && s.startsWith('./'); i++) s = s.slice(2);
  for (let i = 0; i < 8 && s.endsWith('/'); i++) s = s.slice(0, -1);
  return s;
}
