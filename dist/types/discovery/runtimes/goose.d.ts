import type { RuntimeProfile } from './types.js';
/** Goose (docs/skills.md §3). */
declare const goose: RuntimeProfile;
export default goose;
