import { isWithin, joinPath, resolveRelative } from '../analysis/repo-paths.js';
import type { FindingInput, Region } from '../findings.js';
import type { JsonDoc } from '../model/positions.js';
import type { PluginInfo } from '../model/skill.js';
import { evidenceText } from './support/evidence.js';
import {
  checkMarketplace,
  isObj,
  KEBAB,
  MAX_ENTRIES,
  objectOf,
  type Rep,
} from './support/marketplace-checks.js';
import type { RuleContext } from './types.js';
import { defineRule } from './types.js';

/**
 * `.claude-plugin/plugin.json` and marketplace files (docs/skills.md §2.7): Claude Code refuses a plugin whose
 * manifest is not JSON or has a mistyped known field, warns and ignores unknown fields, and after install
 * only sees files inside the plugin folder — paths must start with `./` and stay inside it.
 */

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
const COMPONENT_DIRS = ['skills', 'commands', 'agents', 'hooks', 'output-styles', 'workflows'];

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
    if (p.manifestPath && p.manifest && !CODEX_FORMAT.test(p.manifestPath))
      checkManifest(ctx, p, p.manifestPath, p.manifest, report);
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
  for (const m of ctx.model.marketplaces) if (!CODEX_FORMAT.test(m.path)) checkMarketplace(ctx, m, report);
});

/**
 * Codex's plugin manifest and marketplace (developers.openai.com/codex/plugins/build) have their own fields
 * (`interface`, `source: {"source": "local", "path": …}`, no `owner`): the checks here are Claude Code's.
 */
const CODEX_FORMAT = /(?:^|\/)(?:\.codex-plugin\/plugin|\.agents\/plugins\/marketplace)\.json$/;

function checkManifest(ctx: RuleContext, p: PluginInfo, path: string, doc: JsonDoc, report: Rep) {
  const data = objectOf(doc, path, report, {
    notJson: {
      id: 'plugin.json-is-not-valid-json',
      message: (e) => `plugin.json is not valid JSON (${e}): Claude Code cannot load the plugin`,
    },
    notObject: {
      id: 'plugin.json-must-be-a-json',
      message: 'plugin.json must be a JSON object: Claude Code cannot load the plugin',
    },
  });
  if (!data) return;
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
