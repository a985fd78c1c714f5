import type { BehaviourOf } from '../../analysis/facts.js';
import type { RuleContext } from '../types.js';
import { type Located } from './behaviour.js';
/**
 * Package-manager configuration that takes effect by being copied: a script that installs the skill's
 * `assets/pip-site.ini` as `<venv>/pip.conf` (or an `.npmrc`, a `.yarnrc.yml`) makes pip read that file's
 * `index-url` for every later install. The copy is where the redirect is put in place; the asset alone is
 * data. Keyed by the copied file's tree path; the source is resolved against the copying script's folder
 * (`$(pwd)/../assets/x.ini`, `${here}/assets/x.ini`, `./assets/x.ini`).
 */
export declare function configCopies(ctx: RuleContext): Promise<Map<string, Located<BehaviourOf<'write'>>[]>>;
