import type { BehaviourOf, Value } from '../../analysis/facts.js';
import { pythonModuleFiles } from '../../analysis/repo-paths.js';
import type { Region } from '../../findings.js';
import type { RuleContext } from '../types.js';
import { closureFacts } from './closure.js';

/**
 * Python start-up files (the `python-startup` write class, src/analysis/paths.ts): Python's `site` module
 * reads every `.pth` file of a site folder when any interpreter starts, runs each line that starts with
 * `import`, and adds every other line to `sys.path`; `sitecustomize`/`usercustomize` are imported then
 * too. What the persistence rule needs to grade such a write: whether its lines only add folders (an
 * editable install's `.pth`), whether the text itself downloads or runs code, and whether a module an
 * `import` line names — copied or written beside it by the skill — does.
 */

/** Python that fetches, decodes or runs code: the network, a shell, `exec`/`eval`, a decoder. */
const RUNS_PYTHON =
  /\b(?:urllib|urlopen|urlretrieve|requests|httpx|socket|subprocess|os\.(?:system|popen|exec\w{0,3})|exec|eval|b64decode|decompress|marshal|pickle)\b/;

export function runsPython(v: Value | undefined): boolean {
  return !!v && (v.taints.includes('download') || RUNS_PYTHON.test(v.text));
}

/** A line of a `.pth` file that the interpreter runs (`import x`, `import x; x.install()`). */
const IMPORT_LINE = /^import[ \t]/;

/**
 * A `.pth` whose lines only name folders (or are blank or comments): what editable installs and
 * `add the project's src/ to the path` helpers write. Text read, fetched or decoded from elsewhere may
 * hold anything, so it is not counted as folders.
 */
export function onlyFolders(target: Value, content: Value | undefined): boolean {
  if (!/\.pth$/i.test(target.text.trim()) || !content) return false;
  if (content.taints.some((t) => t === 'file' || t === 'download' || t === 'decoded' || t === 'conversation'))
    return false;
  return content.text
    .split('\n', 200)
    .map((l) => l.trim())
    .every((l) => l === '' || l.startsWith('#') || (!IMPORT_LINE.test(l) && /^[^\s;]{1,500}$/.test(l)));
}

/** Top-level modules the `import` lines of a `.pth` text name. */
function importedNames(text: string): string[] {
  const out = new Set<string>();
  for (const line of text.split('\n', 200)) {
    const l = line.trim();
    if (!IMPORT_LINE.test(l)) continue;
    const list = l.slice(6).split(';', 1)[0]!;
    for (const part of list.split(',', 16)) {
      const name = /^\s*([A-Za-z_]\w{0,100})/.exec(part)?.[1];
      if (name) out.add(name);
    }
  }
  return [...out];
}

/** `${__file__}/../x.py`, `${dirname(…)}/x.py`: a file beside the script, as the Python analyzer writes it. */
const BESIDE_SCRIPT = /^\$\{(?:__file__\}\/\.\.|dirname\(…\)\})\/([^$\s]{1,200})$/;

function besideScript(script: string, from: string | undefined): string | undefined {
  const rel = from ? BESIDE_SCRIPT.exec(from.trim())?.[1] : undefined;
  if (!rel || rel.split('/').includes('..')) return undefined;
  const dir = script.includes('/') ? script.slice(0, script.lastIndexOf('/') + 1) : '';
  return `${dir}${rel.replace(/^\.\//, '')}`;
}

export interface ImportedRun {
  /** The module file that runs the code, and where. */
  path: string;
  at: Region;
  module: string;
}

/**
 * A module the start-up file imports, installed by a write in the closure (`shutil.copy(here / "x.py",
 * site / "x.py")`, `(site / "x.py").write_text(code)`), whose code downloads or decodes code and runs it:
 * the start-up line runs that code in every interpreter. The written text is read when it is static; a
 * copy of a file shipped beside the installing script is read through that file's own facts.
 */
export async function importedModuleRuns(
  ctx: RuleContext,
  path: string,
  b: BehaviourOf<'write'>,
): Promise<ImportedRun | undefined> {
  const names = importedNames(b.content?.text ?? '');
  if (names.length === 0) return undefined;
  const files = new Set(names.flatMap((n) => pythonModuleFiles(n)));
  for (const { path: f, facts } of await closureFacts(ctx, path)) {
    for (const w of facts.behaviours) {
      if (w.kind !== 'write' || w === b) continue;
      const target = w.target.text.trim();
      const file = [...files].find((x) => target.endsWith(`/${x}`));
      if (!file) continue;
      const module = file.replace(/(?:\/__init__)?\.py$/, '');
      const c = w.content;
      if (c && (c.taints.includes('download') || (c.literal && RUNS_PYTHON.test(c.text))))
        return { path: f, at: w.at, module };
      const source = besideScript(f, w.content?.from);
      const shipped = source ? await ctx.model.facts(source) : undefined;
      const run = shipped?.behaviours.find(
        (x) =>
          x.kind === 'execute' && (x.code.taints.includes('download') || x.code.taints.includes('decoded')),
      );
      if (run && source) return { path: source, at: run.at, module };
    }
  }
  return undefined;
}
