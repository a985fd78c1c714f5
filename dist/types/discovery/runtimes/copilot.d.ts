import type { RuntimeProfile } from './types.js';
/** GitHub Copilot (docs/skills.md §3), including plugins listed in `.github/plugin/marketplace.json`. */
declare const copilot: RuntimeProfile;
export default copilot;
