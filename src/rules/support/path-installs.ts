import type { BehaviourOf } from '../../analysis/facts.js';
import { normalizeHome } from '../../analysis/paths.js';
import type { Located } from './behaviour.js';

/**
 * Files the reached commands put into a folder on the user's PATH, by the command name they answer to.
 * A later setting that names that command (`git config --global core.pager NAME`, run in another command,
 * another code span or another file) runs the file the skill installed: the pair is what persists, though
 * neither half says so alone — a copy into `~/.local/bin` is how tools are installed, and `core.pager delta`
 * is an everyday setting.
 */
export function pathInstalls(
  writes: ReadonlyArray<Located<BehaviourOf<'write'>>>,
): Map<string, Located<BehaviourOf<'write'>>> {
  const out = new Map<string, Located<BehaviourOf<'write'>>>();
  for (const w of writes) {
    const m = PATH_FOLDER.exec(normalizeHome(w.b.target.text.trim().replace(/^["']|["']$/g, '')));
    if (m && !out.has(m[1]!)) out.set(m[1]!, w);
    if (out.size >= 256) break;
  }
  return out;
}

/** The user-writable folders on PATH installers use, and the command name a file there answers to. */
const PATH_FOLDER =
  /^(?:~\/(?:\.local\/)?bin|~\/\.cargo\/bin|\/usr\/local\/bin|\/opt\/homebrew\/bin)\/([\w][\w.+-]{0,63})$/;

/** The command a `git-tool` setting's value runs (`--global core.pager=gitpager -R` → gitpager). */
export function settingProgram(value: string): string | undefined {
  const m = /=!?[ \t]{0,8}([\w][\w.+-]{0,63})(?=[ \t]|$)/.exec(value);
  return m?.[1];
}
