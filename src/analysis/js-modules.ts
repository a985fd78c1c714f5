import { trimEndChars } from './strings.js';

/**
 * Where a relative JavaScript/TypeScript module specifier lands, as the toolchains that run skill scripts
 * resolve it (TypeScript `moduleResolution: NodeNext`/`Bundler`, Bun, Deno with sloppy imports, tsx,
 * Node's CommonJS `require`). The specifier names the file as it will be *after* compilation, so
 * `./gem.js` written in a TypeScript project is the source file `./gem.ts`; an extension-less
 * `./providers/openai` is `openai.ts`, `openai.js`, … or the folder's `index.*`.
 */

/** The TypeScript source a compiled extension stands for, in the order TypeScript tries them. */
const SOURCE_FOR_OUTPUT: Readonly<Record<string, readonly string[]>> = {
  '.js': ['.ts', '.tsx'],
  '.jsx': ['.tsx'],
  '.mjs': ['.mts'],
  '.cjs': ['.cts'],
};

/** Extensions tried on an extension-less specifier, then on `index` inside a folder of that name. */
const PROBED = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.json'];

/** Extensions a loader takes as written (TypeScript `allowImportingTsExtensions`, Bun, Deno, data files). */
const AS_WRITTEN = /\.(?:[cm]?[jt]sx?|json|node|wasm|css)$/i;

/**
 * The repository paths to try, in order, for the module at `path` (a specifier already resolved against
 * the importing file's folder, extension as written). A hit is a file; the caller decides what a folder
 * of that name means.
 */
export function jsModuleCandidates(path: string): string[] {
  const ext = /\.[cm]?jsx?$/i.exec(path)?.[0];
  if (ext !== undefined) {
    const stem = path.slice(0, -ext.length);
    return [path, ...(SOURCE_FOR_OUTPUT[ext.toLowerCase()] ?? []).map((e) => stem + e)];
  }
  if (AS_WRITTEN.test(path)) return [path];
  const base = trimEndChars(path, '/');
  const index = base === '' ? 'index' : `${base}/index`;
  // A file of that exact name comes first (CommonJS loads it as JavaScript), then the probes.
  return [path, ...(base === '' ? [] : PROBED.map((e) => base + e)), ...PROBED.map((e) => index + e)];
}
