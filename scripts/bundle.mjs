#!/usr/bin/env node
import { rmSync } from 'node:fs';
// Bundles the Action (dist/index.js), the CLI (dist/cli.js) and the library (dist/lib/index.js).
// Output is deterministic (no timestamps, stable ordering) so CI can diff it against a fresh build.
import { build } from 'esbuild';

// `--outdir DIR` bundles elsewhere (the dist test builds into a temp folder and leaves dist/ alone).
const flag = process.argv.indexOf('--outdir');
const out = flag > 0 ? process.argv[flag + 1] : 'dist';
if (!out) throw new Error('--outdir needs a folder');
rmSync(out, { recursive: true, force: true });
const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  legalComments: 'none',
  logLevel: 'warning',
  // Some CommonJS dependencies call require(); give the ESM bundle one.
  banner: {
    js: "import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);",
  },
};
// @actions/core imports its OIDC helper (and through it @actions/http-client and undici) at load; skillscan
// never asks for a token, so the Action bundle gets a stand-in that says so (scripts/shims/).
const withoutOidc = {
  name: 'without-oidc',
  setup(b) {
    b.onResolve({ filter: /^\.\/oidc-utils\.js$/ }, (args) =>
      /[\\/]@actions[\\/]core[\\/]/.test(args.importer)
        ? { path: new URL('./shims/actions-core-oidc.js', import.meta.url).pathname }
        : undefined,
    );
  },
};
// The Action, the CLI and the fact worker in one build: code they share is emitted once, in chunks beside
// them, and what a scan loads only when it analyses a file (src/analysis/load-analyzers.ts) is a chunk of
// its own, so starting on an empty folder compiles a fraction of the code. Chunks sit next to the entries:
// modules find the worker and the grammars relative to their own file.
await build({
  ...common,
  entryPoints: { index: 'src/bin/action.ts', cli: 'src/bin/cli.ts', 'fact-worker': 'src/bin/fact-worker.ts' },
  outdir: out,
  splitting: true,
  chunkNames: 'chunk-[hash]',
  plugins: [withoutOidc],
});
await build({
  ...common,
  entryPoints: ['src/index.ts'],
  outfile: `${out}/lib/index.js`,
  packages: 'external',
});

// tree-sitter's runtime and grammars (WASM), loaded lazily by src/analysis/code/grammar.ts from dist/grammars/.
// The grammar list is read from grammar.ts so it lives in one place.
const { copyFileSync, mkdirSync, readdirSync, readFileSync } = await import('node:fs');
const grammars = [
  ...readFileSync('src/analysis/code/grammar.ts', 'utf8').matchAll(/'(tree-sitter-[\w-]+\.wasm)'/g),
];
mkdirSync(`${out}/grammars`, { recursive: true });
copyFileSync('node_modules/web-tree-sitter/web-tree-sitter.wasm', `${out}/grammars/web-tree-sitter.wasm`);
for (const [, file] of grammars)
  copyFileSync(`node_modules/@vscode/tree-sitter-wasm/wasm/${file}`, `${out}/grammars/${file}`);

// The validators `npm run gen` compiled from the JSON schemas, loaded on first use by src/validators.ts from
// `generated/` beside the module that asks: the chunks in dist/ and the library in dist/lib/.
for (const dir of [`${out}/generated`, `${out}/lib/generated`]) {
  mkdirSync(dir, { recursive: true });
  for (const file of readdirSync('src/generated')
    .filter((f) => f.endsWith('.cjs'))
    .sort())
    copyFileSync(`src/generated/${file}`, `${dir}/${file}`);
}

// Type declarations for the programmatic API (package.json "types").
const { execFileSync } = await import('node:child_process');
// typescript's package.json does not export bin/tsc, so resolve the file rather than the specifier.
const tsc = new URL('../node_modules/typescript/bin/tsc', import.meta.url).pathname;
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.lib.json', '--outDir', `${out}/types`], {
  stdio: 'inherit',
});
