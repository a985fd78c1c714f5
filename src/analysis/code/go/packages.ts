import { readersOf, type StoreReader } from '../../store-readers.js';
import { callMarker, marked } from '../module-summary.js';
import { literal } from '../values.js';
import type { Ctx, Handler } from './context.js';
import { derive, type GV, opaque, slot, str, taint, unknownGV } from './gv.js';
import { EXEC_HANDLERS } from './lib-exec.js';
import { contentsOf, FILE_HANDLERS, readSecret } from './lib-files.js';
import { NET_HANDLERS, netValue } from './lib-net.js';
import { VALUE_HANDLERS } from './lib-values.js';

/**
 * The library calls the Go analyzer models, by qualified name: a package function by its import path
 * (`os.ReadFile`, `net/http.Post`, `os/exec.Command`), a method by its receiver's type
 * (`net/http.Client.Do`, `os/exec.Cmd.Output`), and the package-level values code reads
 * (`http.DefaultClient`, `os.Args`, `os.O_APPEND`). Names not listed are calls the analysis does not
 * model (their results carry their inputs' taints).
 */

/**
 * A library whose job is to read another application's credential store (src/analysis/store-readers.ts):
 * kooky's `ReadCookies(kooky.Valid)` walks every browser's cookie store; `chrome.ReadCookies(ctx, file)`
 * reads the one it is given (a store of the path table when it names one).
 */
const storeReader =
  (name: string, r: StoreReader): Handler =>
  (ctx, call) => {
    const given = r.pathArg ? call.args[r.pathArg.index] : undefined;
    const named = given ? readSecret(ctx, call.node, given) : undefined;
    let v: GV;
    if (given && named) v = contentsOf(ctx, given, named);
    else {
      ctx.emit(
        { kind: 'read', target: literal(`${name}()`), secret: r.secret },
        call.node,
        `${r.secret}:${name}`,
      );
      v = taint(derive(slot(r.what), call.args), 'secret', { secret: r.secret });
    }
    // Every reader returns the cookies and an error.
    return { ...v, tuple: [v, opaque('err')] };
  };

const HANDLERS = new Map<string, Handler>([
  ...[...readersOf('go')].map(([name, r]): [string, Handler] => [name, storeReader(name, r)]),
  ...VALUE_HANDLERS,
  ...FILE_HANDLERS,
  ...NET_HANDLERS,
  ...EXEC_HANDLERS,
]);

export function handlerFor(name: string): Handler | undefined {
  return HANDLERS.get(name);
}

/** Package constants read by name (file flags, HTTP methods). */
const NAMED_CONSTANTS = /^(?:os\.O_[A-Z]+|net\/http\.Method[A-Z][a-z]+)$/;

/** A package-level value: `http.DefaultClient`, `os.Args`, `os.O_APPEND`, `runtime.GOOS`. */
export function packageValue(ctx: Ctx, path: string, name: string): GV {
  const q = `${path}.${name}`;
  if (NAMED_CONSTANTS.test(q)) return str(path === 'os' ? name : name.replace(/^Method/, '').toUpperCase());
  const net = netValue(q);
  if (net) return net;
  if (q === 'os.Args') return unknownGV('os.Args');
  if (q === 'os.Stdin' || q === 'os.Stdout' || q === 'os.Stderr') return { ...opaque(q), ref: 'os.Std' };
  if (
    q === 'encoding/base64.StdEncoding' ||
    q === 'encoding/base64.URLEncoding' ||
    /^encoding\/base64\.Raw/.test(q)
  )
    return { ...opaque(q), ref: 'encoding/base64.Encoding' };
  // A package of this module: a variable of another folder, found by the join.
  if (path.split('/')[0]!.includes('.') && ctx.unit.modules) {
    const g = unknownGV(`${path.slice(path.lastIndexOf('/') + 1)}.${name}`);
    return { v: marked(g.v, callMarker(path, name)) };
  }
  return opaque(`${path.slice(path.lastIndexOf('/') + 1)}.${name}`);
}
