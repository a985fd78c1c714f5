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

/** Words that, as a name's own part, say the file is a kept copy of another (`.bak`, `-backup`, `.orig`). */
const COPY_PART = /^(?:bak|backup|orig|rej|old|save)(?:[-_]?\d{1,14})?$/i;
/**
 * Words that, as a name's own part, say the file is a sample to copy into place. Not `.dist` nor
 * `.default`: phpunit, phpcs and many loaders read `phpunit.xml.dist` or `config.default.json` themselves.
 */
const TEMPLATE_PART = /^(?:sample|example|tmpl|template)$/i;
/** The same word glued to the stem with a separator: `install_old.sh`, `SKILL-backup.md`, Finder's `SKILL copy.md`. */
const COPY_TAIL = /[-_ ](?:bak|backup|orig|old|copy)(?:[-_ ]?\d{1,14})?$/i;
/** What may follow the copy word: a date or counter (`.bak.20260720145847`, `.bak.1`). */
const STAMP = /^\d{1,14}$/;

/**
 * The live name a copy's name points at, or undefined when the name is no copy's: editor leftovers
 * (`name~`, vim's `.name.swp`, emacs's `#name#` and `.#name`), kept copies (`name.bak`, `name.bak.<date>`,
 * `name.orig`, `name.rej`, `name.old`, `name.bak.md`, `name-backup.md`) and samples (`name.sample`,
 * `name.example.json`, `name.tmpl`).
 */
export function copyNameOf(name: string): { kind: CopyKind; live: string } | undefined {
  if (name.length > 255 || name.length < 3) return undefined;
  if (name.endsWith('~')) return { kind: 'editor', live: name.slice(0, -1) };
  if (name.startsWith('.#')) return { kind: 'editor', live: name.slice(2) };
  if (name.startsWith('#') && name.endsWith('#')) return { kind: 'editor', live: name.slice(1, -1) };
  const parts = name.split('.');
  const last = parts[parts.length - 1]!;
  if (name.startsWith('.') && /^sw[a-p]$/i.test(last) && parts.length >= 3)
    return { kind: 'editor', live: parts.slice(1, -1).join('.') };
  // `SKILL.md.bak`, `SKILL.md.bak.20260720145847`, `SKILL.bak.md`: the last copy word after the stem.
  // A dot-file's first part is its name (`.env.bak` copies `.env`).
  // `pip.conf.sample`, `settings.example.json`: the sample word after the stem, with no stamp.
  for (let i = parts.length - 1; i >= (parts[0] === '' ? 2 : 1); i--) {
    const template = TEMPLATE_PART.test(parts[i]!);
    if (!template && !COPY_PART.test(parts[i]!)) continue;
    const after = parts.slice(i + 1);
    const before = parts.slice(0, i).join('.');
    const kind: CopyKind = template ? 'template' : 'backup';
    if (after.length === 0 || (!template && after.every((p) => STAMP.test(p)))) return { kind, live: before };
    if (after.length === 1) return { kind, live: `${before}.${after[0]}` };
    return undefined;
  }
  // `install_old.sh`, `SKILL-backup.md`: the stem ends in the copy word.
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const tail = COPY_TAIL.exec(stem);
  if (tail && tail.index > 0)
    return { kind: 'backup', live: `${stem.slice(0, tail.index)}${dot > 0 ? name.slice(dot) : ''}` };
  return undefined;
}
