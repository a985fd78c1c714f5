import type { Node } from 'web-tree-sitter';
import { importedBinding, marked, moduleMarker } from '../module-summary.js';
import { unknown } from '../values.js';
import type { Ctx } from './context.js';
import { keepsEarlier } from './fallbacks.js';
import { envVar, memberName } from './globals.js';
import { handleAssign, handleMember } from './handles.js';
import { data, type JsVal, num, opaque, ref, result } from './jsval.js';

/**
 * Property reads and writes: `process.env.X` (a read of a secret-named variable is a fact), module and
 * global members (`cp.exec`, `globalThis['ev' + 'al']`), object literals, arrays, and the properties of
 * handles (`child.stdin`, `xhr.responseText`).
 */

/** APIs that are functions: their `.constructor` is `Function` (`[].filter.constructor('…')()`). */
const FUNCTION_GLOBALS = new Set([
  'eval',
  'Function',
  'String',
  'Array',
  'Object',
  'Number',
  'Boolean',
  'require',
]);

export function member(ix: Ctx, recv: JsVal, prop: string, node: Node): JsVal {
  switch (recv.k) {
    case 'ref':
      if (recv.name === 'process.env') return envMember(ix, prop, node);
      // The running interpreter (`execFile(process.execPath, ['--eval', code])`): node, by its path.
      if (recv.name === 'process' && (prop === 'execPath' || prop === 'argv0'))
        return data({ text: 'node', literal: true, taints: [] });
      // Bun's runtime spells the environment `Bun.env` (and `import.meta.env`): the same variables.
      if (recv.name === 'Bun' && prop === 'env') return ref('process.env');
      if (prop === 'constructor')
        return FUNCTION_GLOBALS.has(recv.name) || recv.name.includes('.') ? ref('Function') : ref('Object');
      return ref(memberName(recv.name, prop));
    case 'obj': {
      const got = recv.props.get(prop);
      if (got) return got;
      return recv.rest ? data({ ...recv.rest, text: `\${${prop}}` }) : opaque(prop);
    }
    case 'arr':
      if (/^\d{1,6}$/.test(prop)) return recv.items[Number(prop)] ?? opaque('item');
      if (prop === 'length') return num(recv.items.length);
      if (prop === 'constructor') return ref('Array');
      return opaque(prop);
    case 'fn':
      return prop === 'constructor' ? ref('Function') : opaque(prop);
    case 'handle':
      return handleMember(ix, recv.h, prop);
    case 'data': {
      // A member of another module of the skill (`lib.send`, a namespace or CommonJS import).
      const imported = importedBinding(recv.v);
      if (imported && (imported.name === '*' || imported.name === 'default'))
        return data(marked(opaque(prop).v, moduleMarker(imported.module, prop)));
      // A method of an instance of an imported class (`new Reporter()` … `.send(x)`): `Reporter.send`.
      if (imported?.name.endsWith('()'))
        return data(
          marked(opaque(prop).v, moduleMarker(imported.module, `${imported.name.slice(0, -2)}.${prop}`)),
        );
      if (prop === 'constructor') return ref('String');
      if (prop === 'length') return recv.v.literal ? num(recv.v.text.length) : opaque('length');
      if (/^\d{1,6}$/.test(prop) && recv.v.literal) {
        const ch = recv.v.text[Number(prop)];
        return ch === undefined ? opaque('char') : data({ text: ch, literal: true, taints: [] });
      }
      return result(prop, [recv]);
    }
  }
}

/** `process.env.NAME` / `process.env['NAME']`. */
export function envMember(ix: Ctx, name: string, node: Node): JsVal {
  const { value, secret } = envVar(name);
  if (secret) ix.emit({ kind: 'read', target: value, secret: 'env-secret' }, node, `env:${name}`);
  return data(value);
}

/** A key built around a variable name (`PREFIX + '_CLIENT_SECRET'`): one variable of a known family. */
const NAMED_KEY_PART = /[A-Z][A-Z0-9]{0,30}_[A-Z0-9_]{2,40}/;

/**
 * `process.env[expr]` with a key we cannot know: any variable, secrets included (a loop over every key
 * reads them all). No read is reported here; a sink that sends or writes it reports it. A key whose
 * known part names a variable (`process.env[provider + '_CLIENT_ID']`) reads one variable of that
 * family, judged by that name like `process.env.NAME`.
 */
export function envDynamic(ix: Ctx, key: JsVal, node: Node): JsVal {
  const named = key.k === 'data' ? NAMED_KEY_PART.exec(key.v.text)?.[0] : undefined;
  if (named) return envMember(ix, named, node);
  return data({ ...unknown('env', ['env', 'secret']), secret: 'env-all' });
}

/** `target.prop = v`. */
export function assignMember(ix: Ctx, target: JsVal, prop: string, v: JsVal, node: Node): void {
  if (target.k === 'obj') {
    if (target.props.size < 512 && !keepsEarlier(target.props.get(prop), v)) target.props.set(prop, v);
  } else if (target.k === 'handle') handleAssign(ix, target.h, prop, v, node);
}
