import type { RuntimeProfile } from './types.js';
/** VS Code (docs/skills.md §3). */
declare const vscode: RuntimeProfile;
export default vscode;
