import { normalizeHome } from '../../paths.js';
import { isBrowserProfileDir } from '../../store-readers.js';
import type { SyntaxNode as Node } from '../syntax-tree.js';
import { literal } from '../values.js';
import { arg } from './call-values.js';
import type { Call, Ctx } from './context.js';
import { derive, type PV, slot, str, taint, textsOf } from './pv.js';

/**
 * A browser driven on the user's own profile (the Python side of javascript/browser-profiles.ts):
 * Playwright's `launch_persistent_context(user_data_dir)`, Selenium's `--user-data-dir=` option,
 * undetected-chromedriver's `Chrome(user_data_dir=…)` on the user's Chrome, Edge, Brave or Firefox profile
 * folder, or on a copy of it this code made (`shutil.copytree(profile, tmp)`). Once one is launched, the
 * browser holds every site the user is signed in to, and `cookies()`, `storage_state()` and Selenium's
 * `get_cookies()` read its cookie store. A fresh or project-local profile folder launches nothing of the user's.
 */

/** A user's browser profile folder, or a copy this unit made of one (or of its stores). */
function isProfile(ctx: Ctx, dir: PV | undefined): boolean {
  if (!dir) return false;
  return textsOf(dir).some((t) => {
    const p = normalizeHome(t);
    if (p.length < 3) return false;
    if (isBrowserProfileDir(p)) return true;
    // The copy's folder, or the folder a copy was made into (`copytree(profile, tmp / "Default")`, then `tmp`).
    for (const [to, from] of ctx.copiedFrom)
      if ((to === t || to.startsWith(`${t}/`)) && isBrowserProfileDir(normalizeHome(from))) return true;
    return false;
  });
}

const PROFILE_FLAG = /^-{0,2}user-data-dir=(.{1,300})$/;

const COOKIE_METHODS = new Set(['cookies', 'storage_state', 'get_cookies']);

/**
 * Called for every call before its handler: notes a launch on the user's profile, and reads the
 * profile's cookies where a launched browser's context or driver is asked for them.
 */
export function browserProfileCall(ctx: Ctx, call: Call, method: string): PV | undefined {
  if (method === 'launch_persistent_context') {
    if (isProfile(ctx, arg(call, 0, 'user_data_dir'))) ctx.profileLaunched = true;
    return undefined;
  }
  if (method === 'add_argument') {
    const flag = call.args[0] ? PROFILE_FLAG.exec(call.args[0].v.text)?.[1] : undefined;
    if (flag !== undefined && isProfile(ctx, str(flag))) ctx.profileLaunched = true;
    return undefined;
  }
  const given = call.kwargs.get('user_data_dir');
  if (given && isProfile(ctx, given)) ctx.profileLaunched = true;
  if (!ctx.profileLaunched || !COOKIE_METHODS.has(method) || !call.self) return undefined;
  return profileCookies(ctx, call.node, method);
}

function profileCookies(ctx: Ctx, node: Node, method: string): PV {
  const target = literal(`${method}() of a browser launched on the user's profile`);
  ctx.emit({ kind: 'read', target, secret: 'browser-data' }, node, `browser-data:${method}`);
  return taint(derive(slot('profile cookies'), []), 'secret', { secret: 'browser-data' });
}
