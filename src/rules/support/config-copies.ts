import { posix } from 'node:path';
import { scriptRelativeSource } from '../../analysis/copy-sources.js';
import type { BehaviourOf } from '../../analysis/facts.js';
import type { RuleContext } from '../types.js';
import { type Located, reachedBehaviours } from './behaviour.js';

/**
 * Package-manager configuration that takes effect by being copied: a script that installs the skill's
 * `assets/pip-site.ini` as `<venv>/pip.conf` (or an `.npmrc`, a `.yarnrc.yml`) makes pip read that file's
 * `index-url` for every later install. The copy is where the redirect is put in place; the asset alone is
 * data. Keyed by the copied file's tree path; the source is resolved against the copying script's folder
 * (`$(pwd)/../assets/x.ini`, `${here}/assets/x.ini`, `./assets/x.ini`).
 */
export async function configCopies(ctx: RuleContext): Promise<Map<string, Located<BehaviourOf<'write'>>[]>> {
  const out = new Map<string, Located<BehaviourOf<'write'>>[]>();
  for (const loc of await reachedBehaviours(ctx, ['write'])) {
    const from = loc.b.content?.from;
    if (loc.b.cls !== 'package-config' || !from || !loc.b.content?.taints.includes('file')) continue;
    const rel = scriptRelativeSource(from);
    if (rel === undefined) continue;
    const source = posix.normalize(posix.join(posix.dirname(loc.path), rel));
    if (source.startsWith('..') || !ctx.model.files.isFile(source)) continue;
    const list = out.get(source) ?? [];
    if (list.length < 8) list.push(loc);
    out.set(source, list);
  }
  return out;
}
