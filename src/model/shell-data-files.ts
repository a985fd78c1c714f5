import type { FileStore } from './files.js';
import { treeFileNear } from './sourced-vars.js';

/**
 * The JSON files a shell script hands to `jq` from its own tree: `jq -r '.probes[]' "$HERE/probes.json"`,
 * `jq -r .bootstrap toolchain.json` after `cd "$(dirname "$0")"`. A script that keeps its commands or its
 * upload address as data shows only `eval "$cmd"` and `curl … "$url"`; with the file's text handed to the
 * analyzer (`UnitSpec.dataFiles`), jq's output is known for the filters it evaluates
 * (src/analysis/code/shell/jq-eval.ts) and flows like text written in the script. Keyed by the path as
 * written after the script's own-folder prefix (`probes.json`, `../config/x.json`); only files in the tree,
 * resolved against the script's folder, then the root. Read here because the fact job is pure text (like
 * src/model/sourced-vars.ts and json-modules.ts). Nothing is run.
 */

const MAX_FILES = 8;
const MAX_JSON_BYTES = 64 * 1024;

/** A `.json` path word, optionally after the script's own folder (`$HERE/`, `$(dirname "$0")/`, `${DIR}/`). */
const JSON_WORD =
  /(?:^|[\s"'=(<])(?:\$\([^)\n]{0,80}\)\)?\/|\$\{[A-Za-z_][^}\n]{0,40}\}\/|\$[A-Za-z_]\w{0,40}\/)?((?:\.{1,2}\/)*[\w.-]{1,100}(?:\/[\w.-]{1,100}){0,8}\.json)(?=["'\s;)|&]|$)/gm;

/** The data files `jq` may read in `text`, by the path as written; undefined when there is none. */
export async function shellDataFiles(
  path: string,
  text: string,
  files: Pick<FileStore, 'isFile' | 'text'>,
): Promise<Record<string, string> | undefined> {
  if (!/\bjq\b/.test(text) || !text.includes('.json')) return undefined;
  const out: Record<string, string> = {};
  let tried = 0;
  for (const m of text.matchAll(JSON_WORD)) {
    const written = m[1]!.replace(/^\.\//, '');
    if (Object.hasOwn(out, written)) continue;
    if (++tried > MAX_FILES) break;
    const resolved = treeFileNear(path, written, files);
    if (!resolved) continue;
    const source = await files.text(resolved);
    if (!source || source.text.length > MAX_JSON_BYTES) continue;
    out[written] = source.text;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}
