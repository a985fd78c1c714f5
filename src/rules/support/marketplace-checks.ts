import { isWithin, resolveRelative } from '../../analysis/repo-paths.js';
import type { Region, Severity } from '../../findings.js';
import type { JsonDoc } from '../../model/positions.js';
import type { MarketplaceInfo } from '../../model/skill.js';
import type { RuleContext } from '../types.js';

/**
 * Marketplace files (docs/skills.md §2.7), for the plugin-manifest rule: what `claude plugin validate`
 * rejects and what fails at install time.
 */

export const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MARKETPLACE_FIELDS = [
  '$schema',
  'name',
  'owner',
  'plugins',
  'description',
  'version',
  'metadata',
  'allowCrossMarketplaceDependenciesOn',
];
export const MAX_ENTRIES = 1000;

/** Reports one problem in a file: a stable id for it (the fingerprint's), the message, where, how bad. */
export type Rep = (
  path: string,
  problem: string,
  message: string,
  region: Region | undefined,
  severity: Severity,
) => void;

export function isObj(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** How a manifest file that is not a JSON object is reported: stable ids and the messages. */
export interface NotAnObject {
  notJson: { id: string; message: (error: string) => string };
  notObject: { id: string; message: string };
}

/** The JSON object a manifest or marketplace file holds; undefined after reporting why there is none. */
export function objectOf(
  doc: JsonDoc,
  path: string,
  report: Rep,
  said: NotAnObject,
): Record<string, unknown> | undefined {
  if (doc.error) {
    report(path, said.notJson.id, said.notJson.message(doc.error.message), doc.error.region, 'high');
    return undefined;
  }
  if (!isObj(doc.data)) {
    report(path, said.notObject.id, said.notObject.message, doc.regionAt([]), 'high');
    return undefined;
  }
  return doc.data;
}

/** A marketplace file: JSON, the required fields, its name and owner, then each plugin entry. */
export function checkMarketplace(ctx: RuleContext, m: MarketplaceInfo, report: Rep): void {
  const doc = m.doc;
  const path = m.path;
  const data = objectOf(doc, path, report, {
    notJson: {
      id: 'marketplace-file-is-not-valid',
      message: (e) => `marketplace file is not valid JSON (${e}): the marketplace cannot be added`,
    },
    notObject: { id: 'marketplace-file-must-be-a', message: 'marketplace file must be a JSON object' },
  });
  if (!data) return;
  const isFile = (f: string) => path === f || path.endsWith(`/${f}`);
  const file = ctx.model.registry.flatMap((p) => p.plugins?.marketplaces ?? []).find(isFile);
  // Names the runtimes reading this marketplace file reserve for their vendor's own marketplaces.
  const reserved = ctx.model.registry.flatMap((p) =>
    p.plugins?.marketplaces.some(isFile) ? p.plugins.reservedMarketplaceNames : [],
  );
  const absent = ['name', 'owner', 'plugins'].filter((k) => !(k in data));
  if (absent.length > 0) {
    report(
      path,
      'marketplace-is-missing-required',
      `marketplace is missing required ${absent.map((k) => `'${k}'`).join(', ')}: it fails validation and cannot be added`,
      doc.regionAt([]),
      'high',
    );
  }
  if (typeof data.name === 'string') {
    if (!KEBAB.test(data.name)) {
      report(
        path,
        'name-not-kebab',
        `marketplace name '${data.name}' is not kebab-case: users install with plugin@${data.name}, and validation rejects it`,
        doc.regionAt(['name']),
        'medium',
      );
    }
    if (reserved.includes(data.name)) {
      report(
        path,
        'name-reserved',
        `marketplace name '${data.name}' is reserved for official Anthropic marketplaces: Claude Code refuses it unless the marketplace comes from Anthropic's own repository`,
        doc.regionAt(['name']),
        'low',
      );
    }
  } else if ('name' in data) {
    report(
      path,
      'marketplace-name-must-be-a',
      'marketplace name must be a string',
      doc.regionAt(['name']),
      'high',
    );
  }
  if ('owner' in data && !(isObj(data.owner) && typeof data.owner.name === 'string')) {
    report(
      path,
      'marketplace-owner-must-be-an',
      "marketplace 'owner' must be an object with a 'name'",
      doc.regionAt(['owner']),
      'medium',
    );
  }
  for (const k of Object.keys(data)) {
    if (!MARKETPLACE_FIELDS.includes(k))
      report(
        path,
        'unknown-marketplace-field',
        `unknown marketplace field '${k}': ignored`,
        doc.keyRegionAt([k]),
        'low',
      );
  }
  if (!Array.isArray(data.plugins)) {
    if ('plugins' in data)
      report(
        path,
        'marketplace-plugins-must-be-a',
        "marketplace 'plugins' must be a list",
        doc.regionAt(['plugins']),
        'high',
      );
    return;
  }
  checkEntries(ctx, m, data.plugins, file, report);
}

/** Plugin entries: names unique and kebab-case, sources that stay in the repository and exist. */
function checkEntries(
  ctx: RuleContext,
  m: MarketplaceInfo,
  plugins: unknown[],
  file: string | undefined,
  report: Rep,
) {
  const { doc, path } = m;
  const base = !file || path === file ? '' : path.slice(0, -file.length - 1);
  const data = m.doc.data as Record<string, unknown>;
  const meta = isObj(data.metadata) ? data.metadata : {};
  const pluginRoot = typeof meta.pluginRoot === 'string' ? resolveRelative(base, meta.pluginRoot) : base;
  const names = new Map<string, number>();
  const missing: Array<{ src: string; name: string; at: Region | undefined }> = [];
  let localSources = 0;
  const where: EntryContext = { ctx, doc, path, base, pluginRoot, names, missing, report };
  plugins.slice(0, MAX_ENTRIES).forEach((entry, i) => {
    if (checkEntry(where, entry, i)) localSources++;
  });
  // When no local source exists at all, the tree is most likely partial (sparse checkout, trimmed copy):
  // one finding says so instead of one per plugin.
  if (missing.length > 1 && missing.length === localSources) {
    report(
      path,
      'no-local-sources-exist',
      `none of the ${missing.length} local plugin sources exist in the scanned tree (first: '${missing[0]!.src}'): either the plugin folders are missing from this repository and every install fails, or the scan saw a partial checkout`,
      doc.regionAt(['plugins']),
      'medium',
    );
    return;
  }
  for (const m of missing) {
    report(
      path,
      'source-missing',
      `plugin source '${m.src}' is not a folder in this repository: installing '${m.name}' fails`,
      m.at,
      'medium',
    );
  }
}

interface EntryContext {
  ctx: RuleContext;
  doc: JsonDoc;
  path: string;
  base: string;
  pluginRoot: string | undefined;
  names: Map<string, number>;
  missing: Array<{ src: string; name: string; at: Region | undefined }>;
  report: Rep;
}

/** One plugin entry; true when it has a local source (a folder of this repository). */
function checkEntry(w: EntryContext, entry: unknown, i: number): boolean {
  const { ctx, doc, path, base, pluginRoot, names, missing, report } = w;
  const at = doc.regionAt(['plugins', i]);
  if (!isObj(entry)) {
    report(
      path,
      'marketplace-plugin-entry-must-be',
      'marketplace plugin entry must be an object with name and source',
      at,
      'high',
    );
    return false;
  }
  const lacks = ['name', 'source'].filter((k) => !(k in entry));
  if (lacks.length > 0) {
    report(
      path,
      'marketplace-plugin-entry-is-missing',
      `marketplace plugin entry is missing ${lacks.map((k) => `'${k}'`).join(' and ')}: the marketplace fails validation`,
      at,
      'high',
    );
  }
  if (typeof entry.name === 'string') {
    const first = names.get(entry.name);
    if (first !== undefined) {
      report(
        path,
        'plugin-listed-twice',
        `plugin name '${entry.name}' is listed twice in this marketplace (entries ${first + 1} and ${i + 1}): only one can be installed`,
        doc.regionAt(['plugins', i, 'name']),
        'medium',
      );
    } else names.set(entry.name, i);
    if (!KEBAB.test(entry.name)) {
      report(
        path,
        'plugin-name-not-kebab',
        `marketplace plugin name '${entry.name}' is not kebab-case`,
        doc.regionAt(['plugins', i, 'name']),
        'medium',
      );
    }
  }
  const src = entry.source;
  if (typeof src === 'string') {
    if (/^[a-z][a-z0-9+.-]*:/i.test(src)) return false;
    const sat = doc.regionAt(['plugins', i, 'source']);
    const from = src.startsWith('./') || src.startsWith('../') ? base : (pluginRoot ?? base);
    const target = resolveRelative(from, src);
    if (target === undefined || src.startsWith('/') || !isWithin(target, base)) {
      report(
        path,
        'source-leaves-repository',
        `plugin source '${src}' leaves the marketplace repository: Claude Code cannot fetch it from this marketplace`,
        sat,
        'medium',
      );
    } else if (!ctx.model.files.isDir(target)) {
      missing.push({ src, name: String(entry.name ?? ''), at: sat });
    } else if (!src.startsWith('./') && pluginRoot === base) {
      report(
        path,
        'source-not-dot-slash',
        `plugin source '${src}' should start with './': relative sources are resolved from the marketplace root`,
        sat,
        'low',
      );
    }
    return true;
  } else if (src !== undefined && !(isObj(src) && typeof src.source === 'string')) {
    report(
      path,
      'plugin-source-must-be-a',
      "plugin source must be a './path' string or an object with a 'source' type (github, url, git-subdir, npm …)",
      doc.regionAt(['plugins', i, 'source']),
      'medium',
    );
  }
  return false;
}
