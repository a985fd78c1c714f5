import { dirname, resolveRelative } from '../analysis/repo-paths.js';
import type { FileStore } from './files.js';
import { treeFileNear } from './sourced-vars.js';

/**
 * The PowerShell files a script loads from its own tree: `Import-Module (Join-Path $PSScriptRoot
 * 'Tools.psm1')`, `Import-Module "$PSScriptRoot\lib\Net.psm1" -Force`, `using module .\Tools.psm1`, a
 * module folder or manifest (`Import-Module .\Tools` finds `Tools\Tools.psd1` or `Tools.psm1`; a manifest
 * names its `RootModule`), and dot-sourcing (`. "$PSScriptRoot\helpers.ps1"`). Their functions are the
 * script's to call: `$m = Get-Manifest …` runs the module's `Invoke-RestMethod` and hands its result to
 * the script's `[scriptblock]::Create($m.PostInstall)`. The texts are passed to the PowerShell analyzer
 * as libraries, whose functions (only) it defines before the script runs (src/analysis/code/powershell/
 * libraries.ts), as sourced shell files are (src/model/sourced-vars.ts). A module a loaded module loads
 * is followed too (two steps). Nothing is run; paths stay inside the tree. Read here because the fact job
 * itself is pure text.
 */

const MAX_MODULES = 4;
const MAX_MODULE_BYTES = 32 * 1024;
const PS_PATH = /\.ps(?:m?1)$/i;

/** A line that loads a file: `Import-Module`/`ipmo`, `using module`, or dot-sourcing (`. path`). */
const LOAD_LINE =
  /^[ \t]{0,32}(?:(?:Import-Module|ipmo|using[ \t]{1,8}module)[ \t]{1,8}|\.[ \t]{1,8}(?=["'(.$\w]))([^\n;#|]{1,400})/gim;

/** A quoted string or a bare word of a load line's argument. */
const PIECE = /"([^"\n]{0,300})"|'([^'\n]{0,300})'|([^\s"'()]{1,300})/g;

/** The script's own folder, as PowerShell spells it; a path under it is relative to the script. */
const OWN_DIR = /^\$(?:PSScriptRoot|\{PSScriptRoot\})[\\/]{0,2}/i;

/**
 * The relative path a load line's argument names, joined from its pieces (`Join-Path $PSScriptRoot 'lib'
 * 'Net.psm1'` → `lib/Net.psm1`); undefined when a piece is a variable other than the script's folder.
 */
export function loadedPath(arg: string): string | undefined {
  const parts: string[] = [];
  for (const m of arg.matchAll(PIECE)) {
    if (parts.length > 8) return undefined;
    let piece = (m[1] ?? m[2] ?? m[3] ?? '').trim();
    if (m[3] !== undefined && (piece.startsWith('-') || /^Join-Path$/i.test(piece))) continue;
    piece = piece.replace(OWN_DIR, '');
    if (piece === '') continue;
    if (/[$`]/.test(piece)) return undefined;
    parts.push(piece.replace(/\\/g, '/').replace(/^\.\//, ''));
  }
  if (parts.length === 0) return undefined;
  const path = parts.join('/').replace(/\/{2,}/g, '/');
  return path.startsWith('/') || path.includes(':') ? undefined : path;
}

/** The file a loaded path stands for: a script or module, a manifest's root module, a module folder's. */
async function moduleFile(
  from: string,
  ref: string,
  files: Pick<FileStore, 'isFile' | 'text'>,
): Promise<string | undefined> {
  const found = treeFileNear(from, ref, files);
  if (found && PS_PATH.test(found)) return found;
  if (found && /\.psd1$/i.test(found)) {
    const manifest = await files.text(found);
    const root =
      /^[ \t]{0,16}(?:RootModule|ModuleToProcess)[ \t]{0,8}=[ \t]{0,8}["']([^"'\n]{1,200})["']/im.exec(
        manifest?.text.slice(0, MAX_MODULE_BYTES) ?? '',
      )?.[1];
    const rootPath = root ? resolveRelative(dirname(found), root.replace(/\\/g, '/')) : undefined;
    return rootPath && PS_PATH.test(rootPath) && files.isFile(rootPath) ? rootPath : undefined;
  }
  if (found || PS_PATH.test(ref) || /\.psd1$/i.test(ref)) return undefined;
  // A module folder: `Tools/Tools.psd1`, else `Tools/Tools.psm1`.
  const name = ref.replace(/\/$/, '').split('/').pop() ?? '';
  for (const ext of ['psd1', 'psm1']) {
    const inFolder = await moduleFile(from, `${ref.replace(/\/$/, '')}/${name}.${ext}`, files);
    if (inFolder) return inFolder;
  }
  return undefined;
}

/** Whether the file may be a PowerShell script or module: the cheap test before its loads are looked for. */
export function mayBePowerShell(path: string): boolean {
  return PS_PATH.test(path);
}

/** The texts of the PowerShell files `text` loads from the tree (at most four); undefined when none. */
export async function importedPowerShell(
  path: string,
  text: string,
  files: Pick<FileStore, 'isFile' | 'text'>,
): Promise<string[] | undefined> {
  const seen = new Set([path]);
  const texts: string[] = [];
  let layer: Array<{ path: string; text: string }> = [{ path, text }];
  for (let depth = 0; depth < 2 && layer.length > 0 && texts.length < MAX_MODULES; depth++) {
    const next: Array<{ path: string; text: string }> = [];
    for (const file of layer) {
      for (const m of file.text.slice(0, MAX_MODULE_BYTES).matchAll(LOAD_LINE)) {
        if (texts.length >= MAX_MODULES) break;
        const ref = loadedPath(m[1]!);
        const found = ref ? await moduleFile(file.path, ref, files) : undefined;
        if (!found || seen.has(found)) continue;
        seen.add(found);
        const loaded = await files.text(found);
        if (!loaded) continue;
        const head = loaded.text.slice(0, MAX_MODULE_BYTES);
        texts.push(head);
        next.push({ path: found, text: head });
      }
    }
    layer = next;
  }
  return texts.length > 0 ? texts : undefined;
}
