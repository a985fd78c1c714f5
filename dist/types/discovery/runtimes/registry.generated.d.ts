import type { RuntimeProfile } from './types.js';
export declare const RUNTIME_MODULES: readonly RuntimeProfile[];
