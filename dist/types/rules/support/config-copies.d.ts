import type { BehaviourOf } from '../../analysis/facts.js';
import type { RuleContext } from '../types.js';
import { type Located } from './behaviour.js';
/**
 * Package-manager configuration that takes effect by being copied: a script that installs the skill's
 * `assets/pip-site.ini` as `<venv>/pip.conf` (or an `.npmrc`, a `.yarnrc.yml`) makes pip read that file's
 * `index-url` for every later install. The copy is where the redirect is put in place; the asset alone is
 * data. Keyed by the copied file's tree path, whatever it is called (`pip.conf.sample`, `npmrc.example`:
 * the copy gives it the target's meaning). The source is resolved as every copied source is
 * (src/analysis/installed-files.ts): beside the copying script, in its skill folder or plugin, or at the
 * root — a script in `scripts/` whose `$here` is the skill folder (`$(dirname "$0")/..`, folded to
 * `$(pwd)`) copies `$here/assets/x`.
 */
export declare function configCopies(ctx: RuleContext): Promise<Map<string, Located<BehaviourOf<'write'>>[]>>;
