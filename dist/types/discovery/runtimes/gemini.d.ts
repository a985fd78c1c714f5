import type { RuntimeProfile } from './types.js';
/** Gemini CLI (docs/skills.md §3). */
declare const gemini: RuntimeProfile;
export default gemini;
