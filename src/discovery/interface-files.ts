import { valueAt } from '../analysis/records.js';
import { joinPath } from '../analysis/repo-paths.js';
import { yamlLib } from '../analysis/yaml-lib.js';
import type { FileStore } from '../model/files.js';
import type { RuntimeId, SkillDoc } from '../model/skill.js';
import type { RuntimeProfile } from './runtimes/index.js';

const MAX_INTERFACE_FILE = 256 * 1024;

/**
 * Per runtime with an interface file (Codex `agents/openai.yaml`, docs/skills.md §3), the skills whose
 * file turns implicit invocation off: the runtime keeps them out of the model's context (explicit `$skill`
 * only). Computed once while the model is built. A file that does not parse is ignored, as Codex does
 * (codex-openai-yaml reports it).
 */
export async function explicitOnlySkills(
  files: FileStore,
  skills: readonly SkillDoc[],
  profiles: readonly RuntimeProfile[],
): Promise<Map<RuntimeId, Set<SkillDoc>>> {
  const out = new Map<RuntimeId, Set<SkillDoc>>();
  for (const profile of profiles) {
    const spec = profile.interfaceFile;
    if (!spec) continue;
    const off = new Set<SkillDoc>();
    for (const doc of skills) {
      if (doc.kind !== 'skill' || !doc.runtimes.includes(profile.id)) continue;
      const path = joinPath(doc.dir, spec.path);
      if (!files.isFile(path)) continue;
      const file = await files.text(path);
      if (!file || file.text.length > MAX_INTERFACE_FILE) continue;
      const yaml = yamlLib();
      try {
        if (valueAt(yaml.parse(file.text, { maxAliasCount: 50 }), spec.implicitInvocationKey) === false)
          off.add(doc);
      } catch {
        // Ignored, as the runtime does.
      }
    }
    out.set(profile.id, off);
  }
  return out;
}
