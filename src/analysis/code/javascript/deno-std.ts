/**
 * Deno's standard library by what it does here: `@std/path` (`jsr:@std/path@^1`,
 * `https://deno.land/std@0.224.0/path/mod.ts`) is Node's `path` for the calls read here, and its data
 * parsers (`@std/toml`, `@std/yaml`, `@std/jsonc`) parse text the way `JSON.parse` does (what they return
 * carries what the text carried). Pure; no imports, so the module table can use it.
 */

/** `jsr:@std/path@^1.0.0/join` → `@std/path`; a deno.land std URL → `@std/path`; else undefined. */
function stdModule(spec: string): string | undefined {
  const s = spec.trim();
  const jsr = /^(?:jsr:\/?)?@std\/([a-z][\w-]{0,40})(?:@[^/]{1,40})?(?:\/[\w./-]{0,100})?$/.exec(s);
  if (jsr) return jsr[1];
  const url = /^https:\/\/deno\.land\/std(?:@[^/]{1,40})?\/([a-z][\w-]{0,40})\/[\w./-]{0,100}$/.exec(s);
  return url?.[1];
}

/** Standard-library modules read as a Node module or global of the same behaviour. */
const STD_AS: Record<string, string> = {
  path: 'path',
  toml: 'JSON',
  yaml: 'JSON',
  jsonc: 'JSON',
};

/** The Node module or global a Deno standard-library specifier reads as, if one is known. */
export function denoStdModule(spec: string): string | undefined {
  const mod = stdModule(spec);
  return mod === undefined ? undefined : STD_AS[mod];
}
