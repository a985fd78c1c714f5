import type { FileStore } from '../model/files.js';
import type { RuntimeId, SkillDoc } from '../model/skill.js';
import type { RuntimeProfile } from './runtimes/index.js';
/**
 * Per runtime with an interface file (Codex `agents/openai.yaml`, docs/skills.md §3), the skills whose
 * file turns implicit invocation off: the runtime keeps them out of the model's context (explicit `$skill`
 * only). Computed once while the model is built. A file that does not parse is ignored, as Codex does
 * (codex-openai-yaml reports it).
 */
export declare function explicitOnlySkills(files: FileStore, skills: readonly SkillDoc[], profiles: readonly RuntimeProfile[]): Promise<Map<RuntimeId, Set<SkillDoc>>>;
