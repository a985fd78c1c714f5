import { isWithin } from '../../analysis/repo-paths.js';
import type { ScanModel } from '../../model/model.js';
import { declaredName, type SkillDoc } from '../../model/skill.js';
import { loadersOf } from './runtimes.js';
import { readToolList } from './tool-list.js';

/**
 * Whether a skill document's `allowed-tools` applies where it sits: what installs it — a runtime's skills or
 * commands folder, or a plugin a marketplace lists — and whether that happens only from inside a folder
 * whose name says its contents are kept out of use. The rule weighs the answer (rules/permissive-allowed-tools.md).
 */

/**
 * Words of a folder name that say its contents are kept out of use: backups and archives, drafts and planned
 * skills not yet released, test fixtures, scratch work. Names are read whole, never as topics: a folder is
 * one of these only when every word of its name is such a word, a word that says what it keeps (`skills`,
 * `plugins`, `test`), or a number (`backups`, `backup-20250312-101500`, `plugin-backups`, `planned-skills`,
 * `__fixtures__`, `test-fixtures`), so `db-backup-tools` or `backup-strategy` is a topic and not one.
 * `examples`, `templates` and `samples` are not here: collections publish skills under those names.
 */
const HOLDING_WORDS = new Set([
  'backup',
  'backups',
  'bak',
  'archive',
  'archived',
  'archives',
  'draft',
  'drafts',
  'planned',
  'wip',
  'scratch',
  'deprecated',
  'obsolete',
  'old',
  'unused',
  'fixture',
  'fixtures',
]);
const KEPT_WORDS = new Set([
  'skill',
  'skills',
  'plugin',
  'plugins',
  'command',
  'commands',
  'test',
  'tests',
  'e2e',
]);

function isHoldingName(name: string): boolean {
  const words = name
    .toLowerCase()
    .split(/[-_.\s]/)
    .filter((w) => w !== '' && !/^\d+$/.test(w));
  return (
    words.some((w) => HOLDING_WORDS.has(w)) && words.every((w) => HOLDING_WORDS.has(w) || KEPT_WORDS.has(w))
  );
}

/**
 * The outermost folder above the document with a holding name, or undefined. The skill's own folder is its
 * name (a skill called `backups` is published like any other), so only the folders above it count.
 */
export function holdingFolderOf(doc: SkillDoc): string | undefined {
  const parts = doc.path.split('/');
  const above = parts.length - (doc.kind === 'skill' ? 2 : 1);
  for (let i = 0; i < above && i < 64; i++)
    if (isHoldingName(parts[i]!)) return parts.slice(0, i + 1).join('/');
  return undefined;
}

/** What places a document, seen from a holding folder around it. */
export type Reach =
  /** Nothing: no runtime folder, and no marketplace lists its plugin (a manifest alone installs nothing). */
  | { by: 'nothing' }
  /** Only something inside the holding folder: a project folder or a marketplace kept there (`how`: for whom). */
  | { by: 'inside'; what: string; how: string }
  /** Something outside it: a runtime folder or marketplace that installs the copy as it is. */
  | { by: 'outside' };

/** The project folders of runtimes that load skills, commands and subagents (`.claude/skills`, `.claude/commands`). */
function projectFolders(model: ScanModel): string[] {
  const dirs = new Set<string>();
  for (const p of model.profiles) {
    for (const d of p.skills.project) dirs.add(d);
    if (p.commands) dirs.add(p.commands.dir);
    if (p.agents) dirs.add(p.agents.dir);
  }
  return [...dirs];
}

function reachOf(model: ScanModel, doc: SkillDoc, held: string): Reach {
  if (doc.scope === 'collection') return { by: 'nothing' };
  if (doc.scope === 'plugin') {
    const plugin = model.plugins.find((p) => p.root === doc.plugin);
    // A plugin that places a folder inside the holding one (its manifest names it) installs it as it is.
    if (!plugin || !isWithin(plugin.root, held)) return { by: 'outside' };
    if (plugin.listedIn.some((m) => !isWithin(m, held))) return { by: 'outside' };
    const lister = plugin.listedIn[0];
    return lister
      ? {
          by: 'inside',
          what: `the marketplace ${lister}`,
          how: 'to someone who adds that marketplace by path',
        }
      : { by: 'nothing' };
  }
  // A runtime folder: a nested one inside the holding folder loads the copy only where an agent works there.
  if (doc.scope !== 'nested') return { by: 'outside' };
  const folders = projectFolders(model);
  let inside: string | undefined;
  for (const inv of doc.invocations.slice(0, 50)) {
    const at = folders
      .map((d) => inv.via.indexOf(`/${d}/`))
      .filter((i) => i >= 0)
      .sort((a, b) => a - b)[0];
    if (inv.scope !== 'nested' || at === undefined || !isWithin(inv.via.slice(0, at), held))
      return { by: 'outside' };
    inside ??= inv.via.slice(0, at);
  }
  return inside === undefined
    ? { by: 'outside' }
    : {
        by: 'inside',
        what: `the project folder ${inside}/`,
        how: 'only where an agent works in that folder',
      };
}

export interface HeldCopy {
  held: string;
  reach: Exclude<Reach, { by: 'outside' }>;
}

const INSTALLS_ELSEWHERE = new WeakMap<ScanModel, boolean>();

/**
 * Whether the repository installs skills outside every holding folder: a skill or command some runtime folder
 * or plugin places. Without that, a folder's name proves nothing (a collection kept only under `backups/`
 * is what the repository publishes), and no copy is lowered.
 */
function installsElsewhere(model: ScanModel): boolean {
  let v = INSTALLS_ELSEWHERE.get(model);
  if (v === undefined) {
    v = model.skills.some((d) => d.kind !== 'agent' && d.scope !== 'collection' && !holdingFolderOf(d));
    INSTALLS_ELSEWHERE.set(model, v);
  }
  return v;
}

/**
 * A copy kept in a holding folder that nothing outside that folder installs, in a repository that installs
 * its skills elsewhere; undefined otherwise.
 */
export function heldCopyOf(model: ScanModel, doc: SkillDoc): HeldCopy | undefined {
  const held = holdingFolderOf(doc);
  if (held === undefined || !installsElsewhere(model)) return undefined;
  const reach = reachOf(model, doc, held);
  return reach.by === 'outside' ? undefined : { held, reach };
}

const INSTALLED_BY_NAME = new WeakMap<ScanModel, Map<string, SkillDoc[]>>();

/** Skills some runtime folder or plugin places, outside every holding folder, by name (lower case). */
function installedByName(model: ScanModel): Map<string, SkillDoc[]> {
  let byName = INSTALLED_BY_NAME.get(model);
  if (!byName) {
    byName = new Map();
    for (const d of model.skills) {
      if (d.kind !== 'skill' || d.scope === 'collection' || holdingFolderOf(d)) continue;
      const key = (declaredName(d) ?? d.folderName).toLowerCase();
      byName.set(key, [...(byName.get(key) ?? []), d]);
    }
    INSTALLED_BY_NAME.set(model, byName);
  }
  return byName;
}

/**
 * For a skill that nothing places (a collection copy: no runtime folder, no plugin), another copy of the same
 * skill (same name) that a runtime folder or plugin installs and that grants this very entry, at least as
 * readily (not only on the user's command when this copy is not): the grant is reported at full grade there,
 * so this copy adds nothing anyone installs. `accepts` says whether that copy is judged at full grade.
 */
export function installedTwinGranting(
  model: ScanModel,
  doc: SkillDoc,
  entry: string,
  accepts: (twin: SkillDoc) => boolean,
): SkillDoc | undefined {
  if (doc.kind !== 'skill' || (doc.scope !== 'collection' && !ignoresAllowedTools(model, doc)))
    return undefined;
  const userOnly = (d: SkillDoc) => d.frontmatter.get('disable-model-invocation') === true;
  const key = (declaredName(doc) ?? doc.folderName).toLowerCase();
  for (const twin of (installedByName(model).get(key) ?? []).slice(0, 20)) {
    if (
      twin === doc ||
      (userOnly(twin) && !userOnly(doc)) ||
      !accepts(twin) ||
      ignoresAllowedTools(model, twin)
    )
      continue;
    const list = readToolList(twin.frontmatter, 'allowed-tools');
    if (list?.entries.some((e) => e.text === entry)) return twin;
  }
  return undefined;
}

/**
 * Every runtime that places this skill leaves `allowed-tools` alone (a Codex plugin's copy: Codex reads only
 * name, description and metadata), so its grant applies nowhere it is installed; undefined loaders (a copy
 * nothing places) are the collection case above.
 */
export function ignoresAllowedTools(model: ScanModel, doc: SkillDoc): boolean {
  const loaders = loadersOf(model, doc);
  return loaders.length > 0 && loaders.every((p) => !p.frontmatter.skill.includes('allowed-tools'));
}
