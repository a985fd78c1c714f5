import type { RuntimeProfile } from './types.js';
/** Cursor (docs/skills.md §3). */
declare const cursor: RuntimeProfile;
export default cursor;
