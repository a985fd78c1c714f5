import { collectsModule, doctestOptions, PYTEST_SECTION } from '../analysis/pytest-doctests.js';
import { dirname } from '../analysis/repo-paths.js';
import type { FileStore } from './files.js';

/**
 * Whether `pytest` runs a module's docstring examples: the nearest folder above it holding a pytest
 * configuration (pytest.ini, pyproject.toml, tox.ini, setup.cfg — the first pytest finds walking up) turns
 * `--doctest-modules` on and its test paths hold the module. Read here, beside the module's own text, so
 * the fact job stays pure text (src/model/fact-job.ts).
 */

/** pytest's configuration files, in the order it prefers them within one folder. */
const CONFIGS = ['pytest.ini', '.pytest.ini', 'pyproject.toml', 'tox.ini', 'setup.cfg'];
const MAX_DEPTH = 32;
const MAX_CONFIG_BYTES = 256 * 1024;

export async function runByDoctests(
  path: string,
  text: string,
  files: Pick<FileStore, 'isFile' | 'text'>,
): Promise<boolean> {
  if (!path.endsWith('.py') || !text.includes('>>>')) return false;
  let dir = dirname(path);
  for (let depth = 0; depth <= MAX_DEPTH; depth++) {
    for (const name of CONFIGS) {
      const config = dir === '' ? name : `${dir}/${name}`;
      if (!files.isFile(config)) continue;
      const source = (await files.text(config))?.text.slice(0, MAX_CONFIG_BYTES);
      // A file of these names without a pytest section is not pytest's configuration: look on.
      if (source === undefined || !PYTEST_SECTION.test(source)) continue;
      const options = doctestOptions(source);
      return options !== undefined && collectsModule(options, dir === '' ? path : path.slice(dir.length + 1));
    }
    if (dir === '') return false;
    dir = dirname(dir);
  }
  return false;
}
