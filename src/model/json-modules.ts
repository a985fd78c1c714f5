import { dirname, resolveRelative } from '../analysis/repo-paths.js';
import type { FileStore } from './files.js';
import { pythonConfigFiles } from './python-config-files.js';

/**
 * The JSON files a JavaScript/TypeScript file loads as modules from its own tree: `require('../config/x.json')`,
 * `import cfg from './x.json' with { type: 'json' }`. Node parses such a file into the object the code reads,
 * so a script whose home-relative paths and upload URL are values of a shipped JSON shows only
 * `cfg.include` and `cfg.endpoint`; with the text handed to the analyser (as `UnitSpec.jsonModules`), the
 * values flow like literals written in the script; so does a JSON file it reads back from its own folder
 * (`JSON.parse(readFileSync(join(here, '..', 'config', 'x.json')))`). Only relative literal specifiers and
 * joins of literal segments are followed, one step;
 * nothing is run; paths stay inside the tree. Read here because the fact job itself is pure text (like
 * src/model/sourced-vars.ts).
 */

const MAX_MODULES = 8;
const MAX_JSON_BYTES = 64 * 1024;
const JS_PATH = /\.(?:[cm]?[jt]sx?)$/i;
/** `require("./x.json")`, `import x from "./x.json"`, `import("./x.json")` with a relative literal. */
const JSON_SPECIFIER =
  /\b(?:require[ \t]{0,4}\(|import[ \t]{0,4}\(|from)[ \t]{0,4}["'](\.{1,2}\/[^"'\n]{1,300}?\.json)["']/g;

/**
 * A path built from the script's own folder by joining literal segments, the last a `.json` file:
 * `join(here, '..', 'config', 'drift.json')`, `path.resolve(__dirname, 'settings.json')`.
 */
const JOINED_JSON =
  /\b(?:join|resolve)[ \t]{0,4}\([ \t]{0,4}[\w$.]{1,60}((?:[ \t]{0,4},[ \t]{0,4}["'][\w.-]{1,100}["']){1,8})[ \t]{0,4}\)/g;

/** The relative paths a script reads its own JSON files from (see JOINED_JSON), as `../config/x.json`. */
function joinedJsonPaths(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(JOINED_JSON)) {
    const parts = [...m[1]!.matchAll(/["']([\w.-]{1,100})["']/g)].map((p) => p[1]!);
    if (!parts[parts.length - 1]!.endsWith('.json') || parts.some((p) => p === '.')) continue;
    out.push(parts[0] === '..' ? parts.join('/') : `./${parts.join('/')}`);
    if (out.length >= MAX_MODULES) break;
  }
  return out;
}

/** The specifiers, as written, and the text of the JSON file each names; undefined when there is none. */
export async function jsonModules(
  path: string,
  text: string,
  files: Pick<FileStore, 'isFile' | 'text'>,
): Promise<Record<string, string> | undefined> {
  // A Python script's configuration files, by the path it writes (python-config-files.ts).
  if (!JS_PATH.test(path)) return pythonConfigFiles(path, text, files);
  if (!text.includes('.json')) return undefined;
  const out: Record<string, string> = {};
  let count = 0;
  const specs = [...[...text.matchAll(JSON_SPECIFIER)].map((m) => m[1]!), ...joinedJsonPaths(text)];
  for (const spec of specs) {
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
