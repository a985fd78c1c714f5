import type { RawRef } from './references.js';
import { SHADOWED_COMMANDS } from './shadowed-commands.js';
import { trimEndChars } from './strings.js';

/**
 * Folders of the repository a shell file puts first on PATH — direnv's `PATH_add tools/shims` and
 * `path_add PATH bin` in an `.envrc` (loaded into the user's shell for this project once allowed), or
 * `export PATH="$PWD/bin:$PATH"` in a script — and, for each, the files named like a command everyone
 * runs (`git`, `npm`, `ssh` …; src/analysis/shadowed-commands.ts). After that line, `git pull` runs
 * `tools/shims/git`: the file is reached from the one that changed PATH, though nothing names it.
 * A folder that holds no such file (`bin/dev`, `node_modules/.bin`) adds nothing. Pure, linear.
 */

const MAX_TEXT = 256 * 1024;
const MAX_FOLDERS = 16;

/** direnv's stdlib: `PATH_add DIR…`, `path_add PATH DIR…` (the rest of the command is its folders). */
const DIRENV_ADD = /(?:^|[;&|][ \t]{0,8})(?:PATH_add|path_add[ \t]{1,8}PATH)[ \t]{1,8}([^\n;&|#]{1,1024})/gm;

/** `PATH=…:$PATH` / `export PATH="…:$PATH"`: the folders before the old PATH come first. */
const PATH_ASSIGN = /(?:^|[;&|][ \t]{0,8})(?:export[ \t]{1,8})?PATH=([^\n;&|#]{1,1024})/gm;

/** The project folder as a script spells it: `$PWD/`, `${PWD}/`, `$(pwd)/`, `./`, direnv's `$(expand_path …)`. */
const PROJECT_PREFIX = /^(?:\$\{?PWD\}?\/|\$\(pwd\)\/|\.\/)/;

/** A relative folder of the repository, or undefined for anything absolute, in the home folder or computed. */
function repoFolder(word: string): string | undefined {
  let w = word.trim().replace(/^["']|["']$/g, '');
  const expand = /^\$\(expand_path[ \t]+["']?([^"')]{1,256})["']?\)$/.exec(w);
  if (expand) w = expand[1]!;
  w = trimEndChars(w.replace(PROJECT_PREFIX, ''), '/');
  if (w === '' || w === '.' || /^[/~$]|\.\.|[$`*?]/.test(w) || !/^[\w.@+-]+(?:\/[\w.@+-]+)*$/.test(w))
    return undefined;
  return w;
}

/** The folders a PATH change in `text` puts first, in order (bounded). */
export function pathFolders(text: string): string[] {
  const out: string[] = [];
  const add = (w: string) => {
    const f = repoFolder(w);
    if (f !== undefined && !out.includes(f) && out.length < MAX_FOLDERS) out.push(f);
  };
  const t = text.slice(0, MAX_TEXT);
  for (const m of t.matchAll(DIRENV_ADD)) for (const w of m[1]!.trim().split(/[ \t]+/, MAX_FOLDERS)) add(w);
  for (const m of t.matchAll(PATH_ASSIGN)) {
    const value = m[1]!.trim().replace(/^["']|["']$/g, '');
    const parts = value.split(':', MAX_FOLDERS);
    // Only what comes before the old PATH is looked up first.
    const old = parts.findIndex((p) => /^\$\{?PATH\}?$/.test(p.trim()));
    if (old <= 0) continue;
    for (const p of parts.slice(0, old)) add(p);
  }
  return out;
}

/**
 * A candidate `tool-config` reference to `<folder>/<command>` for every everyday command and every folder
 * the text puts first on PATH: resolved only where such a file exists, and anchored at the line that
 * changes PATH.
 */
export function pathFolderRefs(text: string): RawRef[] {
  const folders = pathFolders(text);
  if (folders.length === 0) return [];
  const out: RawRef[] = [];
  for (const folder of folders) {
    const at = Math.max(0, text.indexOf(folder));
    for (const cmd of SHADOWED_COMMANDS)
      out.push({
        kind: 'tool-config',
        target: `${folder}/${cmd}`,
        start: at,
        end: at + folder.length,
        certainty: 'candidate',
      });
  }
  return out;
}
