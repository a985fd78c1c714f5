import type { SecretClass, Value } from './facts.js';
import { SECRET_LABEL, secretOf } from './paths.js';

/**
 * `@~/.config/gh/hosts.yml` in text written to CLAUDE.md: Claude Code expands `@path` imports of a memory
 * file into the context when it loads it (docs: memory imports), so a secret store imported there is read
 * into every later session — and every tool, summary or rendered link of that session can carry it.
 */
const IMPORT = /(?:^|[\s(])@((?:~|\.{1,2})?\/[^\s`'")\]]{1,300})/g;

/** The secret stores a memory file's text imports (a project's `.env` is configuration, not one). */
export function importedSecrets(text: string): Array<{ path: string; cls: SecretClass; label: string }> {
  const out: Array<{ path: string; cls: SecretClass; label: string }> = [];
  let n = 0;
  for (const m of text.matchAll(IMPORT)) {
    if (++n > 200 || out.length >= 8) break;
    const secret = secretOf(m[1]!);
    if (secret && secret.cls !== 'dotenv')
      out.push({ path: m[1]!, cls: secret.cls, label: SECRET_LABEL[secret.cls] });
  }
  return out;
}

export function importedSecret(content: Value | undefined): { path: string; label: string } | undefined {
  return content ? importedSecrets(content.text)[0] : undefined;
}
