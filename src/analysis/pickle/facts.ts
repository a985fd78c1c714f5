import { extractFacts, type FileFacts } from '../extract.js';
import type { ClassifyOptions } from '../hosts.js';
import { LineMap } from '../lines.js';
import { mergeMember } from '../merge-facts.js';
import { type PickleCall, type PickleRead, type PickleValue, readPickle } from './machine.js';
import { UNPICKLED } from './sniff.js';

/**
 * The facts of a pickle: the calls it makes when loaded (src/analysis/pickle/machine.ts), written out as
 * the Python they amount to — `_r0 = subprocess.Popen(["sh", "-c", "curl … | sh"])` — and analysed like a
 * bundled script, so a "model" whose `__reduce__` downloads and runs code is reported by the behaviour
 * rules as that download-and-run, on the pickle, naming the view and its line. A pickle that calls only
 * constructors of data (numpy arrays, scikit-learn estimators) yields Python with no behaviour at all.
 */

/** Python module names a pickle uses for the same callables the analysers know by another name. */
const MODULE_ALIAS: Readonly<Record<string, string>> = { posix: 'os', nt: 'os', commands: 'subprocess' };
const BUILTINS = new Set(['builtins', '__builtin__']);

export function pickleFacts(
  bytes: Uint8Array,
  path: string,
  hosts: ClassifyOptions = {},
): FileFacts | undefined {
  const facts = unpickledFacts(bytes, path, hosts);
  if (!facts) return undefined;
  const merged: FileFacts = { units: [], behaviours: [], assignments: [] };
  mergeMember(merged, facts, UNPICKLED);
  return merged;
}

/** The facts of the Python a pickle's calls amount to, or undefined when it makes no call. */
export function unpickledFacts(
  bytes: Uint8Array,
  path: string,
  hosts: ClassifyOptions = {},
): FileFacts | undefined {
  const read = readPickle(bytes);
  if (read.calls.length === 0) return undefined;
  const text = asPython(read);
  return extractFacts({
    path: `${path}!/unpickled.py`,
    text,
    lines: new LineMap(text),
    hosts,
    intents: false,
  });
}

/** The calls as Python: the imports first, then one assignment per call, in the order the loader makes them. */
export function asPython(read: PickleRead): string {
  const modules = new Set<string>();
  for (const name of read.imports) {
    const module = moduleOf(name.slice(0, name.lastIndexOf('.')));
    if (module !== undefined) modules.add(module);
  }
  const lines = [...modules].sort().map((m) => `import ${m}`);
  read.calls.forEach((c, i) => {
    lines.push(`_r${i} = ${callOf(c)}`);
  });
  return `${lines.join('\n')}\n`;
}

function moduleOf(module: string): string | undefined {
  if (BUILTINS.has(module)) return undefined;
  if (!/^[A-Za-z_][\w.]{0,200}$/.test(module)) return undefined;
  return MODULE_ALIAS[module] ?? module;
}

function callOf(c: PickleCall): string {
  return `${pythonOf(c.callable)}(${c.args.map(pythonOf).join(', ')})`;
}

function pythonOf(v: PickleValue): string {
  switch (v.kind) {
    case 'str':
      return JSON.stringify(v.text);
    case 'bytes':
      return bytesLiteral(v.head);
    case 'num':
    case 'const':
      return v.text;
    case 'global': {
      const name = /^[A-Za-z_][\w.]{0,200}$/.test(v.name) ? v.name : 'None';
      const module = moduleOf(v.module);
      if (BUILTINS.has(v.module)) return name;
      return module === undefined ? 'None' : `${module}.${name}`;
    }
    case 'seq': {
      const items = v.items.map(pythonOf);
      if (v.open === '[') return `[${items.join(', ')}]`;
      return items.length === 1 ? `(${items[0]},)` : `(${items.join(', ')})`;
    }
    case 'dict':
      return `{${v.entries.map(([k, x]) => `${pythonOf(k)}: ${pythonOf(x)}`).join(', ')}}`;
    case 'result':
      return `_r${v.index}`;
    default:
      return 'None';
  }
}

/** A bytes literal of the first bytes kept (`head`; the rest of a long value is data nobody calls). */
function bytesLiteral(head: string): string {
  let s = "b'";
  for (const ch of head) {
    const c = ch.charCodeAt(0);
    if (ch === "'" || ch === '\\') s += `\\${ch}`;
    else if (c >= 0x20 && c < 0x7f) s += ch;
    else s += `\\x${c.toString(16).padStart(2, '0')}`;
  }
  return `${s}'`;
}
