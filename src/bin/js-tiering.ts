import { setFlagsFromString } from 'node:v8';

/**
 * Imported first by the executables (never by the library). A scan is a short process that runs a large
 * amount of JavaScript (parsers, analyzers, prose rules) a few thousand times each, so V8's optimising
 * compiler spends much of the run compiling: on the real corpus `--trace-opt` counted 1,152 optimised
 * compilations, several functions recompiled three or four times after deoptimisation, and turning
 * concurrent recompilation off moved ~4 s of CPU onto the main thread. Two flags make that cheaper:
 * no inlining into optimised code (each compilation is a fraction of the size, and a deoptimised callee
 * no longer throws away its callers' code), and a longer warm-up before a function is optimised (1.5x
 * the default budget), so only what is really hot is compiled. Measured in alternating runs with the
 * default worker pool, findings byte-identical: real corpus 12.3-12.5 s -> 10.8 s wall (user CPU 20.1-20.7
 * -> 16.8-17.0 s), 2,000 skills 5.0-5.3 s -> 4.9-5.0 s. Flags are process-wide, so the fact workers
 * started later compile the same way.
 */
setFlagsFromString('--no-turbo-inlining');
setFlagsFromString('--interrupt-budget=200000');
