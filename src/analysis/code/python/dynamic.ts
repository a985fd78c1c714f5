import { endpointOf } from '../../hosts.js';
import { tainted } from '../../values.js';
import { RUNTIME_DIR_VAR } from '../values.js';
import type { PyNode as Node } from './ast.js';
import { arg } from './call-values.js';
import type { Call, Ctx, Handler } from './context.js';
import { contentsOf } from './files.js';
import { derive, fullText, isTainted, type PV, slot } from './pv.js';

/**
 * Python running Python: `exec`/`eval`/`compile`, `runpy`, importing a module from a downloaded file,
 * deserialisers that run code (`marshal`, `pickle`, unsafe `yaml.load`) fed downloaded or decoded data,
 * `types.FunctionType`, and machine code through `ctypes`/`mmap`. Static code handed to `exec` is
 * analysed as a nested Python unit (decoded payloads included).
 */

/** The `execute` for Python code, and the code itself as a nested unit when it is static. */
export function executePython(ctx: Ctx, at: Node, via: string, code: PV): void {
  const from = code.v.taints.includes('download') ? code.v.from : undefined;
  const endpoint = from ? endpointOf(from, ctx.unit.hosts) : undefined;
  ctx.emit({ kind: 'execute', via, code: code.v, ...(endpoint ? { endpoint } : {}) }, at);
  const text = fullText(code);
  if (text !== undefined && /[(=\n;]/.test(text)) ctx.embed('python', text, at);
}

const pyExec =
  (via: string): Handler =>
  (ctx, call) => {
    const code = arg(call, 0, 'source') ?? arg(call, 0, 'object');
    if (!code) return undefined;
    executePython(ctx, call.node, via, code);
    return derive(slot('result'), [code]);
  };

/** `compile(src, …)` is the code, not yet run: the code object carries the source on. */
const compile: Handler = (_ctx, call) => arg(call, 0, 'source');

/**
 * A path the scan can follow to a file it reads: relative, or anchored at a folder the runtime names
 * (`${CLAUDE_PLUGIN_ROOT}/scripts/hooks.py`), with nothing else computed in it. Absolute paths (`/tmp/m.py`)
 * name files outside the repository, and any other variable one chosen at run time.
 */
function followable(path: PV): boolean {
  const v = path.v;
  const anchor = /^\$\{(\w{1,64})\}\//.exec(v.text);
  const rest = anchor && RUNTIME_DIR_VAR.test(anchor[1]!) ? v.text.slice(anchor[0].length) : v.text;
  // Taints say what flowed in even where the text shows one alternative of several (`a if c else b`):
  // only the runtime folder's own `env` is explained by the text.
  const explained = v.taints.every((t) => t === 'env' && rest !== v.text);
  return explained && /^(?![/~])[^$`\n]{1,512}$/.test(rest);
}

/**
 * `execfile(path)`, `runpy.run_path(path)`: a file's code, downloaded when the path received a download.
 * A fixed path to a file shipped with the skill runs that file, like an import: it is a `source` the
 * reference graph follows (and the file's own code is read there), not code built at run time.
 */
const runFile =
  (via: string): Handler =>
  (ctx, call) => {
    const path = arg(call, 0, 'path_name') ?? arg(call, 0, 'filename');
    if (!path) return undefined;
    const code = contentsOf(ctx, path);
    // A path a copy filled runs the copied file (`shutil.copyfile(backup, live)` then `run_path(live)`).
    const copied = ctx.copiedFrom.get(path.v.text);
    if (followable(path) && !isTainted(code, 'download'))
      ctx.emit({ kind: 'source', target: copied ? { ...path.v, text: copied } : path.v }, call.node);
    else executePython(ctx, call.node, via, code);
    return derive(slot('module'), [path]);
  };

/** `importlib.util.spec_from_file_location(name, path)`: loading code from a file outside the package. */
const specFromFile: Handler = (ctx, call) => {
  const path = arg(call, 1, 'location');
  if (!path) return undefined;
  const code = contentsOf(ctx, path);
  if (code.v.taints.includes('download')) executePython(ctx, call.node, 'importlib', code);
  return { ...derive(slot('spec'), [code]), ref: 'importlib.util.spec()' };
};

/** Deserialisers that run code: reported when their input came from the network or a decoder. */
const deserialise =
  (via: string, safe?: (call: Call) => boolean): Handler =>
  (ctx, call) => {
    const data = call.args[0] ?? arg(call, 0, 'data') ?? arg(call, 0, 'stream');
    if (!data) return undefined;
    if (safe?.(call)) return derive(slot('object'), [data]);
    // A file's bytes too (`pickle.load(open(p, "rb"))`): what the file holds runs, whatever it is called;
    // the model follows a file of the tree to its own facts (src/model/executed-data.ts).
    if (
      isTainted(data, 'download') ||
      isTainted(data, 'decoded') ||
      (isTainted(data, 'file') && namesAFile(data.v.from))
    ) {
      ctx.emit({ kind: 'execute', via, code: data.v, ...endpointFrom(ctx, data) }, call.node);
    } else ctx.unit.dataUses.load(via);
    return derive(slot('object'), [data]);
  };

/** A path with a written part (`cache/a.pkl`, `${__file__}/../x.pkl`), not only an argument or a setting. */
const namesAFile = (from: string | undefined) => from !== undefined && /[\w-]\.\w{1,12}$/.test(from);

/**
 * Loaders that open a path themselves and unpickle it (`joblib.load(path)`, `torch.load(path)` unless
 * `weights_only=True`, which refuses code-running opcodes): the file's contents are what is deserialised.
 */
const unpicklePath =
  (via: string, safe?: (call: Call) => boolean): Handler =>
  (ctx, call) => {
    const path = call.args[0] ?? arg(call, 0, 'filename') ?? arg(call, 0, 'f');
    if (!path || safe?.(call)) return path ? derive(slot('object'), [path]) : undefined;
    if (path.v.taints.includes('file')) return deserialise(via)(ctx, call);
    return deserialise(via)(ctx, { ...call, args: [contentsOf(ctx, path), ...call.args.slice(1)] });
  };
const weightsOnly = (call: Call) => knownTrue(call.kwargs.get('weights_only'));
const knownTrue = (v: PV | undefined) => v !== undefined && (v.num === 1 || fullText(v) === 'True');

function endpointFrom(ctx: Ctx, p: PV) {
  return p.v.taints.includes('download') && p.v.from
    ? { endpoint: endpointOf(p.v.from, ctx.unit.hosts) }
    : {};
}

/**
 * Loaders that open a path or URL themselves and unpickle what they read (`pandas.read_pickle(url)`, which
 * fetches through urllib/fsspec): a URL there is downloaded code run, like `pickle.loads(urlopen(url).read())`.
 */
const unpickleFrom =
  (param: string): Handler =>
  (ctx, call) => {
    const src = call.args[0] ?? arg(call, 0, param);
    const url = src ? (fullText(src) ?? src.v.text).trim() : '';
    if (!src || !/^(?:https?|ftp|s3|gs|gcs):\/\//i.test(url)) return unpicklePath('pickle')(ctx, call);
    const code = tainted(src.v, 'download', { from: url });
    ctx.emit({ kind: 'execute', via: 'pickle', code, endpoint: endpointOf(url, ctx.unit.hosts) }, call.node);
    return derive(slot('object'), [src]);
  };

const SAFE_LOADERS = /(?:^|\.)(?:SafeLoader|CSafeLoader|BaseLoader|CBaseLoader)$/;
const yamlSafe = (call: Call) => {
  const loader = arg(call, 1, 'Loader');
  return loader?.ref !== undefined && SAFE_LOADERS.test(loader.ref);
};

/** `types.FunctionType(code, globals)`: a function built from a code object is run code. */
const functionType: Handler = (ctx, call) => {
  const code = call.args[0];
  if (!code) return undefined;
  ctx.emit(
    { kind: 'execute', via: 'types.FunctionType', code: code.v, ...endpointFrom(ctx, code) },
    call.node,
  );
  return { ...derive(slot('function'), [code]), ref: 'types.FunctionType()' };
};

/** Machine code: bytes copied into memory and called through ctypes, or an executable mmap. */
const shellcodeBuffer =
  (at: number): Handler =>
  (ctx, call) => {
    const data = call.args[at];
    if (data && !data.num) ctx.shellcode = data;
    return { ...derive(slot('buffer'), data ? [data] : []), ref: 'ctypes.buffer()' };
  };

const runMachineCode: Handler = (ctx, call) => {
  const code = ctx.shellcode ?? derive(slot('machine code'), []);
  ctx.emit({ kind: 'execute', via: 'ctypes', code: code.v, ...endpointFrom(ctx, code) }, call.node);
  return derive(slot('result'), [code]);
};

const castToFunction: Handler = (_ctx, call) => {
  const target = call.args[1];
  return target?.ref?.endsWith('FUNCTYPE()') ? target : undefined;
};

const mmapExec: Handler = (ctx, call) => {
  const prot = call.kwargs.get('prot') ?? call.args[3];
  if (prot?.num !== undefined && prot.num & 4) {
    const code = ctx.shellcode ?? derive(slot('machine code'), []);
    ctx.emit({ kind: 'execute', via: 'mmap', code: code.v }, call.node);
  }
  return { ...derive(slot('mmap'), []), ref: 'mmap.mmap()' };
};

/**
 * IPython's own ways to run a cell's worth of code (`get_ipython().run_cell(src)`, `.ex`, `.ev`): the notebook
 * kernel's `exec`, reachable without naming it.
 */
const ipythonRun =
  (via: string): Handler =>
  (ctx, call) => {
    const code = arg(call, 0, 'raw_cell') ?? arg(call, 0, 'cmd') ?? arg(call, 0, 'expr');
    if (!code) return undefined;
    executePython(ctx, call.node, via, code);
    return derive(slot('result'), [code]);
  };

export const DYNAMIC_HANDLERS: Array<[string, Handler]> = [
  ...['get_ipython()', 'IPython.get_ipython()'].flatMap(
    (shell): Array<[string, Handler]> => [
      [`${shell}.run_cell`, ipythonRun('IPython run_cell')],
      [`${shell}.run_cell_async`, ipythonRun('IPython run_cell')],
      [`${shell}.ex`, ipythonRun('IPython ex')],
      [`${shell}.ev`, ipythonRun('IPython ev')],
    ],
  ),
  ['exec', pyExec('exec')],
  ['eval', pyExec('eval')],
  ['compile', compile],
  ['execfile', runFile('execfile')],
  ['runpy.run_path', runFile('runpy')],
  ['runpy.run_module', pyExec('runpy')],
  ['importlib.util.spec_from_file_location', specFromFile],
  ['imp.load_source', (ctx, call) => specFromFile(ctx, { ...call, args: call.args })],
  ['marshal.loads', deserialise('marshal')],
  ['pickle.loads', deserialise('pickle')],
  ['pickle.load', deserialise('pickle')],
  ['cPickle.loads', deserialise('pickle')],
  ['dill.loads', deserialise('pickle')],
  ['cloudpickle.loads', deserialise('pickle')],
  ['joblib.load', unpicklePath('pickle')],
  ['torch.load', unpicklePath('pickle', weightsOnly)],
  ['pandas.read_pickle', unpickleFrom('filepath_or_buffer')],
  ['yaml.load', deserialise('yaml', yamlSafe)],
  ['yaml.unsafe_load', deserialise('yaml')],
  ['yaml.full_load', deserialise('yaml')],
  ['types.FunctionType', functionType],
  ['ctypes.create_string_buffer', shellcodeBuffer(0)],
  ['ctypes.memmove', shellcodeBuffer(1)],
  ['ctypes.windll.kernel32.RtlMoveMemory', shellcodeBuffer(1)],
  ['ctypes.windll.kernel32.CreateThread', runMachineCode],
  ['ctypes.CFUNCTYPE()', runMachineCode],
  ['ctypes.WINFUNCTYPE()', runMachineCode],
  ['ctypes.cast', castToFunction],
  ['mmap.mmap', mmapExec],
];
