/**
 * Names of leftover copies of a file: what an editor, a patch or a person leaves beside the file they
 * change (`SKILL.md~`, `.SKILL.md.swp`, `install.sh.orig`, `SKILL.md.bak.20260720145847`). Read by the
 * reference extraction (a copy of a file name is a file name) and by the model's load status
 * (src/model/load-status.ts: a copy nothing loads is dormant).
 */

/** An editor's leftover (backup, swap or lock file) or a copy kept by hand or by a tool (`.bak`, `.orig`). */
export type CopyKind = 'backup' | 'editor';

/** Words that, as a name's own part, say the file is a kept copy of another (`.bak`, `-backup`, `.orig`). */
const COPY_PART = /^(?:bak|backup|orig|rej|old|save)(?:[-_]?\d{1,14})?$/i;
/** The same word glued to the stem with a separator: `install_old.sh`, `SKILL-backup.md`, Finder's `SKILL copy.md`. */
const COPY_TAIL = /[-_ ](?:bak|backup|orig|old|copy)(?:[-_ ]?\d{1,14})?$/i;
/** What may follow the copy word: a date or counter (`.bak.20260720145847`, `.bak.1`). */
const STAMP = /^\d{1,14}$/;

/**
 * The live name a leftover copy's name points at, or undefined when the name is no copy's: editor
 * leftovers (`name~`, vim's `.name.swp`, emacs's `#name#` and `.#name`) and kept copies (`name.bak`,
 * `name.bak.<date>`, `name.orig`, `name.rej`, `name.old`, `name.bak.md`, `name-backup.md`).
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
  for (let i = parts.length - 1; i >= (parts[0] === '' ? 2 : 1); i--) {
    if (!COPY_PART.test(parts[i]!)) continue;
    const after = parts.slice(i + 1);
    const before = parts.slice(0, i).join('.');
    if (after.every((p) => STAMP.test(p))) return { kind: 'backup', live: before };
    if (after.length === 1) return { kind: 'backup', live: `${before}.${after[0]}` };
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
