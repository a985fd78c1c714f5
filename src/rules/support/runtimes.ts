import type { RuntimeProfile } from '../../discovery/runtimes/index.js';
import type { StrictAgentFormat } from '../../discovery/runtimes/types.js';
import { buildListingSettings, type ListingSettings } from '../../listing-settings.js';
import type { ScanModel } from '../../model/model.js';
import type { RuntimeId, SkillDoc } from '../../model/skill.js';
import type { RuleContext } from '../types.js';

/**
 * What rules ask about runtimes, answered from the profiles on the model (src/discovery/runtimes/):
 * rules never compare a runtime id with a literal.
 */

/** The profile of an emulated runtime. */
export function profileIn(model: ScanModel, id: RuntimeId): RuntimeProfile | undefined {
  return model.profiles.find((p) => p.id === id);
}

/** The profiles of the runtimes that load this entry, in list order. */
export function loadersOf(model: ScanModel, doc: SkillDoc): RuntimeProfile[] {
  return model.profiles.filter((p) => doc.runtimes.includes(p.id));
}

/**
 * Whether a runtime that loads this document reads frontmatter `key` in that kind of file: a subagent takes
 * the runtime's subagent keys (Claude Code's read `tools`, an availability list, never a skill's
 * `allowed-tools`), a legacy command its command keys. A document no runtime places is judged by every
 * runtime that has that kind of file. Skills are not judged here (each rule weighs who acts on a skill key).
 */
export function kindReadsKey(model: ScanModel, doc: SkillDoc, key: string): boolean {
  if (doc.kind === 'skill') return true;
  const loaders = loadersOf(model, doc);
  const folders = (loaders.length > 0 ? loaders : model.registry)
    .map((p) => (doc.kind === 'agent' ? p.agents : p.commands))
    .filter((f) => f !== null && f !== undefined);
  // No profile describes this kind of file: nothing says the key is ignored.
  return folders.length === 0 || folders.some((f) => f.keys.includes(key));
}

/**
 * The strict subagent format a document is judged by, with the runtime that rejects a bad file: when every
 * runtime that loads it validates its agents strictly (Gemini CLI), or, for a file no runtime loads, when
 * it sits in such a runtime's agents folder (`.gemini/agents/<category>/x.md`, copied in by hand). A file a
 * lenient runtime loads as well (Claude Code) is judged by that runtime's rule, as before.
 */
export function strictAgentFormatOf(
  model: ScanModel,
  doc: SkillDoc,
): { format: StrictAgentFormat; keys: readonly string[]; runtime: string } | undefined {
  if (doc.kind !== 'agent') return undefined;
  const loaders = loadersOf(model, doc);
  const hay = `/${doc.path}`;
  const pool =
    loaders.length > 0
      ? loaders
      : model.registry.filter((p) => p.agents && hay.includes(`/${p.agents.dir}/`));
  const first = pool[0]?.agents;
  if (!first?.strict || pool.some((p) => !p.agents?.strict)) return undefined;
  return { format: first.strict, keys: first.keys, runtime: pool[0]!.name };
}

/** Display names, in list order, for a message. */
export function namesOf(model: ScanModel, ids: readonly RuntimeId[]): string {
  return ids.map((id) => profileIn(model, id)?.name ?? id).join(', ');
}

/** Skills some runtime keeps out of the model's listing (explicit invocation only). */
export function explicitOnlyAnywhere(model: ScanModel): Set<SkillDoc> {
  return new Set([...model.explicitOnly.values()].flatMap((s) => [...s]));
}

/** The listing settings a listing rule uses: its own options when given, else the scan's. */
export function listingSettingsOf(ctx: RuleContext): ListingSettings {
  if (Object.keys(ctx.options).length === 0) return ctx.model.listing;
  return buildListingSettings({ raw: ctx.options, registry: ctx.model.profiles });
}

/**
 * The folder a nested skill root sits under (`apps/web` for `apps/web/.claude/skills/x/SKILL.md`), from
 * the runtime's project skill folders; '' at the repository root.
 */
export function nestedPrefix(model: ScanModel, runtime: RuntimeId, via: string): string {
  for (const d of profileIn(model, runtime)?.skills.project ?? []) {
    if (via.startsWith(`${d}/`)) return '';
    const i = via.indexOf(`/${d}/`);
    if (i >= 0) return via.slice(0, i);
  }
  return '';
}

/**
 * The repository's marketplace for the runtimes that act on this document's `allowed-tools` leaves its
 * plugin out, while another runtime's marketplace lists it (a `plugins-copilot/` copy published through
 * `.github/plugin/marketplace.json` beside a `.claude-plugin/marketplace.json` that lists `plugins-claude/`):
 * users who add the marketplace never get this copy, so a grant in it applies only to someone who loads the
 * folder by path. The marketplace files that leave it out, or undefined when that is not the case.
 */
export function leftOutOfActingMarketplaces(model: ScanModel, doc: SkillDoc): string[] | undefined {
  const plugin = doc.plugin === undefined ? undefined : model.plugins.find((p) => p.root === doc.plugin);
  if (!plugin || plugin.listedIn.length === 0) return undefined;
  const acting = loadersOf(model, doc).filter((p) => p.tools?.readsAllowedTools);
  if (acting.length === 0) return undefined;
  const leaving: string[] = [];
  for (const r of acting) {
    const own = model.marketplaces.filter((m) => m.runtimes.includes(r.id));
    if (own.length === 0 || own.some((m) => m.pluginRoots.includes(plugin.root))) return undefined;
    for (const m of own) if (!leaving.includes(m.path)) leaving.push(m.path);
  }
  return leaving;
}
