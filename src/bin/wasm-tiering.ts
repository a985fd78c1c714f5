import { setFlagsFromString } from 'node:v8';

/**
 * Imported first by the executables (never by the library): tree-sitter's grammars are large WebAssembly
 * modules, and V8 re-compiles their hot parse functions with its optimising tier, which on a whole
 * repository cost more CPU than it saved (real corpus: 84.7 s → 49.9 s user CPU with the baseline
 * compiler only, findings byte-identical). Takes effect because the grammars load lazily, after this runs.
 */
setFlagsFromString('--liftoff-only');
