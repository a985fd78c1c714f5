import { basename, dirname, joinPath } from '../analysis/repo-paths.js';
import { yamlLib } from '../analysis/yaml-lib.js';
import type { FileNames } from '../model/file-names.js';
import { declaredName } from '../model/skill.js';
import { defineRule } from './types.js';

/**
 * Metadata files beside a SKILL.md that no runtime reads: whatever they say about the skill is invisible to
 * the agent, and a `name` or `description` there that differs from the frontmatter misleads whoever edits it.
 */

const SIDECARS: readonly string[] = [
  'skill.json',
  'skill.yaml',
  'skill.yml',
  'skill.toml',
  'metadata.json',
  'metadata.yaml',
  'metadata.yml',
  'manifest.json',
  'manifest.yaml',
  'manifest.yml',
];
const MAX_SIDECAR_CHARS = 256 * 1024;

function parseSidecar(path: string, text: string): Record<string, unknown> | undefined {
  if (text.length > MAX_SIDECAR_CHARS) return undefined;
  const yaml = yamlLib();
  try {
    const data = path.endsWith('.json')
      ? JSON.parse(text)
      : path.endsWith('.toml')
        ? undefined
        : yaml.parseDocument(text).toJS({ maxAliasCount: 50 });
    return data !== null && typeof data === 'object' && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function norm(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

/**
 * The folders that hold a file named like a sidecar, from the tree's by-name index (src/model/file-names.ts):
 * ten look-ups per skill were 100,000 on 10,000 skills, most of the rule's time.
 */
function foldersWithSidecars(names: FileNames): Set<string> {
  const out = new Set<string>();
  for (const name of SIDECARS) for (const f of names.withName(name)) out.add(dirname(f.path));
  return out;
}

export default defineRule('sidecar-metadata', async (ctx) => {
  const folders = foldersWithSidecars(ctx.model.files.names);
  for (const doc of ctx.model.skills) {
    if (doc.kind !== 'skill' || !folders.has(doc.dir)) continue;
    for (const file of SIDECARS) {
      const path = joinPath(doc.dir, file);
      if (!ctx.model.files.isFile(path)) continue;
      const hit = path;
      const text = await ctx.model.files.text(hit);
      const data = text ? parseSidecar(hit, text.text) : undefined;
      const differs: string[] = [];
      if (data) {
        const name = declaredName(doc);
        if (typeof data.name === 'string' && name !== undefined && norm(data.name) !== norm(name)) {
          differs.push(`name '${norm(data.name)}' (frontmatter: '${norm(name)}')`);
        }
        const desc = doc.frontmatter.get('description');
        if (
          typeof data.description === 'string' &&
          typeof desc === 'string' &&
          norm(data.description) !== norm(desc)
        ) {
          differs.push('description');
        }
      }
      ctx.report({
        message:
          differs.length > 0
            ? `${basename(hit)} beside SKILL.md is ignored by every runtime, and its ${differs.join(' and its ')} differ from SKILL.md: the runtime uses the frontmatter, not this file`
            : `${basename(hit)} beside SKILL.md is ignored by every runtime: agents read only SKILL.md frontmatter (put extra fields under metadata there)`,
        location: { path: hit, region: { startLine: 1, startColumn: 1, endLine: 1, endColumn: 2 } },
        severity: differs.length > 0 ? 'medium' : 'low',
        related: [{ path: doc.path }],
        entry: doc.path,
        fingerprintKey: differs.length > 0 ? `differs:${basename(hit)}` : `sidecar:${basename(hit)}`,
      });
    }
  }
});
