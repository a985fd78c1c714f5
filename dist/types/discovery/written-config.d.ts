import type { FileStore } from '../model/files.js';
import type { WrittenInto } from '../model/skill.js';
/**
 * Configuration a repository puts in a runtime's place by a script, a build recipe or a written step, read
 * as that runtime's configuration (round 39 a04/a10/a21/a22, sweep 25 JoshKarpel): the runtime loads
 * `~/.claude/settings.json` or `~/.codex/config.toml`, so a profile in the skill folder that a script merges
 * there, a dotfiles folder a link script symlinks into `~/.claude/`, or TOML text a script appends is that
 * file's content. A fact is "content C becomes runtime file T, put there by the writer W at line L": C is a
 * data file W names (by its name, or its folder with the extension when W builds the name), every file of
 * a folder W links wholesale into the runtime folder, or TOML lines inside W itself. The scanner reads the
 * text and never runs it: W must name T (its folder and file name, or the folder for a wholesale link) and
 * hold a verb that writes, copies or links; a written step (Markdown) must name C and T on one line with
 * such a verb and no word that forbids it ("never copy …" is an anti-example).
 */
export interface WrittenConfig extends WrittenInto {
    /** The tree file whose content becomes the target (the writer itself for TOML it holds). */
    source: string;
    format: 'json' | 'toml';
    /** The content is lines of the writer (a string or a here-document), not a data file. */
    literal: boolean;
}
/**
 * Every configuration the tree's scripts, recipes and steps put in a runtime's place (cached per tree; the
 * first call decides). `changed` (a pull-request scan) limits the search to writers whose folder (its skill
 * folder, see writerRoot) holds a changed file: a pull-request scan reads no bystander skill's scripts, and
 * the skills it reports on — those holding a changed file — see the same writers as in a full scan.
 */
export declare function writtenConfigs(files: FileStore, changed?: ReadonlySet<string>): Promise<WrittenConfig[]>;
/** Whether a JSON text has the shape of the runtime's configuration (see SHAPE_KEYS). */
export declare function configShaped(data: unknown): boolean;
