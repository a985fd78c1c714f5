import type { Region } from '../findings.js';
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
  const listed = TESTPATHS.exec(head)?.[1] ?? '';
  const testpaths = [...listed.matchAll(/[\w./-]{1,200}/g)]
    .map((m) => withoutTrailingSlashes(m[0].replace(/^\.\//, '')))
    .filter((p) => p !== '' && p !== '.' && !p.split('/').includes('..'))
    .slice(0, MAX_TESTPATHS);
  return { testpaths: testpaths.length > 0 ? testpaths : [''] };
}

/** Whether a module at `rel` (relative to the configuration's folder) is collected by `options`. */
export function collectsModule(options: DoctestOptions, rel: string): boolean {
  if (!rel.endsWith('.py') || rel.split('/').includes('..')) return false;
  return options.testpaths.some((p) => p === '' || rel === p || rel.startsWith(`${p}/`));
}

/** The modules a doctest-collecting configuration reaches: those with an example below each test path. */
export function doctestRefs(text: string): RawRef[] {
  const options = doctestOptions(text);
  if (!options) return [];
  const at = Math.max(0, text.search(/--doctest-modules/));
  return options.testpaths.map((p) => ({
    kind: 'tool-config' as const,
    target: p === '' ? '**/*.py' : `${p}/**/*.py`,
    start: at,
    end: at + '--doctest-modules'.length,
    certainty: 'candidate' as const,
    contains: '>>>',
  }));
}

/** An example's first line (`>>> `) and its continuation lines (`... `), after the docstring's indent. */
const EXAMPLE_LINE = /^([ \t]*)(>>>|\.\.\.)(?: |$)(.*)$/;
const MAX_EXAMPLE_LINES = 2_000;
/** doctest's directive that leaves an example out (`# doctest: +SKIP`, also among other flags). */
const SKIP = /#[ \t]*doctest:[^\n]*\+SKIP\b/;

/**
 * The module followed by its examples as one unit, as doctest runs them (in the module's globals, after
 * its code): each example line without its prompt, placed on the line it stands on. A `>>>` line can
 * only stand inside a string in valid Python, so every such line is an example (a string that is not a
 * docstring is not run by doctest; reading it too over-reports, never misses).
 */
export function doctestUnit(text: string): { text: string; lineRegions: Region[] } | undefined {
  if (!text.includes('>>>')) return undefined;
  const source = text.split('\n');
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
  const run = examples.filter((e) => !e.some((l) => SKIP.test(l.code))).flat();
  if (run.length === 0) return undefined;
  const regionOf = (line: number): Region => ({
    startLine: line,
    startColumn: 1,
    endLine: line,
    endColumn: Math.max(1, (source[line - 1] ?? '').length + 1),
  });
  return {
    text: `${source.join('\n')}\n${run.map((l) => l.code).join('\n')}`,
    lineRegions: [...source.map((_, i) => regionOf(i + 1)), ...run.map((l) => regionOf(l.line))],
  };
}
