/**
 * A Python pickle read the way `pickle.load` would run it, without running anything: the opcodes
 * (protocols 0-5, as `pickletools` documents them) drive a symbolic stack of the values they build, so
 * that the calls a pickle makes when loaded — `REDUCE`, `INST`, `OBJ`, `NEWOBJ`, `NEWOBJ_EX`, each on a
 * callable imported by `GLOBAL`/`STACK_GLOBAL` — are known with their arguments. That is what a loader of
 * a shipped "model" runs (`pickle.load`, `joblib.load`, `torch.load` of a legacy file), and what a
 * reviewer of a binary diff never sees. Peers do the same statically (picklescan, modelscan); this one
 * keeps the arguments, so the calls can be analysed as Python (src/analysis/pickle/facts.ts).
 *
 * Bounded: every read is checked against the buffer, the stack, the memo and the calls kept are capped,
 * and a malformed stream ends the reading with what was built so far (the error is reported).
 */

import {
  bytesValue,
  latin1,
  numeric,
  PICKLE_LIMITS,
  type PickleValue,
  quoted,
  Reader,
  rawUnicode,
  str,
  utf8,
} from './reader.js';

export { PICKLE_LIMITS, type PickleValue } from './reader.js';

export interface PickleCall {
  callable: PickleValue;
  args: PickleValue[];
  /** Byte offset of the opcode that made the call. */
  offset: number;
}

export interface PickleRead {
  protocol: number;
  calls: PickleCall[];
  /** Every callable the stream imports, as `module.name`, in order of first import. */
  imports: string[];
  /** Why reading stopped before a `STOP` opcode, if it did. */
  error?: string;
}

const UNKNOWN: PickleValue = { kind: 'unknown' };

/** Reads `bytes` as a pickle stream (the first one: a file may hold several; the loader reads one). */
export function readPickle(bytes: Uint8Array): PickleRead {
  const m = new Machine(new Reader(bytes));
  try {
    m.run();
  } catch (e) {
    m.out.error = (e as Error).message;
  }
  return m.out;
}

class Machine {
  readonly out: PickleRead = { protocol: 0, calls: [], imports: [] };
  private stack: PickleValue[] = [];
  private marks: number[] = [];
  private readonly memo = new Map<number, PickleValue>();
  private readonly imported = new Set<string>();
  constructor(private readonly r: Reader) {}

  private push(v: PickleValue): void {
    if (this.stack.length >= PICKLE_LIMITS.stack) throw new Error('stack deeper than the limit');
    this.stack.push(v);
  }
  private pop(): PickleValue {
    if (this.stack.length === 0) throw new Error(`stack underflow at byte ${this.r.at}`);
    return this.stack.pop()!;
  }
  private top(): PickleValue {
    if (this.stack.length === 0) throw new Error(`empty stack at byte ${this.r.at}`);
    return this.stack[this.stack.length - 1]!;
  }
  /** The items pushed since the last MARK, which is dropped. */
  private popMark(): PickleValue[] {
    const at = this.marks.pop();
    if (at === undefined || at > this.stack.length) throw new Error(`no mark at byte ${this.r.at}`);
    return this.stack.splice(at);
  }
  private memoize(key: number): void {
    if (this.memo.size >= PICKLE_LIMITS.memo && !this.memo.has(key))
      throw new Error('memo larger than the limit');
    this.memo.set(key, this.top());
  }
  private recall(key: number): void {
    this.push(this.memo.get(key) ?? UNKNOWN);
  }
  private global(module: string, name: string): PickleValue {
    const key = `${module}.${name}`;
    if (!this.imported.has(key) && this.imported.size < PICKLE_LIMITS.calls) {
      this.imported.add(key);
      this.out.imports.push(key);
    }
    return { kind: 'global', module, name };
  }
  private call(callable: PickleValue, args: PickleValue[], offset: number): void {
    if (this.out.calls.length >= PICKLE_LIMITS.calls) {
      this.push(UNKNOWN);
      return;
    }
    this.out.calls.push({ callable, args: args.slice(0, PICKLE_LIMITS.items), offset });
    this.push({ kind: 'result', index: this.out.calls.length - 1 });
  }
  private argsOf(v: PickleValue): PickleValue[] {
    return v.kind === 'seq' ? v.items : v.kind === 'unknown' ? [] : [v];
  }
  private seq(open: '(' | '[', items: PickleValue[]): PickleValue {
    return { kind: 'seq', open, items: items.slice(0, PICKLE_LIMITS.items) };
  }
  private append(target: PickleValue, items: PickleValue[]): void {
    if (target.kind === 'seq')
      target.items.push(...items.slice(0, Math.max(0, PICKLE_LIMITS.items - target.items.length)));
  }
  private setItems(target: PickleValue, flat: PickleValue[]): void {
    if (target.kind !== 'dict') return;
    for (let i = 0; i + 1 < flat.length && target.entries.length < PICKLE_LIMITS.items; i += 2)
      target.entries.push([flat[i]!, flat[i + 1]!]);
  }

  run(): void {
    const r = this.r;
    for (;;) {
      const offset = r.at;
      const op = r.u8();
      if (op === 0x2e) return; // STOP
      this.step(op, offset);
    }
  }

  // One opcode. Each case follows pickletools' table: argument encoding, then the stack effect.
  private step(op: number, offset: number): void {
    const r = this.r;
    switch (op) {
      case 0x80: // PROTO
        this.out.protocol = r.u8();
        return;
      case 0x95: // FRAME
        r.uint(8);
        return;
      case 0x28: // MARK
        this.marks.push(this.stack.length);
        return;
      case 0x30: // POP
        if (this.marks.length > 0 && this.marks[this.marks.length - 1] === this.stack.length)
          this.marks.pop();
        else this.pop();
        return;
      case 0x31: // POP_MARK
        this.popMark();
        return;
      case 0x32: // DUP
        this.push(this.top());
        return;
      case 0x46: // FLOAT
      case 0x49: // INT
      case 0x4c: // LONG
        this.push(numeric(r.line()));
        return;
      case 0x47: // BINFLOAT
        r.take(8);
        this.push({ kind: 'num', text: '0.0' });
        return;
      case 0x4a: // BININT
        this.push({ kind: 'num', text: String(r.int32()) });
        return;
      case 0x4b: // BININT1
        this.push({ kind: 'num', text: String(r.uint(1)) });
        return;
      case 0x4d: // BININT2
        this.push({ kind: 'num', text: String(r.uint(2)) });
        return;
      case 0x8a: // LONG1
        r.take(r.uint(1));
        this.push({ kind: 'num', text: '0' });
        return;
      case 0x8b: // LONG4
        r.take(r.int32());
        this.push({ kind: 'num', text: '0' });
        return;
      case 0x4e: // NONE
        this.push({ kind: 'const', text: 'None' });
        return;
      case 0x88: // NEWTRUE
      case 0x89: // NEWFALSE
        this.push({ kind: 'const', text: op === 0x88 ? 'True' : 'False' });
        return;
      case 0x53: // STRING
        this.push(quoted(r.line()));
        return;
      case 0x54: // BINSTRING
        this.push(str(latin1(r.take(r.int32()))));
        return;
      case 0x55: // SHORT_BINSTRING
        this.push(str(latin1(r.take(r.uint(1)))));
        return;
      case 0x56: // UNICODE
        this.push(rawUnicode(r.line()));
        return;
      case 0x58: // BINUNICODE
        this.push(str(utf8(r.take(r.uint(4)))));
        return;
      case 0x8c: // SHORT_BINUNICODE
        this.push(str(utf8(r.take(r.uint(1)))));
        return;
      case 0x8d: // BINUNICODE8
        this.push(str(utf8(r.take(r.uint(8)))));
        return;
      case 0x42: // BINBYTES
        this.push(bytesValue(r.take(r.uint(4))));
        return;
      case 0x43: // SHORT_BINBYTES
        this.push(bytesValue(r.take(r.uint(1))));
        return;
      case 0x8e: // BINBYTES8
      case 0x96: // BYTEARRAY8
        this.push(bytesValue(r.take(r.uint(8))));
        return;
      case 0x97: // NEXT_BUFFER
        this.push(UNKNOWN);
        return;
      case 0x98: // READONLY_BUFFER
        return;
      case 0x50: // PERSID
        r.line();
        this.push(UNKNOWN);
        return;
      case 0x51: // BINPERSID
        this.pop();
        this.push(UNKNOWN);
        return;
      default:
        this.structural(op, offset);
    }
  }

  // Containers, the memo, imports and calls.
  private structural(op: number, offset: number): void {
    const r = this.r;
    switch (op) {
      case 0x29: // EMPTY_TUPLE
        this.push(this.seq('(', []));
        return;
      case 0x5d: // EMPTY_LIST
        this.push(this.seq('[', []));
        return;
      case 0x7d: // EMPTY_DICT
        this.push({ kind: 'dict', entries: [] });
        return;
      case 0x8f: // EMPTY_SET
        this.push(this.seq('[', []));
        return;
      case 0x74: // TUPLE
        this.push(this.seq('(', this.popMark()));
        return;
      case 0x6c: // LIST
        this.push(this.seq('[', this.popMark()));
        return;
      case 0x91: // FROZENSET
        this.push(this.seq('(', this.popMark()));
        return;
      case 0x85: // TUPLE1
      case 0x86: // TUPLE2
      case 0x87: {
        // TUPLE3
        const n = op - 0x84;
        const items: PickleValue[] = [];
        for (let i = 0; i < n; i++) items.unshift(this.pop());
        this.push(this.seq('(', items));
        return;
      }
      case 0x64: {
        // DICT
        const d: PickleValue = { kind: 'dict', entries: [] };
        this.setItems(d, this.popMark());
        this.push(d);
        return;
      }
      case 0x61: {
        // APPEND
        const v = this.pop();
        this.append(this.top(), [v]);
        return;
      }
      case 0x65: // APPENDS
      case 0x90: {
        // ADDITEMS
        const items = this.popMark();
        this.append(this.top(), items);
        return;
      }
      case 0x73: {
        // SETITEM
        const v = this.pop();
        const k = this.pop();
        this.setItems(this.top(), [k, v]);
        return;
      }
      case 0x75: {
        // SETITEMS
        const flat = this.popMark();
        this.setItems(this.top(), flat);
        return;
      }
      case 0x62: // BUILD: state set on an object (`__setstate__` of its class); the state is data
        this.pop();
        return;
      case 0x67: // GET
        this.recall(Number.parseInt(r.line(), 10));
        return;
      case 0x68: // BINGET
        this.recall(r.uint(1));
        return;
      case 0x6a: // LONG_BINGET
        this.recall(r.uint(4));
        return;
      case 0x70: // PUT
        this.memoize(Number.parseInt(r.line(), 10));
        return;
      case 0x71: // BINPUT
        this.memoize(r.uint(1));
        return;
      case 0x72: // LONG_BINPUT
        this.memoize(r.uint(4));
        return;
      case 0x94: // MEMOIZE
        this.memoize(this.memo.size);
        return;
      case 0x63: {
        // GLOBAL
        const module = r.line();
        this.push(this.global(module, r.line()));
        return;
      }
      case 0x93: {
        // STACK_GLOBAL
        const name = this.pop();
        const module = this.pop();
        this.push(
          module.kind === 'str' && name.kind === 'str' ? this.global(module.text, name.text) : UNKNOWN,
        );
        return;
      }
      case 0x82: // EXT1
      case 0x83: // EXT2
      case 0x84: // EXT4
        r.uint(op === 0x82 ? 1 : op === 0x83 ? 2 : 4);
        this.push(UNKNOWN);
        return;
      default:
        this.calls(op, offset);
    }
  }

  private calls(op: number, offset: number): void {
    const r = this.r;
    switch (op) {
      case 0x52: {
        // REDUCE: callable(*args)
        const args = this.pop();
        this.call(this.pop(), this.argsOf(args), offset);
        return;
      }
      case 0x81: {
        // NEWOBJ: cls.__new__(cls, *args)
        const args = this.pop();
        this.call(this.pop(), this.argsOf(args), offset);
        return;
      }
      case 0x92: {
        // NEWOBJ_EX: cls.__new__(cls, *args, **kwargs)
        this.pop();
        const args = this.pop();
        this.call(this.pop(), this.argsOf(args), offset);
        return;
      }
      case 0x69: {
        // INST module\nname\n: class(*items since the mark)
        const module = r.line();
        const cls = this.global(module, r.line());
        this.call(cls, this.popMark(), offset);
        return;
      }
      case 0x6f: {
        // OBJ: the first item since the mark is the class, the rest its arguments
        const items = this.popMark();
        this.call(items[0] ?? UNKNOWN, items.slice(1), offset);
        return;
      }
      default:
        throw new Error(`unknown opcode 0x${op.toString(16).padStart(2, '0')} at byte ${offset}`);
    }
  }
}
