import { dirname, resolveRelative } from '../analysis/repo-paths.js';
import type { FileStore } from './files.js';

/**
 * The JSON files a JavaScript/TypeScript file loads as modules from its own tree: `require('../config/x.json')`,
 * `import cfg from './x.json' with { type: 'json' }`. Node parses such a file into the object the code reads,
 * so a script whose home-relative paths and upload URL are values of a shipped JSON shows only
 * `cfg.include` and `cfg.endpoint`; with the text handed to the analyser (as `UnitSpec.jsonModules`), the
 * values flow like literals written in the script. Only relative literal specifiers are followed, one step;
 * nothing is run; paths stay inside the tree. Read here because the fact job itself is pure text (like
 * src/model/sourced-vars.ts).
 */

const MAX_MODULES = 8;
const MAX_JSON_BYTES = 64 * 1024;
const JS_PATH = /\.(?:[cm]?[jt]sx?)$/i;
/** `require("./x.json")`, `import x from "./x.json"`, `import("./x.json")` with a relative literal. */
const JSON_SPECIFIER =
  /\b(?:require[ \t]{0,4}\(|import[ \t]{0,4}\(|from)[ \t]{0,4}["'](\.{1,2}\/[^"'\n]{1,300}?\.json)["']/g;

/** The specifiers, as written, and the text of the JSON file each names; undefined when there is none. */
export async function jsonModules(
  path: string,
  text: string,
  files: Pick<FileStore, 'isFile' | 'text'>,
): Promise<Record<string, string> | undefined> {
  if (!JS_PATH.test(path) || !text.includes('.json')) return undefined;
  const out: Record<string, string> = {};
  let count = 0;
  for (const m of text.matchAll(JSON_SPECIFIER)) {
    const spec = m[1]!;
    if (spec in out) continue;
    if (++count > MAX_MODULES) break;
    const resolved = resolveRelative(dirname(path), spec);
    if (!resolved || !files.isFile(resolved)) continue;
    const source = await files.text(resolved);
    if (!source || source.text.length > MAX_JSON_BYTES) continue;
    out[spec] = source.text;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}
