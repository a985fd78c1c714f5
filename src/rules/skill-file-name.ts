import { basename, dirname } from '../analysis/repo-paths.js';
import type { RuntimeProfile } from '../discovery/runtimes/index.js';
import type { RuntimeId } from '../model/skill.js';
import { namesOf } from './support/runtimes.js';
import { defineRule } from './types.js';

/**
 * Skill files no runtime picks up because of where or how they are named: `skill.md` / `Skill.md`
 * (runtimes match `SKILL.md` exactly; skills-ref alone also accepts lowercase), a SKILL.md sitting directly in
 * a skills root instead of in a named folder, and one nested deeper than every runtime that reads the root looks.
 */

interface RootMatch {
  runtime: RuntimeId;
  root: string;
  /** Folders between the root and the file: 0 = directly in the root, 1 = the normal `<root>/<name>/SKILL.md`. */
  depth: number;
  maxDepth: number;
}

/**
 * Skill roots of the enabled runtimes that the path lies under and that the runtime would actually scan:
 * at the repository root, or anywhere for runtimes that load nested skill folders. A `.github/skills` inside
 * a sub-project is not something Copilot scans, so nothing can be said about its depth.
 */
function rootsAbove(path: string, enabled: readonly RuntimeProfile[]): RootMatch[] {
  const out: RootMatch[] = [];
  const hay = `/${path}`;
  for (const p of enabled) {
    for (const d of new Set([...p.skills.project, ...p.skills.personal])) {
      const i = hay.lastIndexOf(`/${d}/`);
      if (i < 0 || (i > 0 && !p.skills.nested)) continue;
      const rest = hay.slice(i + d.length + 2);
      out.push({
        runtime: p.id,
        root: hay.slice(1, i + d.length + 1),
        depth: rest.split('/').length - 1,
        maxDepth: p.skills.maxDepth,
      });
      break;
    }
  }
  return out;
}

export default defineRule('skill-file-name', async (ctx) => {
  for (const doc of await ctx.model.skillsInFocus()) {
    if (doc.kind !== 'skill') continue;
    const file = basename(doc.path);
    const whole = { startLine: 1, startColumn: 1, endLine: 1, endColumn: 2 };
    if (!doc.fileNameExact) {
      const inRoot = rootsAbove(doc.path, ctx.model.profiles).length > 0 || doc.plugin !== undefined;
      ctx.report({
        message: `'${file}' is not named exactly SKILL.md: Claude Code, Codex, Copilot and the other runtimes never load it (only the skills-ref validator accepts lowercase skill.md); rename it to SKILL.md`,
        location: { path: doc.path, region: whole },
        severity: inRoot ? 'high' : 'medium',
        fingerprintKey: 'file-name',
      });
      continue;
    }
    if (doc.runtimes.length > 0 || doc.plugin !== undefined) continue;
    const roots = rootsAbove(doc.path, ctx.model.profiles);
    // Only when every runtime that scans this root passes over the file for its depth.
    if (roots.length === 0 || !roots.every((r) => r.depth === 0 || r.depth > r.maxDepth)) continue;
    const direct = roots.filter((r) => r.depth === 0);
    if (direct.length > 0) {
      ctx.report({
        message: `SKILL.md sits directly in the skills folder '${direct[0]!.root}', not in a folder of its own: ${namesOf(
          ctx.model,
          direct.map((r) => r.runtime),
        )} only load <skills folder>/<name>/SKILL.md, so this skill is never loaded; move it to ${direct[0]!.root}/<name>/SKILL.md`,
        location: { path: doc.path, region: whole },
        severity: 'high',
        fingerprintKey: 'root-level',
      });
      continue;
    }
    const parent = dirname(dirname(doc.path));
    ctx.report({
      message: `SKILL.md is ${roots[0]!.depth} folders deep below '${roots[0]!.root}' (inside '${basename(parent)}'): ${namesOf(
        ctx.model,
        roots.map((r) => r.runtime),
      )} look for <skills folder>/<name>/SKILL.md${Math.max(...roots.map((r) => r.maxDepth)) > 1 ? ` (at most ${Math.max(...roots.map((r) => r.maxDepth))} levels down)` : ''}, so this skill is never loaded; move its folder up to ${roots[0]!.root}/${doc.folderName}`,
      location: { path: doc.path, region: whole },
      severity: 'medium',
      fingerprintKey: 'too-deep',
    });
  }
});
