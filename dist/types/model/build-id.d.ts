/**
 * A name for the analyzers this process runs, for the fact cache (src/model/fact-cache.ts): the hash of
 * every script and grammar of the bundle folder this module was loaded from (dist/, or dist/lib/ for the
 * library) with the version. Any rebuild that changes a byte of the analysis is another build, so cached
 * facts can never outlive the code that computed them. Undefined when this module does not run from a
 * bundle (the TypeScript sources under test): there the caller names the build itself.
 */
export declare function bundleBuildId(moduleUrl?: string): string | undefined;
/**
 * The same name when running from the TypeScript sources (tests, `tsx`): the hash of every `.ts` file
 * under the source folder above this module (src/), so an edited analyzer is another build there too.
 */
export declare function sourceBuildId(moduleUrl?: string): string | undefined;
