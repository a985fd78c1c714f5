import type { RuntimeProfile } from './types.js';
/** OpenCode (docs/skills.md §3). */
declare const opencode: RuntimeProfile;
export default opencode;
