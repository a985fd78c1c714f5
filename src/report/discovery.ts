import type { ScanModel } from '../model/model.js';
import { inertLine } from './sanitize.js';

/** The `skillscan discover` table: every entry, where it was found, who loads it and by which name. */
export function discoveryRows(model: ScanModel) {
  return model.skills.map((s) => ({
    kind: s.kind,
    path: s.path,
    real: s.real,
    paths: s.paths,
    scope: s.scope,
    runtimes: s.runtimes,
    invocations: s.invocations.map((i) => ({ runtime: i.runtime, name: i.name, scope: i.scope })),
    ...(s.plugin !== undefined ? { plugin: s.plugin } : {}),
    name: typeof s.frontmatter.get('name') === 'string' ? (s.frontmatter.get('name') as string) : null,
  }));
}

export function formatDiscoveryJson(model: ScanModel): string {
  return `${JSON.stringify(
    {
      root: model.rootDescription,
      layout: model.layout,
      skills: discoveryRows(model),
      plugins: model.plugins.map((p) => ({
        root: p.root,
        name: p.name,
        manifest: p.manifestPath ?? null,
        listedIn: p.listedIn,
      })),
      marketplaces: model.marketplaces.map((m) => ({ path: m.path, plugins: m.pluginRoots })),
      hooksFiles: model.hooksFiles.map((h) => ({ kind: h.kind, path: h.path, scope: h.scope })),
    },
    null,
    2,
  )}\n`;
}

export function formatDiscoveryText(model: ScanModel): string {
  const rows = discoveryRows(model);
  const out: string[] = [];
  for (const r of rows) {
    const names = new Map<string, string[]>();
    for (const i of r.invocations) names.set(i.name, [...(names.get(i.name) ?? []), i.runtime]);
    const loaded =
      [...names].map(([n, rts]) => `${inertLine(n)} (${rts.join(', ')})`).join('; ') || 'no runtime loads it';
    out.push(`${inertLine(r.path)}  [${r.kind}, ${r.scope}]`);
    out.push(`    invoked as: ${loaded}`);
    if (r.paths.length > 1)
      out.push(`    also reached through: ${r.paths.slice(1).map(inertLine).join(', ')}`);
    if (r.real !== r.path) out.push(`    real path: ${inertLine(r.real)}`);
  }
  const kinds = (k: string) => rows.filter((r) => r.kind === k).length;
  out.push('');
  out.push(
    `${kinds('skill')} skills, ${kinds('command')} commands, ${kinds('agent')} subagents, ${model.plugins.length} plugins, ${model.hooksFiles.length} hook files (${model.layout} layout)`,
  );
  return `${out.join('\n')}\n`;
}
