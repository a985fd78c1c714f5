import { joinPath, resolveRelative } from '../analysis/repo-paths.js';

/**
 * The start-up modules a `PYTHONPATH` setting makes every Python process run. Python imports
 * `sitecustomize` (and, with the user site enabled, `usercustomize`) from the first folder on `sys.path`
 * that has one, and `PYTHONPATH` folders come first: a settings `env` that puts a folder of the repository
 * there makes every `python` the agent starts run that file. A folder without one only adds importable
 * modules. Paths are resolved inside the scanned tree only (`base` is the folder commands run from);
 * absolute, home and other variable paths are not followed.
 */

const MODULES = [
  'sitecustomize.py',
  'usercustomize.py',
  'sitecustomize/__init__.py',
  'usercustomize/__init__.py',
];
const MAX_ENTRIES = 32;

/** Root-relative paths of the start-up modules found in the value's folders. */
export function pythonPathStartupFiles(
  value: string,
  base: string,
  isFile: (path: string) => boolean,
): string[] {
  const out: string[] = [];
  for (const raw of value.split(/[:;]/).slice(0, MAX_ENTRIES)) {
    const entry = raw.trim().replace(/^\$\{?CLAUDE_PROJECT_DIR\}?(?:\/|$)/, './');
    if (entry === '' || /^[~/$%]|^[A-Za-z]:[\\/]|\$/.test(entry)) continue;
    const dir = resolveRelative(base, entry);
    if (dir === undefined) continue;
    for (const m of MODULES) {
      const path = joinPath(dir, m);
      if (isFile(path) && !out.includes(path)) out.push(path);
    }
  }
  return out;
}
