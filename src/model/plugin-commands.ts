import type { RawRef } from '../analysis/references.js';
import { pluginBinRefs, shadowedCommandRefs } from '../analysis/shadowed-commands.js';
import type { FileStore } from './files.js';
import type { SkillDoc } from './skill.js';

/** At most this many `bin/` files of one plugin are matched against its skills' commands. */
const MAX_BIN_FILES = 64;

/**
 * The `bin/` files of its plugin that a plugin skill's commands run (Claude Code puts the folder on the Bash
 * tool's PATH): every common command the text runs, as a candidate the plugin may ship (`bin/npm`), and every
 * command named like a file the plugin does ship (its own `mdfix`, a look-alike `рytest`).
 */
export function pluginCommandRefs(files: FileStore, doc: SkillDoc, text: string): RawRef[] {
  if (doc.plugin === undefined) return [];
  const bin = doc.plugin === '' ? 'bin' : `${doc.plugin}/bin`;
  const names = new Set<string>();
  for (const f of files.filesUnder(bin)) {
    const name = f.path.slice(bin.length + 1);
    if (!name.includes('/') && names.size < MAX_BIN_FILES) names.add(name);
  }
  return [...shadowedCommandRefs(text, doc.bodyStart), ...pluginBinRefs(text, doc.bodyStart, names)];
}
