import type { Location, Region, Severity } from '../../findings.js';
import type { HooksFile, WrittenInto } from '../../model/skill.js';
import type { RuleContext } from '../types.js';
import { lowerSeverity } from './text-context.js';

/**
 * Wording and grade for settings a repository writes into a runtime's place (src/discovery/written-config.ts)
 * rather than ships there: the same check as the runtime file, said of the file it becomes. Who it reaches
 * follows the target — the user's home file applies to every session in every project, a project's to
 * everyone who opens that project. A dotfiles repository linking its owner's own file into the home folder
 * is one step lower: the owner's choice, inherited by whoever installs the dotfiles.
 */

const VERBS: Record<WrittenInto['how'], string> = {
  link: 'links',
  copy: 'copies',
  merge: 'merges',
  append: 'appends',
  write: 'writes',
};

export interface WrittenNote {
  /** Who the setting reaches, replacing "everyone who opens this project". */
  whom: string;
  /** The sentence naming the writer. */
  by: string;
  related: Location[];
  /** The grade after the writer's circumstances (a dotfiles owner's own link, a user's option). */
  grade: (s: Severity) => Severity;
}

export function writtenNote(w: WrittenInto): WrittenNote {
  const line = w.writer.region.startLine;
  const by = ` (${w.writer.path}:${line} ${VERBS[w.how]} this file into ${w.target}${
    w.dotfiles
      ? '; a dotfiles repository linking its owner\u2019s own settings: one step lower, but whoever installs these dotfiles gets them'
      : ''
  }${w.optIn ? '; only when the user passes the script option that turns it on: one step lower' : ''})`;
  const steps = (w.dotfiles ? 1 : 0) + (w.optIn ? 1 : 0);
  return {
    whom: w.home
      ? 'for every session of this user, in every project (the user\u2019s own settings need no project trust)'
      : 'for everyone who opens the project it is written into',
    by,
    related: [
      { path: w.writer.path, region: w.writer.region, message: `writes this content into ${w.target}` },
    ],
    grade: (s) => (steps > 0 ? lowerSeverity(s, steps) : s),
  };
}

/** The written settings file a launch point was read from, if it was written rather than shipped. */
export function writtenSettingsAt(ctx: RuleContext, path: string): HooksFile | undefined {
  return ctx.model.hooksFiles.find((h) => h.path === path && h.written !== undefined);
}

/** A location with the writer's line appended to the related locations. */
export function withWriter(
  location: { path: string; region?: Region },
  note: WrittenNote | undefined,
  related: Location[] = [],
): { location: { path: string; region?: Region }; related?: Location[] } {
  const all = [...related, ...(note?.related ?? [])];
  return { location, ...(all.length > 0 ? { related: all } : {}) };
}

/**
 * Whether a write's content is a file this writer puts in a runtime's place that is already read as that
 * runtime file (its grants are reported there, at their own lines, with this writer related).
 */
export function reportedAtSource(
  ctx: RuleContext,
  writer: string,
  content: { taints: readonly string[]; from?: string },
): boolean {
  const from = content.from;
  if (!from || !content.taints.includes('file')) return false;
  const name = from.slice(from.lastIndexOf('/') + 1);
  return ctx.model.hooksFiles.some(
    (h) => h.written?.writer.path === writer && h.path.slice(h.path.lastIndexOf('/') + 1) === name,
  );
}
