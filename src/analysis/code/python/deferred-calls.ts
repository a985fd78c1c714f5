import { arg } from './call-values.js';
import type { Call, Ctx, Handler } from './context.js';
import { derive, type PV } from './pv.js';

/**
 * A function handed over to be called later, elsewhere: a thread or process target (`threading.Thread(
 * target=_post, args=(body,))`, `multiprocessing.Process`), a timer, an executor's or pool's job
 * (`executor.submit(fn, x)`, `loop.run_in_executor(None, fn, x)`, `asyncio.to_thread(fn, x)`), a function run
 * at exit. What it does with its arguments happens all the same ("fire-and-forget" sends included), so it is
 * analysed as the call it will make, here.
 */

/** Runs `fn` with the given arguments, when it is a function the unit defines. */
function callLater(
  ctx: Ctx,
  from: Call,
  fn: PV | undefined,
  args: readonly PV[],
  kwargs?: PV,
): PV | undefined {
  if (!fn?.fn && !fn?.alts?.some((a) => a.fn)) return undefined;
  const call: Call = {
    node: from.node,
    name: '',
    callee: fn,
    args: [...args],
    kwargs: new Map(kwargs?.entries ?? []),
    argNodes: [],
    rest: [],
  };
  const targets = fn.fn ? [fn] : fn.alts!.filter((a) => a.fn);
  for (const t of targets.slice(0, 8)) ctx.evaluator.callFunction(ctx, t, { ...call, callee: t });
  return derive('${deferred}', [fn]);
}

/** The positional arguments a tuple or list value holds. */
function spread(v: PV | undefined): PV[] {
  return v?.items ? [...v.items] : v ? [v] : [];
}

/** `Thread(target=f, args=(…), kwargs={…})` and the same for processes. */
const threadTarget: Handler = (ctx, call) => {
  const target = call.kwargs.get('target') ?? call.args[1];
  callLater(ctx, call, target, spread(call.kwargs.get('args') ?? call.args[3]), call.kwargs.get('kwargs'));
  return undefined;
};

/** `Timer(interval, f, args)`. */
const timer: Handler = (ctx, call) => {
  callLater(ctx, call, arg(call, 1, 'function'), spread(arg(call, 2, 'args')), call.kwargs.get('kwargs'));
  return undefined;
};

/** `submit(f, *args)`, `to_thread(f, *args)`, `atexit.register(f, *args)`: the function first. */
const firstIsFunction: Handler = (ctx, call) => callLater(ctx, call, call.args[0], call.args.slice(1));

/** `run_in_executor(executor, f, *args)`, `apply_async(f, args)`. */
const secondIsFunction: Handler = (ctx, call) => callLater(ctx, call, call.args[1], call.args.slice(2));
const applyAsync: Handler = (ctx, call) => callLater(ctx, call, call.args[0], spread(call.args[1]));

export const DEFERRED_CALL_HANDLERS: Array<[string, Handler]> = [
  ['threading.Thread', threadTarget],
  ['multiprocessing.Process', threadTarget],
  ['threading.Timer', timer],
  ['asyncio.to_thread', firstIsFunction],
  ['atexit.register', firstIsFunction],
  ['concurrent.futures.ThreadPoolExecutor().submit', firstIsFunction],
  ['concurrent.futures.ProcessPoolExecutor().submit', firstIsFunction],
  ['asyncio.get_event_loop().run_in_executor', secondIsFunction],
  ['asyncio.get_running_loop().run_in_executor', secondIsFunction],
  ['multiprocessing.Pool().apply_async', applyAsync],
];
