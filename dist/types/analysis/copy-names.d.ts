/**
 * Names of leftover copies of a file: what an editor, a patch or a person leaves beside the file they
 * change (`SKILL.md~`, `.SKILL.md.swp`, `install.sh.orig`, `SKILL.md.bak.20260720145847`). Read by the
 * reference extraction (a copy of a file name is a file name) and by the model's load status
 * (src/model/load-status.ts: a copy nothing loads is dormant).
 */
/** An editor's leftover (backup, swap or lock file) or a copy kept by hand or by a tool (`.bak`, `.orig`). */
export type CopyKind = 'backup' | 'editor';
/**
 * The live name a leftover copy's name points at, or undefined when the name is no copy's: editor
 * leftovers (`name~`, vim's `.name.swp`, emacs's `#name#` and `.#name`) and kept copies (`name.bak`,
 * `name.bak.<date>`, `name.orig`, `name.rej`, `name.old`, `name.bak.md`, `name-backup.md`).
 */
export declare function copyNameOf(name: string): {
    kind: CopyKind;
    live: string;
} | undefined;
