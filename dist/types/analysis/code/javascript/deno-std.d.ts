/**
 * Deno's standard library by what it does here: `@std/path` (`jsr:@std/path@^1`,
 * `https://deno.land/std@0.224.0/path/mod.ts`) is Node's `path` for the calls read here, and its data
 * parsers (`@std/toml`, `@std/yaml`, `@std/jsonc`) parse text the way `JSON.parse` does (what they return
 * carries what the text carried). Pure; no imports, so the module table can use it.
 */
/** The Node module or global a Deno standard-library specifier reads as, if one is known. */
export declare function denoStdModule(spec: string): string | undefined;
