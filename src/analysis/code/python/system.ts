import { normalizeHome } from '../../paths.js';
import { arg } from './call-values.js';
import type { Call, Ctx, Handler } from './context.js';
import { knownText, type PV, str, textsOf } from './pv.js';

/**
 * Privilege and destruction: `os.setuid(0)`, set-uid or world-writable permission bits, ownership
 * given to root, and recursive deletion of the file system root or the home folder. Ordinary
 * permission changes (`0o755` on a script) and deletions of named files produce nothing.
 */

/** The root, the home folder, or a top-level system folder, as `normalizeHome` writes them. */
const BROAD =
  /^(?:\/|~|\/\*|~\/\*|\/(?:home|Users|etc|usr|var|bin|boot|lib|opt|root|System|Library)\/?|[A-Za-z]:\/?)$/;

function broadTarget(p: PV | undefined): string | undefined {
  if (!p) return undefined;
  return textsOf(p).find((t) => BROAD.test(normalizeHome(t.trim()).replace(/(.)\/$/, '$1')));
}

const setuid: Handler = (ctx, call) => {
  if (call.args[0]?.num !== 0) return undefined;
  ctx.emit({ kind: 'privilege', how: 'setuid', interpreter: false }, call.node);
  return str('None');
};

function chmod(ctx: Ctx, call: Call, path: PV | undefined, mode: PV | undefined): PV | undefined {
  const bits = mode?.num;
  if (bits === undefined) return undefined;
  const target = path ? path.v.text : undefined;
  const broad = broadTarget(path);
  if (broad && bits & 0o002) {
    ctx.emit({ kind: 'destroy', how: 'chmod-broad', target: broad }, call.node);
  } else if (bits & 0o6000) {
    ctx.emit(
      { kind: 'privilege', how: 'setuid', interpreter: false, ...(target ? { command: target } : {}) },
      call.node,
    );
  } else if (bits & 0o002) {
    ctx.emit(
      {
        kind: 'privilege',
        how: 'world-writable',
        interpreter: false,
        ...(target ? { command: target } : {}),
      },
      call.node,
    );
  }
  return str('None');
}

const chown: Handler = (ctx, call) => {
  const uid = arg(call, 1, 'uid') ?? arg(call, 1, 'user');
  if (uid?.num !== 0 && knownText(uid) !== 'root') return undefined;
  const path = call.args[0] ?? call.self;
  ctx.emit(
    { kind: 'privilege', how: 'chown-root', interpreter: false, ...(path ? { command: path.v.text } : {}) },
    call.node,
  );
  return str('None');
};

const remove =
  (pathOf: (call: Call) => PV | undefined): Handler =>
  (ctx, call) => {
    const broad = broadTarget(pathOf(call));
    if (broad === undefined) return undefined;
    ctx.emit({ kind: 'destroy', how: 'rm-broad', target: broad }, call.node);
    return str('None');
  };

/**
 * python-crontab: `CronTab(user=True).new(command=…)` adds a line to the user's crontab (written by
 * `.write()`), so the command runs on its schedule long after the session — the same write as
 * `crontab -`. The job is reported at `new`, with the command as the content planted.
 */
const cronJob: Handler = (ctx, call) => {
  const command = arg(call, 0, 'command');
  if (!command) return undefined;
  ctx.emit(
    { kind: 'write', target: str('crontab').v, cls: 'autostart', content: command.v, append: true },
    call.node,
    `autostart:crontab:${command.v.text.slice(0, 80)}`,
  );
  return undefined;
};

export const SYSTEM_HANDLERS: Array<[string, Handler]> = [
  ['crontab.CronTab().new', cronJob],
  ['os.setuid', setuid],
  ['os.seteuid', setuid],
  ['os.setreuid', setuid],
  ['os.setresuid', setuid],
  ['os.setgid', setuid],
  ['os.setegid', setuid],
  ['os.chmod', (ctx, call) => chmod(ctx, call, arg(call, 0, 'path'), arg(call, 1, 'mode'))],
  ['os.lchmod', (ctx, call) => chmod(ctx, call, arg(call, 0, 'path'), arg(call, 1, 'mode'))],
  ['pathlib.Path().chmod', (ctx, call) => chmod(ctx, call, call.self, arg(call, 0, 'mode'))],
  ['os.chown', chown],
  ['os.lchown', chown],
  ['shutil.chown', chown],
  ['shutil.rmtree', remove((c) => arg(c, 0, 'path'))],
  ['os.removedirs', remove((c) => c.args[0])],
  ['os.rmdir', remove((c) => c.args[0])],
  ['os.remove', remove((c) => c.args[0])],
  ['os.unlink', remove((c) => c.args[0])],
  ['pathlib.Path().rmdir', remove((c) => c.self)],
  ['pathlib.Path().unlink', remove((c) => c.self)],
];
