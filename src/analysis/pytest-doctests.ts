import type { Region } from '../findings.js';
import type { UnitSpec } from './code/index.js';
import type { RawRef } from './references.js';
import { withoutTrailingSlashes } from './repo-paths.js';

/**
 * pytest's `--doctest-modules`: with it in a configuration's `addopts`, `pytest` imports every Python
 * module below its `testpaths` (the configuration's folder when none) and runs the `>>>` examples of their
 * docstrings in the module's namespace. An example reads as documentation ("illustrative only") and
 * runs like a test: the configuration reaches the modules (`doctestRefs`), and a module such a
 * configuration covers is analysed with its examples run after its own code (`doctestUnit`).
 */

/** The section headers pytest reads options from, by configuration file. */
export const PYTEST_SECTION = /^[ \t]*\[(?:pytest|tool:pytest|tool\.pytest\.ini_options)\][ \t]*$/m;
/** An option line and the indented lines continuing it (INI), or a TOML array over several lines. */
const optionLine = (name: string) =>
  new RegExp(`^[ \\t]{0,16}${name}[ \\t]{0,8}=([^\\n]{0,2000}(?:\\n[ \\t]{1,64}[^\\n]{0,2000}){0,32})`, 'm');
const ADDOPTS = optionLine('addopts');
const TESTPATHS = optionLine('testpaths');
const MAX_TESTPATHS = 8;

export interface DoctestOptions {
  /** Folders (relative to the configuration's folder) whose modules are collected; [''] for all. */
  testpaths: string[];
}

/** The doctest collection a pytest configuration turns on, if it does. */
export function doctestOptions(text: string): DoctestOptions | undefined {
  const head = text.slice(0, 256 * 1024);
  if (!PYTEST_SECTION.test(head)) return undefined;
  const addopts = ADDOPTS.exec(head)?.[1];
  if (addopts === undefined || !/(?:^|[\s"',[])--doctest-modules\b/.test(addopts)) return undefined;
  return { testpaths: testpathsOf(head) };
}

/** Whether a module at `rel` (relative to the configuration's folder) is collected by `options`. */
export function collectsModule(options: DoctestOptions, rel: string): boolean {
  if (!rel.endsWith('.py') || rel.split('/').includes('..')) return false;
  return options.testpaths.some((p) => p === '' || rel === p || rel.startsWith(`${p}/`));
}

/**
 * The text files pytest runs through doctest: those matching a `--doctest-glob` of `addopts` (repeatable;
 * `test*.txt` when none is given, which pytest collects with no option at all) below the test paths. A
 * glob without a `/` matches a file's name, one with a `/` its path, `*` across folders (pytest's
 * `fnmatch_ex`): `--doctest-glob=docs/*.md` makes every `>>>` line of the docs pages a test that runs.
 */
export function doctestGlobs(text: string): DoctestOptions & { globs: string[] } {
  const head = text.slice(0, 256 * 1024);
  if (!PYTEST_SECTION.test(head)) return { testpaths: [], globs: [] };
  const addopts = ADDOPTS.exec(head)?.[1] ?? '';
  const globs = [
    ...addopts.matchAll(
      /(?:^|[\s"',[])--doctest-glob(?:=|["']?[ \t]{0,4},?[ \t]{0,4}["']?|[ \t]{1,4})["']?([^\s"',\]]{1,200})/g,
    ),
  ]
    .map((m) => m[1]!.replace(/^\.\//, ''))
    .filter((g) => !g.startsWith('/') && !g.split('/').includes('..'))
    .slice(0, MAX_GLOBS);
  return { testpaths: testpathsOf(head), globs: globs.length > 0 ? globs : ['test*.txt'] };
}
const MAX_GLOBS = 4;

function testpathsOf(head: string): string[] {
  const listed = TESTPATHS.exec(head)?.[1] ?? '';
  const testpaths = [...listed.matchAll(/[\w./-]{1,200}/g)]
    .map((m) => withoutTrailingSlashes(m[0].replace(/^\.\//, '')))
    .filter((p) => p !== '' && p !== '.' && !p.split('/').includes('..'))
    .slice(0, MAX_TESTPATHS);
  return testpaths.length > 0 ? testpaths : [''];
}

/** Whether a file at `rel` (relative to the configuration's folder) is a doctest file pytest collects. */
export function collectsDoctestFile(options: DoctestOptions & { globs: string[] }, rel: string): boolean {
  if (rel.endsWith('.py') || rel.split('/').includes('..')) return false;
  if (!options.testpaths.some((p) => p === '' || rel.startsWith(`${p}/`))) return false;
  const name = rel.slice(rel.lastIndexOf('/') + 1);
  return options.globs.some((g) => fnmatchRegex(g).test(g.includes('/') ? `/${rel}` : name));
}

/** fnmatch as pytest applies it: `*` any characters (`/` too), `?` one; a path glob matches a path's end. */
function fnmatchRegex(glob: string): RegExp {
  const body = glob
    .split(/(\*|\?)/)
    .map((p) => (p === '*' ? '[^\n]{0,512}' : p === '?' ? '[^\n]' : p.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(glob.includes('/') ? `/${body}$` : `^${body}$`);
}

/**
 * The files a pytest configuration runs examples of: the modules with an example below each test path
 * (with `--doctest-modules`), and the text files its doctest globs match there.
 */
export function doctestRefs(text: string): RawRef[] {
  const out: RawRef[] = [];
  const ref = (target: string, at: number, length: number): RawRef => ({
    kind: 'tool-config',
    target,
    start: at,
    end: at + length,
    certainty: 'candidate',
    contains: '>>>',
  });
  const options = doctestOptions(text);
  const at = Math.max(0, text.search(/--doctest-modules/));
  for (const p of options?.testpaths ?? [])
    out.push(ref(p === '' ? '**/*.py' : `${p}/**/*.py`, at, '--doctest-modules'.length));
  const files = doctestGlobs(text);
  const globAt = text.search(/--doctest-glob/);
  for (const g of files.globs) {
    // A glob with a folder matches at any depth (its `*` crosses `/`); one without, any file of that name.
    const name = g.replace(/\*{2,}/g, '*');
    const targets = name.includes('/')
      ? [`**/${name}`]
      : files.testpaths.map((p) => (p === '' ? `**/${name}` : `${p}/**/${name}`));
    for (const t of targets) out.push(ref(t, Math.max(globAt, 0), globAt < 0 ? 0 : '--doctest-glob'.length));
  }
  return out;
}

/** An example's first line (`>>> `) and its continuation lines (`... `), after the docstring's indent. */
const EXAMPLE_LINE = /^([ \t]*)(>>>|\.\.\.)(?: |$)(.*)$/;
const MAX_EXAMPLE_LINES = 2_000;
/** doctest's directive that leaves an example out (`# doctest: +SKIP`, also among other flags). */
const SKIP = /#[ \t]*doctest:[^\n]*\+SKIP\b/;

/** The example lines doctest runs, in order, each with its line number (1-based). */
function exampleLines(source: readonly string[]): Array<{ code: string; line: number }> {
  // Each example: its source lines (a `>>>` line and the `...` lines right after it; a `...` anywhere
  // else is expected output, which doctest compares and never runs), by line number.
  const examples: Array<Array<{ code: string; line: number }>> = [];
  let open: Array<{ code: string; line: number }> | undefined;
  let count = 0;
  for (let i = 0; i < source.length && count < MAX_EXAMPLE_LINES; i++) {
    const m = EXAMPLE_LINE.exec(source[i]!);
    if (m?.[2] === '>>>') {
      open = [];
      examples.push(open);
    } else if (!m) open = undefined;
    if (!m || !open) continue;
    open.push({ code: m[3]!, line: i + 1 });
    count++;
  }
  // `# doctest: +SKIP` on any line of an example leaves the whole example out of the run.
  return examples.filter((e) => !e.some((l) => SKIP.test(l.code))).flat();
}

function regionOf(source: readonly string[], line: number): Region {
  return {
    startLine: line,
    startColumn: 1,
    endLine: line,
    endColumn: Math.max(1, (source[line - 1] ?? '').length + 1),
  };
}

/**
 * The module followed by its examples as one unit, as doctest runs them (in the module's globals, after
 * its code): each example line without its prompt, placed on the line it stands on. A `>>>` line can
 * only stand inside a string in valid Python, so every such line is an example (a string that is not a
 * docstring is not run by doctest; reading it too over-reports, never misses).
 */
export function doctestUnit(text: string): { text: string; lineRegions: Region[] } | undefined {
  if (!text.includes('>>>')) return undefined;
  const source = text.split('\n');
  const run = exampleLines(source);
  if (run.length === 0) return undefined;
  return {
    text: `${source.join('\n')}\n${run.map((l) => l.code).join('\n')}`,
    lineRegions: [
      ...source.map((_, i) => regionOf(source, i + 1)),
      ...run.map((l) => regionOf(source, l.line)),
    ],
  };
}

/**
 * A text file doctest runs (a page a `--doctest-glob` collects): its examples alone are the Python
 * program, in one namespace, each line placed on the line it stands on; the prose around them is not code.
 */
export function doctestTextUnit(text: string): { text: string; lineRegions: Region[] } | undefined {
  if (!text.includes('>>>')) return undefined;
  const source = text.split('\n');
  const run = exampleLines(source);
  if (run.length === 0) return undefined;
  return { text: run.map((l) => l.code).join('\n'), lineRegions: run.map((l) => regionOf(source, l.line)) };
}

/** The unit of a text file's examples, as a script the test run starts (none when it has no example). */
export function doctestTextSpecs(text: string): UnitSpec[] {
  const unit = doctestTextUnit(text);
  return unit
    ? [
        {
          lang: 'python',
          text: unit.text,
          origin: 'script',
          placement: 'script',
          lineRegions: unit.lineRegions,
        },
      ]
    : [];
}
