import type { RuntimeProfile } from './types.js';
/** A skill's Codex interface file, beside its SKILL.md (docs/skills.md §3). */
export declare const OPENAI_YAML = "agents/openai.yaml";
/** OpenAI Codex (docs/skills.md §3): walks `.agents/skills` up to six levels deep, reads `agents/openai.yaml` beside SKILL.md, lists skills within about 2% of the context window. */
declare const codex: RuntimeProfile;
export default codex;
