/**
 * The repository paths to try, in order, for the module at `path` (a specifier already resolved against
 * the importing file's folder, extension as written). A hit is a file; the caller decides what a folder
 * of that name means.
 */
export declare function jsModuleCandidates(path: string): string[];
