import { createHash } from 'node:crypto';
import { type Dirent, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TOOL } from '../version.js';

/** Files of a bundle folder that decide what facts the analyzers compute: code and grammars. */
const CODE = /\.(?:js|mjs|wasm)$/;
/** A bundle is a few dozen files; more means this is not one (a source checkout's folder). */
const MAX_FILES = 500;

/**
 * A name for the analyzers this process runs, for the fact cache (src/model/fact-cache.ts): the hash of
 * every script and grammar of the bundle folder this module was loaded from (dist/, or dist/lib/ for the
 * library) with the version. Any rebuild that changes a byte of the analysis is another build, so cached
 * facts can never outlive the code that computed them. Undefined when this module does not run from a
 * bundle (the TypeScript sources under test): there the caller names the build itself.
 */
export function bundleBuildId(moduleUrl: string = import.meta.url): string | undefined {
  // Hashing the bundle reads every script and grammar: once per process (the Action asks for the fact
  // cache and the search index).
  if (!builds.has(moduleUrl)) builds.set(moduleUrl, hashBundle(moduleUrl));
  return builds.get(moduleUrl);
}

const builds = new Map<string, string | undefined>();

function hashBundle(moduleUrl: string): string | undefined {
  if (!moduleUrl.startsWith('file:')) return undefined;
  const dir = dirname(fileURLToPath(moduleUrl));
  const names = list(dir).filter((n) => CODE.test(n));
  if (names.length === 0 || names.length > MAX_FILES) return undefined;
  const hash = createHash('sha256').update(`${TOOL.name}@${TOOL.version}\n`);
  for (const name of names) hash.update(`${name}\n`).update(readFileSync(join(dir, name)));
  for (const name of list(join(dir, 'grammars')).filter((n) => n.endsWith('.wasm')))
    hash.update(`grammars/${name}\n`).update(readFileSync(join(dir, 'grammars', name)));
  return hash.digest('hex').slice(0, 32);
}

/** Source files hashed at most when running from the TypeScript sources (the repository has ~700). */
const MAX_SOURCE_FILES = 5_000;

/**
 * The same name when running from the TypeScript sources (tests, `tsx`): the hash of every `.ts` file
 * under the source folder above this module (src/), so an edited analyzer is another build there too.
 */
export function sourceBuildId(moduleUrl: string = import.meta.url): string | undefined {
  if (!moduleUrl.startsWith('file:') || !moduleUrl.endsWith('.ts')) return undefined;
  const src = dirname(dirname(fileURLToPath(moduleUrl)));
  const hash = createHash('sha256').update(`${TOOL.name}@${TOOL.version} source\n`);
  const stack = [''];
  let seen = 0;
  while (stack.length > 0) {
    const rel = stack.pop()!;
    for (const entry of listEntries(join(src, rel))) {
      const path = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) stack.push(path);
      else if (entry.name.endsWith('.ts') && ++seen <= MAX_SOURCE_FILES)
        hash.update(`${path}\n`).update(readFileSync(join(src, path)));
    }
  }
  return seen > MAX_SOURCE_FILES ? undefined : hash.digest('hex').slice(0, 32);
}

function listEntries(dir: string): Dirent[] {
  try {
    return readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
    );
  } catch {
    return [];
  }
}

function list(dir: string): string[] {
  return listEntries(dir).map((e) => e.name);
}
