import { isWithin, joinPath, resolveRelative } from '../analysis/repo-paths.js';
import type { FindingInput, Region, Severity } from '../findings.js';
import type { JsonDoc } from '../model/positions.js';
import type { MarketplaceInfo, PluginInfo } from '../model/skill.js';
import { evidenceText } from './support/evidence.js';
import type { RuleContext } from './types.js';
import { defineRule } from './types.js';

/**
 * `.claude-plugin/plugin.json` and marketplace files (docs/skills.md §2.7): Claude Code refuses a plugin whose
 * manifest is not JSON or has a mistyped known field, warns and ignores unknown fields, and after install
 * only sees files inside the plugin folder — paths must start with `./` and stay inside it.
 */

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const SEMVER = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/;
const PATH_LIST_FIELDS = ['skills', 'commands', 'agents', 'workflows', 'outputStyles'];
const PATH_OR_INLINE_FIELDS = ['hooks', 'mcpServers', 'lspServers'];
type Kind = 'string' | 'object' | 'array' | 'boolean' | 'string|object' | 'paths' | 'paths|object';
const MANIFEST_FIELDS: Readonly<Record<string, Kind>> = {
  name: 'string',
  displayName: 'string',
  version: 'string',
  description: 'string',
  author: 'string|object',
  homepage: 'string',
  repository: 'string|object',
  license: 'string',
  keywords: 'array',
  metadata: 'object',
  defaultEnabled: 'boolean',
  $schema: 'string',
  experimental: 'object',
  userConfig: 'object',
  channels: 'array',
  dependencies: 'array',
  ...Object.fromEntries(PATH_LIST_FIELDS.map((f) => [f, 'paths' as Kind])),
  ...Object.fromEntries(PATH_OR_INLINE_FIELDS.map((f) => [f, 'paths|object' as Kind])),
};
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
const COMPONENT_DIRS = ['skills', 'commands', 'agents', 'hooks', 'output-styles', 'workflows'];
const MAX_ENTRIES = 1000;

function isObj(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function fits(v: unknown, kind: Kind): boolean {
  const str = typeof v === 'string';
  const strList = Array.isArray(v) && v.every((x) => typeof x === 'string');
  switch (kind) {
    case 'string':
      return str;
    case 'object':
      return isObj(v);
    case 'array':
      return Array.isArray(v);
    case 'boolean':
      return typeof v === 'boolean';
    case 'string|object':
      return str || isObj(v);
    case 'paths':
      return str || strList;
    case 'paths|object':
      return str || strList || isObj(v);
  }
}

/** Reports one problem in a file: a stable id for it (the fingerprint's), the message, where, how bad. */
type Rep = (
  path: string,
  problem: string,
  message: string,
  region: Region | undefined,
  severity: Severity,
) => void;

export default defineRule('plugin-manifest', (ctx) => {
  const docs = new Map<string, JsonDoc>();
  for (const p of ctx.model.plugins) if (p.manifestPath && p.manifest) docs.set(p.manifestPath, p.manifest);
  for (const m of ctx.model.marketplaces) docs.set(m.path, m.doc);
  const report: Rep = (path, problem, message, region, severity) => {
    const lines = docs.get(path)?.lines;
    const f: FindingInput = {
      message,
      location: region ? { path, region } : { path },
      severity,
      fingerprintKey: `${problem}|${lines ? evidenceText(lines, region) : ''}`,
    };
    ctx.report(f);
  };
  for (const p of ctx.model.plugins) {
    if (p.manifestPath && p.manifest) checkManifest(ctx, p, p.manifestPath, p.manifest, report);
    for (const d of COMPONENT_DIRS) {
      const inside = joinPath(joinPath(p.root, '.claude-plugin'), d);
      if (!ctx.model.files.isDir(inside)) continue;
      const first = ctx.model.files.filesUnder(inside)[0];
      report(
        first?.path ?? inside,
        'component-dir-inside-manifest-folder',
        `'${d}/' is inside .claude-plugin/: Claude Code looks for components at the plugin root (${joinPath(p.root, d) || d}/), so nothing in it is loaded; only plugin.json belongs in .claude-plugin/`,
        first ? { startLine: 1, startColumn: 1, endLine: 1, endColumn: 2 } : undefined,
        'medium',
      );
    }
  }
  for (const m of ctx.model.marketplaces) checkMarketplace(ctx, m, report);
});

function checkManifest(ctx: RuleContext, p: PluginInfo, path: string, doc: JsonDoc, report: Rep) {
  if (doc.error) {
    report(
      path,
      'plugin.json-is-not-valid-json',
      `plugin.json is not valid JSON (${doc.error.message}): Claude Code cannot load the plugin`,
      doc.error.region,
      'high',
    );
    return;
  }
  const data = doc.data;
  if (!isObj(data)) {
    report(
      path,
      'plugin.json-must-be-a-json',
      'plugin.json must be a JSON object: Claude Code cannot load the plugin',
      doc.regionAt([]),
      'high',
    );
    return;
  }
  if (!('name' in data)) {
    report(
      path,
      'plugin.json-has-no-name-its',
      "plugin.json has no 'name', its only required field: Claude Code cannot load the plugin",
      doc.regionAt([]),
      'high',
    );
  } else if (typeof data.name === 'string' && !KEBAB.test(data.name)) {
    report(
      path,
      'plugin-name',
      `plugin name '${data.name}' is not kebab-case (lowercase letters, digits, hyphens): claude plugin validate rejects it and it becomes the namespace of every skill (/${data.name}:…)`,
      doc.regionAt(['name']),
      'medium',
    );
  }
  for (const [key, value] of Object.entries(data).slice(0, MAX_ENTRIES)) {
    const kind = MANIFEST_FIELDS[key];
    if (kind === undefined) {
      report(
        path,
        'unknown-plugin.json-field',
        `unknown plugin.json field '${key}': Claude Code warns and ignores it`,
        doc.keyRegionAt([key]),
        'low',
      );
      continue;
    }
    if (!fits(value, kind)) {
      report(
        path,
        'plugin.json-field',
        `plugin.json field '${key}' has the wrong type (expected ${kind.replace('paths', 'a path or list of paths').replace('|', ' or ')}): Claude Code refuses to load the plugin`,
        doc.regionAt([key]),
        'high',
      );
      continue;
    }
    if (key === 'author' && isObj(value) && typeof value.name !== 'string') {
      report(
        path,
        'plugin.json-author-has-no-name',
        "plugin.json 'author' has no 'name': the plugin shows no author",
        doc.regionAt([key]),
        'low',
      );
    }
    if (
      (key === 'homepage' || key === 'repository') &&
      typeof value === 'string' &&
      !/^https?:\/\/\S+$/.test(value)
    ) {
      report(
        path,
        'url-not-http',
        `plugin.json '${key}' '${value}' is not an http(s) URL: plugin browsers cannot link it`,
        doc.regionAt([key]),
        'low',
      );
    }
    if (key === 'version' && typeof value === 'string' && !SEMVER.test(value)) {
      report(
        path,
        'plugin-version',
        `plugin version '${value}' is not semantic versioning (MAJOR.MINOR.PATCH): updates are compared by version`,
        doc.regionAt([key]),
        'low',
      );
    }
    if (kind === 'paths' || kind === 'paths|object') {
      const list = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
      list.slice(0, MAX_ENTRIES).forEach((v, i) => {
        const at = doc.regionAt(typeof value === 'string' ? [key] : [key, i]);
        checkComponentPath(ctx, p.root, path, key, v as string, at, report);
      });
    }
  }
}

function checkComponentPath(
  ctx: RuleContext,
  root: string,
  manifest: string,
  key: string,
  v: string,
  at: Region | undefined,
  report: Rep,
) {
  if (/^[a-z]+:\/\//i.test(v)) return;
  if (v.startsWith('/') || /^[A-Za-z]:[\\/]/.test(v)) {
    report(
      manifest,
      'path-absolute',
      `${key} path '${v}' is absolute: plugin paths must be relative and start with './'; it will not exist on other machines`,
      at,
      'medium',
    );
    return;
  }
  if (!(v.startsWith('./') || v.startsWith('../') || (key === 'skills' && v === '.'))) {
    report(
      manifest,
      'path-not-dot-slash',
      `${key} path '${v}' must start with './': claude plugin validate rejects it and Claude Code may not resolve it`,
      at,
      'medium',
    );
  }
  const target = resolveRelative(root, v.replace(/\$\{CLAUDE_PLUGIN_ROOT\}\/?/, ''));
  if (target === undefined || !isWithin(target, root)) {
    report(
      manifest,
      'path-leaves-plugin',
      `${key} path '${v}' leaves the plugin folder: installed plugins are copied on their own, so it will not exist after install`,
      at,
      'medium',
    );
    return;
  }
  if (isWithin(target, joinPath(root, '.claude-plugin')) && target !== joinPath(root, '.claude-plugin')) {
    report(
      manifest,
      'path-inside-manifest-folder',
      `${key} path '${v}' points inside .claude-plugin/, which should hold only plugin.json`,
      at,
      'low',
    );
  }
  if (!ctx.model.files.has(target)) {
    report(
      manifest,
      'path-missing',
      `${key} path '${v}' does not exist in the plugin: Claude Code loads nothing from it`,
      at,
      'medium',
    );
  }
}

function checkMarketplace(ctx: RuleContext, m: MarketplaceInfo, report: Rep) {
  const doc = m.doc;
  const path = m.path;
  if (doc.error) {
    report(
      path,
      'marketplace-file-is-not-valid',
      `marketplace file is not valid JSON (${doc.error.message}): the marketplace cannot be added`,
      doc.error.region,
      'high',
    );
    return;
  }
  const data = doc.data;
  if (!isObj(data)) {
    report(
      path,
      'marketplace-file-must-be-a',
      'marketplace file must be a JSON object',
      doc.regionAt([]),
      'high',
    );
    return;
  }
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
        'marketplace-name',
        `marketplace name '${data.name}' is not kebab-case: users install with plugin@${data.name}, and validation rejects it`,
        doc.regionAt(['name']),
        'medium',
      );
    }
    if (reserved.includes(data.name)) {
      report(
        path,
        'marketplace-name-2',
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
  const base = !file || path === file ? '' : path.slice(0, -file.length - 1);
  const meta = isObj(data.metadata) ? data.metadata : {};
  const pluginRoot = typeof meta.pluginRoot === 'string' ? resolveRelative(base, meta.pluginRoot) : base;
  const names = new Map<string, number>();
  const missing: Array<{ src: string; name: string; at: Region | undefined }> = [];
  let localSources = 0;
  data.plugins.slice(0, MAX_ENTRIES).forEach((entry, i) => {
    const at = doc.regionAt(['plugins', i]);
    if (!isObj(entry)) {
      report(
        path,
        'marketplace-plugin-entry-must-be',
        'marketplace plugin entry must be an object with name and source',
        at,
        'high',
      );
      return;
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
          'plugin-name-2',
          `plugin name '${entry.name}' is listed twice in this marketplace (entries ${first + 1} and ${i + 1}): only one can be installed`,
          doc.regionAt(['plugins', i, 'name']),
          'medium',
        );
      } else names.set(entry.name, i);
      if (!KEBAB.test(entry.name)) {
        report(
          path,
          'marketplace-plugin-name',
          `marketplace plugin name '${entry.name}' is not kebab-case`,
          doc.regionAt(['plugins', i, 'name']),
          'medium',
        );
      }
    }
    const src = entry.source;
    if (typeof src === 'string') {
      if (/^[a-z][a-z0-9+.-]*:/i.test(src)) return;
      const sat = doc.regionAt(['plugins', i, 'source']);
      localSources++;
      const from = src.startsWith('./') || src.startsWith('../') ? base : (pluginRoot ?? base);
      const target = resolveRelative(from, src);
      if (target === undefined || src.startsWith('/') || !isWithin(target, base)) {
        report(
          path,
          'plugin-source',
          `plugin source '${src}' leaves the marketplace repository: Claude Code cannot fetch it from this marketplace`,
          sat,
          'medium',
        );
      } else if (!ctx.model.files.isDir(target)) {
        missing.push({ src, name: String(entry.name ?? ''), at: sat });
      } else if (!src.startsWith('./') && pluginRoot === base) {
        report(
          path,
          'plugin-source-2',
          `plugin source '${src}' should start with './': relative sources are resolved from the marketplace root`,
          sat,
          'low',
        );
      }
    } else if (src !== undefined && !(isObj(src) && typeof src.source === 'string')) {
      report(
        path,
        'plugin-source-must-be-a',
        "plugin source must be a './path' string or an object with a 'source' type (github, url, git-subdir, npm …)",
        doc.regionAt(['plugins', i, 'source']),
        'medium',
      );
    }
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
      'plugin-source-3',
      `plugin source '${m.src}' is not a folder in this repository: installing '${m.name}' fails`,
      m.at,
      'medium',
    );
  }
}
