import type { RuntimeProfile } from './types.js';
/** Amp (docs/skills.md §3). */
declare const amp: RuntimeProfile;
export default amp;
