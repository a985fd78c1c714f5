import {
  collectsDoctestFile,
  collectsModule,
  doctestGlobs,
  doctestOptions,
  PYTEST_SECTION,
} from '../analysis/pytest-doctests.js';
import { dirname } from '../analysis/repo-paths.js';
import { isLibrarySource } from '../analysis/rustdoc-tests.js';
import type { FileStore } from './files.js';

/**
 * Whether `pytest` runs a module's docstring examples: the nearest folder above it holding a pytest
 * configuration (pytest.ini, pyproject.toml, tox.ini, setup.cfg — the first pytest finds walking up) turns
 * `--doctest-modules` on and its test paths hold the module; or a text file's examples: that configuration's
 * doctest globs (`--doctest-glob=docs/*.md`, `test*.txt` by default) match it below the test paths. Read here, beside the module's own text, so
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
  if (!text.includes('>>>')) return false;
  const module = path.endsWith('.py');
  let dir = dirname(path);
  for (let depth = 0; depth <= MAX_DEPTH; depth++) {
    for (const name of CONFIGS) {
      const config = dir === '' ? name : `${dir}/${name}`;
      if (!files.isFile(config)) continue;
      const source = (await files.text(config))?.text.slice(0, MAX_CONFIG_BYTES);
      // A file of these names without a pytest section is not pytest's configuration: look on.
      if (source === undefined || !PYTEST_SECTION.test(source)) continue;
      const rel = dir === '' ? path : path.slice(dir.length + 1);
      if (!module) return collectsDoctestFile(doctestGlobs(source), rel);
      const options = doctestOptions(source);
      return options !== undefined && collectsModule(options, rel);
    }
    if (dir === '') return false;
    dir = dirname(dir);
  }
  return false;
}

/**
 * Whether `cargo test` runs a Rust file's documentation examples: the nearest Cargo.toml above it is a
 * package with a library (`src/lib.rs`) and the file is that library's source (src/analysis/rustdoc-tests.ts).
 */
export async function runByRustdoc(
  path: string,
  text: string,
  files: Pick<FileStore, 'isFile'>,
): Promise<boolean> {
  if (!path.endsWith('.rs') || (!text.includes('```') && !text.includes('~~~'))) return false;
  let dir = dirname(path);
  for (let depth = 0; depth <= MAX_DEPTH; depth++) {
    const at = (name: string) => (dir === '' ? name : `${dir}/${name}`);
    if (files.isFile(at('Cargo.toml')))
      return (
        files.isFile(at('src/lib.rs')) && isLibrarySource(dir === '' ? path : path.slice(dir.length + 1))
      );
    if (dir === '') return false;
    dir = dirname(dir);
  }
  return false;
}
