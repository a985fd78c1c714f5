/**
 * Names of copies of a file: what an editor, a patch or a person leaves beside the file they change
 * (`SKILL.md~`, `.SKILL.md.swp`, `install.sh.orig`, `SKILL.md.bak.20260720145847`), and the sample a
 * project ships for someone to copy into place (`pip.conf.sample`, `settings.example.json`). Read by the
 * reference extraction (a copy of a file name is a file name), by the language of a file (a copy of
 * `defaults.sh` is shell, whatever it is called: a script may copy it back and source it) and by the
 * model's load status (src/model/load-status.ts: a copy nothing loads is dormant; one a script copies into
 * place and loads is live, with the meaning of the place).
 */
/**
 * An editor's leftover (backup, swap or lock file), a copy kept by hand or by a tool (`.bak`, `.orig`), or
 * a sample meant to be copied into place (`.sample`, `.example`, `.tmpl`, `.template`).
 */
export type CopyKind = 'backup' | 'editor' | 'template';
/**
 * The live name a copy's name points at, or undefined when the name is no copy's: editor leftovers
 * (`name~`, vim's `.name.swp`, emacs's `#name#` and `.#name`), kept copies (`name.bak`, `name.bak.<date>`,
 * `name.orig`, `name.rej`, `name.old`, `name.bak.md`, `name-backup.md`) and samples (`name.sample`,
 * `name.example.json`, `name.tmpl`).
 */
export declare function copyNameOf(name: string): {
    kind: CopyKind;
    live: string;
} | undefined;
