import { scriptRelativeSource } from './copy-sources.js';
import type { BehaviourOf } from './facts.js';
import { normalizeHome } from './paths.js';
import { dirname, resolveRelative } from './repo-paths.js';

/**
 * Installed files: a file of the repository that a program copies, appends or renders into a place another
 * tool loads later — an agent instruction file (`CLAUDE.local.md`, `.github/copilot-instructions.md`,
 * `AGENTS.md`), an output style. Its text is what later sessions read there, so it is judged as text
 * loaded into the agent's context (src/model/installed-docs.ts joins it to the launch point's closure; the
 * persistence rule reads its asks as what the write adds). This module is the pure half: which repository
 * files a write puts into its target, as the program spells them, and where they are in the tree.
 */

/** `${contents of P}` (Python `read_text()`, Go `os.ReadFile` …), `${file:P}` (Node `readFileSync`): the text of file P in a written value. */
const CONTENTS_OF = /\$\{(?:contents of |file:)((?:[^{}\n$]|\$(?!\{)|\$\{[^{}\n]{0,100}\}){1,400})\}/g;

const MAX_SOURCES = 8;

/**
 * The files whose text a write puts into its target, as spelt in the program: the source of a copy
 * (`cp "$root/assets/style.md" …`, `shutil.copy`), and each file whose contents the written value holds
 * (`target.write_text(current + NOTES.read_text())`). The target's own text read back is not one.
 */
export function writtenSources(b: BehaviourOf<'write'>): string[] {
  const c = b.content;
  if (!c?.taints.includes('file')) return [];
  const target = spelling(b.target.text);
  const out = new Set<string>();
  if (c.from && spelling(c.from) !== target) out.add(c.from);
  for (const m of c.text.slice(0, 64 * 1024).matchAll(CONTENTS_OF)) {
    if (out.size >= MAX_SOURCES) break;
    if (spelling(m[1]!) !== target) out.add(m[1]!);
  }
  return [...out];
}

function spelling(p: string): string {
  return normalizeHome(p.trim().replace(/^["']|["']$/g, ''));
}

/** Where the program and the runtime put the roots a written path may start from. */
export interface SourceRoots {
  /** The writing program's skill folder and plugin root, when it has them. */
  skillDir?: string;
  pluginRoot?: string;
}

const PLUGIN_ROOT = /^\$\{?CLAUDE_PLUGIN_ROOT\}?\//;
const PROJECT_ROOT = /^\$\{?CLAUDE_PROJECT_DIR\}?\//;

/**
 * A written source resolved to a file of the tree: Python's `${__file__}/../x` beside the program,
 * `${CLAUDE_PLUGIN_ROOT}/x` under the program's plugin, `${CLAUDE_PROJECT_DIR}/x` at the root, and a
 * script-relative tail (`$here/assets/x`, `./assets/x`, a make recipe's `tools/x`) beside the program,
 * in its skill folder or plugin, or at the root — the first that is a file. Home and absolute paths are not
 * the repository's.
 */
export function sourceInTree(
  raw: string,
  program: string,
  roots: SourceRoots,
  isFile: (path: string) => boolean,
): string | undefined {
  const from = raw.trim().replace(/^["']|["']$/g, '');
  if (from.startsWith('/') || from.startsWith('~')) return undefined;
  const fixed = PLUGIN_ROOT.test(from)
    ? roots.pluginRoot !== undefined
      ? resolveRelative(roots.pluginRoot, from.replace(PLUGIN_ROOT, ''))
      : undefined
    : PROJECT_ROOT.test(from)
      ? resolveRelative('', from.replace(PROJECT_ROOT, ''))
      : undefined;
  if (fixed !== undefined) return isFile(fixed) ? fixed : undefined;
  const tail = scriptRelativeSource(from) ?? (/^[\w.-]+(?:\/[\w.-]+){0,12}$/.test(from) ? from : undefined);
  if (tail === undefined || !/^(?:\.\.\/){0,4}[\w.-]+(?:\/[\w.-]+){0,12}$/.test(tail)) return undefined;
  const bases = [dirname(program), roots.skillDir, roots.pluginRoot, ''];
  for (const base of bases) {
    if (base === undefined) continue;
    const p = resolveRelative(base, tail);
    if (p !== undefined && p !== program && isFile(p)) return p;
  }
  return undefined;
}
