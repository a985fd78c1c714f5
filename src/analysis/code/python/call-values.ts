import type { Call } from './context.js';
import { derive, type PV, taint } from './pv.js';

/** What handlers and the walker read of a call: an argument, and the value of a call nothing models. */

/** Positional argument `i` or keyword `kw`. */
export function arg(call: Call, i: number, kw?: string): PV | undefined {
  return (kw !== undefined ? call.kwargs.get(kw) : undefined) ?? call.args[i];
}

/** What an unmodelled call returns: data derived from its object and arguments. */
export function unknownCall(call: Call): PV {
  const self = call.self;
  const moduleRef = self?.ref !== undefined && !self.ref.includes('(') && self.v.taints.length === 0;
  const inputs = [...(self && !moduleRef ? [self] : []), ...call.args, ...call.kwargs.values(), ...call.rest];
  const short = call.name ? call.name.slice(call.name.lastIndexOf('.') + 1) : 'call';
  // Not known statically, whatever flowed in: the `unknown` taint keeps it from reading as static text.
  const out = taint(derive(`\${${short}(…)}`, inputs), 'unknown');
  if (call.callee.ref) out.ref = `${call.callee.ref}()`;
  return out;
}
