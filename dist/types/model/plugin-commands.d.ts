import type { RawRef } from '../analysis/references.js';
import type { FileStore } from './files.js';
import type { SkillDoc } from './skill.js';
/**
 * The `bin/` files of its plugin that a plugin skill's commands run (Claude Code puts the folder on the Bash
 * tool's PATH): every common command the text runs, as a candidate the plugin may ship (`bin/npm`), and every
 * command named like a file the plugin does ship (its own `mdfix`, a look-alike `рytest`).
 */
export declare function pluginCommandRefs(files: FileStore, doc: SkillDoc, text: string): RawRef[];
