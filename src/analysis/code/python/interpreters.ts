import { arg } from './call-values.js';
import type { Handler } from './context.js';
import { executePython } from './dynamic.js';
import { contentsOf } from './files.js';
import { derive, type PV, slot } from './pv.js';

/**
 * Python running Python through objects rather than `exec`: the `code` module's interpreters
 * (`code.InteractiveInterpreter().runsource(src)`, `.runcode(obj)`, `InteractiveConsole().push(line)`)
 * and the import system's file loaders (`importlib.machinery.SourceFileLoader(name, path).load_module()`,
 * `.exec_module(m)`), which run the file at `path` — downloaded code when a download went there.
 */

/** `.runsource(source)`, `.runcode(code)`, `.push(line)`: the text runs in the interpreter's namespace. */
const runSource =
  (via: string): Handler =>
  (ctx, call) => {
    const code = arg(call, 0, 'source') ?? arg(call, 0, 'code') ?? arg(call, 0, 'line');
    if (!code) return undefined;
    executePython(ctx, call.node, via, code);
    return derive(slot('result'), [code]);
  };

/** `SourceFileLoader(name, path)`: remembers the file until a module is loaded from it. */
const fileLoader: Handler = (_ctx, call) => {
  const path = arg(call, 1, 'path');
  return {
    ...derive(slot('loader'), path ? [path] : []),
    ref: 'importlib.machinery.SourceFileLoader()',
    state: { path },
  };
};

/** `.load_module()` / `.exec_module(m)`: the loader's file runs; reported when its content was downloaded. */
const loadFromFile: Handler = (ctx, call) => {
  const path = call.self?.state?.path as PV | undefined;
  if (!path) return undefined;
  const code = contentsOf(ctx, path);
  if (code.v.taints.includes('download')) executePython(ctx, call.node, 'importlib loader', code);
  return derive(slot('module'), [code]);
};

const LOADER = 'importlib.machinery.SourceFileLoader';

export const INTERPRETER_HANDLERS: Array<[string, Handler]> = [
  ...['code.InteractiveInterpreter', 'code.InteractiveConsole'].flatMap(
    (cls): Array<[string, Handler]> => [
      [cls, () => ({ ...derive(slot('interpreter'), []), ref: `${cls}()` })],
      [`${cls}().runsource`, runSource('code.InteractiveInterpreter')],
      [`${cls}().runcode`, runSource('code.InteractiveInterpreter')],
      [`${cls}().push`, runSource('code.InteractiveConsole')],
    ],
  ),
  ...[LOADER, 'importlib._bootstrap_external.SourceFileLoader'].map((n): [string, Handler] => [
    n,
    fileLoader,
  ]),
  [`${LOADER}().load_module`, loadFromFile],
  [`${LOADER}().exec_module`, loadFromFile],
];
