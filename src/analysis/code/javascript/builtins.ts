import { concat, literal } from '../values.js';
import type { Args, Ctx } from './context.js';
import { mapItems } from './decode.js';
import { jsonModuleValue } from './json-module.js';
import {
  type ArrVal,
  data,
  ENV_ALL,
  elementOf,
  type JsVal,
  lit,
  mergeReturns,
  type ObjVal,
  opaque,
  ref,
  toValue,
} from './jsval.js';
import { member } from './members.js';
import {
  arg,
  callCallbacks,
  conversationInput,
  type Handler,
  invokeCallbacks,
  serialise,
} from './support.js';

/** The `resolve` a promise executor is given: a name no script can spell, so only that call reaches it. */
const RESOLVE = '%resolve';
/** Values passed to `resolve`, per executor running now (nested `new Promise` inside an executor). */
const RESOLVING: JsVal[][] = [];
const MAX_SETTLED = 16;

/**
 * Language and platform built-ins that move data or reach a callee indirectly: serialisers (the whole
 * environment read out), `Object.assign`/`entries`, `Reflect.apply`, `util.promisify`, `URL` building,
 * promises, and the agent's own input on stdin (`conversation`).
 */

const asArgs = (vals: JsVal[], at: Args['nodes'][number]): Args => ({ vals, nodes: vals.map(() => at) });

function serialiser(ix: Ctx, args: Args, node: Parameters<Handler>[2]): JsVal {
  return serialise(ix, args.vals[0], node);
}

function urlValue(args: Args): JsVal {
  const a = toValue(args.vals[0]);
  const base = args.vals[1];
  if (!base) return data(a);
  const b = toValue(base);
  // `new URL('/path', 'https://host')`: an absolute first argument ignores the base.
  if (/^[a-z][a-z0-9+.-]{0,31}:/i.test(a.text)) return data(a);
  const sep = b.text.endsWith('/') || a.text.startsWith('/') ? '' : '/';
  const baseText = a.text.startsWith('/')
    ? { ...b, text: b.text.replace(/^([a-z]+:\/\/[^/]+).*$/i, '$1') }
    : b;
  return data(concat([baseText, literal(sep), a]));
}

/** The rows of an object whose members are all known (a table in the code), for `for … of` to run one by one. */
function tableRows(v: JsVal | undefined, row: (key: string, value: JsVal) => JsVal): { rows?: JsVal[] } {
  if (v?.k !== 'obj' || v.rest || v.props.size === 0 || v.props.size > 64) return {};
  return { rows: [...v.props].map(([k, x]) => row(k, x)) };
}

function objectFrom(v: JsVal | undefined): ObjVal {
  if (v?.k === 'obj') return v;
  return { k: 'obj', props: new Map(), ...(v ? { rest: toValue(v) } : {}) };
}

/**
 * `Object.getPrototypeOf(async () => {})`: the prototype of any function (plain, async, generator) is a
 * `Function.prototype`, whose `.constructor` builds a function from source text like `Function` does
 * (`AsyncFunction`, `GeneratorFunction`). Other prototypes stay unknown.
 */
function prototypeOf(v: JsVal | undefined): JsVal {
  if (v?.k === 'fn' || (v?.k === 'ref' && FUNCTION_VALUES.has(v.name))) return ref('Function.prototype');
  return opaque('prototype');
}

/** Globals that are functions, so their prototype is `Function.prototype`. */
const FUNCTION_VALUES = new Set(['eval', 'Function', 'require', 'setTimeout', 'fetch']);

export const BUILTIN_HANDLERS: Record<string, Handler> = {
  'JSON.stringify': serialiser,
  'util.inspect': serialiser,
  'util.format': (ix, args, node) => serialise(ix, { k: 'arr', items: args.vals }, node),
  'querystring.stringify': serialiser,
  'querystring.encode': serialiser,
  'new URLSearchParams': (ix, args, node) => serialise(ix, args.vals[0], node),
  'Object.entries': (ix, args, node) => ({
    k: 'arr',
    items: [serialise(ix, args.vals[0], node)],
    ...tableRows(args.vals[0], (k, v) => ({ k: 'arr', items: [lit(k), v] })),
  }),
  'Object.values': (ix, args, node) => ({
    k: 'arr',
    items: [serialise(ix, args.vals[0], node)],
    ...tableRows(args.vals[0], (_k, v) => v),
  }),
  'Object.keys': () => ({ k: 'arr', items: [opaque('key')] }),
  'Object.assign': (_ix, args) => {
    const target = objectFrom(args.vals[0]);
    for (const src of args.vals.slice(1)) {
      if (src.k === 'obj') for (const [k, v] of src.props) target.props.set(k, v);
      else if (src.k === 'ref' && src.name === 'process.env') target.rest = ENV_ALL;
    }
    return target;
  },
  'Object.fromEntries': (_ix, args) => objectFrom(args.vals[0]),
  'Object.getPrototypeOf': (_ix, args) => prototypeOf(args.vals[0]),
  'Reflect.getPrototypeOf': (_ix, args) => prototypeOf(args.vals[0]),
  // Literal JSON text (a shipped settings file read back, a string in the code) parses into its values.
  'JSON.parse': (_ix, args) => {
    const a = args.vals[0];
    const v = toValue(a);
    const file = a?.k === 'data' ? a.json : undefined;
    return (v.literal ? jsonModuleValue(v.text, file) : undefined) ?? data({ ...v, literal: false });
  },
  String: (_ix, args) => data(toValue(args.vals[0])),
  'String.raw': (_ix, args) => data(toValue(args.vals[0])),
  'util.promisify': (_ix, args) => args.vals[0] ?? opaque('function'),
  'util.callbackify': (_ix, args) => args.vals[0] ?? opaque('function'),
  'Reflect.apply': (ix, args, node) => {
    const list = args.vals[2];
    const items = list?.k === 'arr' ? list.items : list ? [elementOf(list)] : [];
    return ix.callValue(args.vals[0] ?? opaque('function'), asArgs(items, args.nodes[2] ?? node), node);
  },
  'Reflect.construct': (ix, args, node) => {
    const list = args.vals[1];
    const items = list?.k === 'arr' ? list.items : [];
    return ix.construct(args.vals[0] ?? opaque('constructor'), asArgs(items, args.nodes[1] ?? node), node);
  },
  'Reflect.get': (ix, args, node) => {
    const key = args.vals[1];
    const target = args.vals[0];
    if (!target || key?.k !== 'data' || !key.v.literal) return opaque('value');
    return member(ix, target, key.v.text, node);
  },
  'new URL': (_ix, args) => urlValue(args),
  URL: (_ix, args) => urlValue(args),
  'new Request': (_ix, args) => {
    const opts = objectFrom(args.vals[1]);
    const props = new Map(opts.props);
    props.set('url', args.vals[0] ?? opaque('url'));
    return { k: 'obj', props };
  },
  'new FormData': () => ({ k: 'obj', props: new Map() }),
  'Promise.resolve': (_ix, args) => args.vals[0] ?? lit(''),
  'Promise.all': (_ix, args) => args.vals[0] ?? ({ k: 'arr', items: [] } as ArrVal),
  'Promise.allSettled': (_ix, args) => args.vals[0] ?? ({ k: 'arr', items: [] } as ArrVal),
  'Promise.race': (_ix, args) => elementOf(args.vals[0] ?? opaque('promise')),
  'Promise.any': (_ix, args) => elementOf(args.vals[0] ?? opaque('promise')),
  // The executor runs at once; what it passes to `resolve` (a response body gathered from `data` events,
  // say) is what `await` gives: `await fetchText(url)` is the download.
  'new Promise': (ix, args) => {
    const settled: JsVal[] = [];
    RESOLVING.push(settled);
    try {
      callCallbacks(ix, args, [ref(RESOLVE), opaque('reject')]);
    } finally {
      RESOLVING.pop();
    }
    return settled.length > 0 ? mergeReturns(settled) : opaque('promise');
  },
  [RESOLVE]: (_ix, args) => {
    const into = RESOLVING[RESOLVING.length - 1];
    if (into && into.length < MAX_SETTLED) into.push(args.vals[0] ?? lit(''));
    return lit('');
  },
  'module.createRequire': () => ref('require'),
  'process.stdin.on': (ix, args) => {
    invokeCallbacks(ix, args, [conversationInput()]);
    return ref('process.stdin');
  },
  'process.stdin.read': () => conversationInput(),
  'process.stdin.setEncoding': () => ref('process.stdin'),
  'Array.of': (_ix, args) => ({ k: 'arr', items: args.vals.slice() }),
  'Array.from': (ix, args, node) => {
    const v = arg(args, 0);
    // `Array.from(codes, (c) => String.fromCharCode(c - 3))`: the second argument maps every item.
    if (v?.k === 'arr' && args.vals[1]) return mapItems(ix, v, args.vals[1], node);
    if (v?.k === 'arr') return { k: 'arr', items: v.items.slice() };
    if (v?.k === 'data' && v.v.literal)
      return {
        k: 'arr',
        items: Array.from(v.v.text)
          .slice(0, 4096)
          .map((c) => lit(c)),
        chars: true,
      };
    return { k: 'arr', items: [elementOf(v ?? opaque('item'))] };
  },
};
