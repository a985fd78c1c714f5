import type { Lang } from './facts.js';
/**
 * The language a shebang line names (`#!/usr/bin/env python3`). A module of its own, with no imports beyond
 * types: the justfile reader (build-just.ts) loads with the Action's start-up and must not pull in the code
 * sniffer (src/analysis/code/sniff.ts), which reads it too.
 */
export declare const SHEBANG: Array<[RegExp, Lang]>;
/** The language of a text's shebang line, or undefined. */
export declare function languageOfShebang(text: string): Lang | undefined;
