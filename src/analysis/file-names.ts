import { copyNameOf } from './copy-names.js';
import { isCommitTemplateName } from './doc-kinds.js';

/**
 * File names a reference may name without a folder, and the environment files among them: read by the
 * reference extraction (./references.ts, which re-exports these) and by the extraction of facts.
 */

/** Extensions worth resolving when a word has no slash (`REFERENCE.md`, `setup.sh`). */
const FILE_EXT =
  /\.(?:md|mdx|markdown|txt|sh|bash|zsh|fish|ps1|bat|cmd|py|js|mjs|cjs|ts|tsx|jsx|rb|pl|php|go|rs|java|json|jsonc|ya?ml|toml|ini|cfg|conf|properties|editorconfig|lock|pot?|env|xml|html?|css|csv|sql|lua|swift|kt|r|ipynb|pdf|png|jpe?g|gif|svg|webp|zip|tar|gz|tgz)$/i;

/** An environment template (`.env.example` …) the text asks to copy to `.env`: the repository's own file. */
export function isEnvTemplateName(name: string): boolean {
  return /^\.env\.(?:example|sample|template|dist|defaults)$/i.test(name);
}

/** An environment file whose `#` comments the agent reads when it fills it in: `.env` or a template of it. */
export function isEnvFileName(name: string): boolean {
  return (
    isEnvTemplateName(name) ||
    /^(?:\.env\.local\.example|[\w.-]{1,60}\.env\.example|example\.env|\.env)$/i.test(name)
  );
}

export function looksLikeFileName(s: string): boolean {
  if (FILE_EXT.test(s) || isEnvTemplateName(s) || isCommitTemplateName(s)) return true;
  // A kept copy of a file name is a file name (`SKILL.md.bak.20260720145847`, `install.sh.orig`): text that
  // names one sends the agent to it like any file.
  const copy = copyNameOf(s);
  return copy !== undefined && copy.live !== s && (FILE_EXT.test(copy.live) || isEnvTemplateName(copy.live));
}
