import { capturesIn, captureValue } from '../captures.js';
import type { UnitHandle } from '../collector.js';
import { concat, literal } from '../values.js';
import { ScriptState } from './model.js';
import { perlStatement } from './perl.js';
import { rubyStatement } from './ruby.js';
import { socketSends } from './socket-sends.js';
import { type ScriptLang, type Statement, splitStatements } from './statements.js';

/**
 * A bounded, linear model of a Ruby or Perl script without a parser: statements in order
 * (src/analysis/code/scripting/statements.ts), each read for the calls ruby.ts and perl.ts know, with
 * simple assignments (`x = expr`, `my $x = expr;`) followed through one file. Methods and subs carry
 * what flowed through them to their callers: a first pass gathers each method's values (a method
 * that reads a credentials file hands that secret to whoever calls it), the second reports. Anything the
 * tables do not name is opaque: it carries the taints of the variables it mentions, nothing more.
 */

const METHOD_TAINTS = ['secret', 'download', 'decoded'] as const;

/** Runs the model over `unit`; returns the spans of the executes it reported. */
export function analyzeScriptFlow(unit: UnitHandle, lang: ScriptLang): Array<{ start: number; end: number }> {
  const statements = splitStatements(unit.text, lang);
  const usesLwpSimple = /\bLWP::Simple\b/.test(unit.text.slice(0, 256 * 1024));
  const first = new ScriptState(unit, lang, false);
  walk(first, statements, usesLwpSimple);
  const second = new ScriptState(unit, lang, true);
  for (const [k, v] of first.methods) second.methods.set(k, v);
  walk(second, statements, usesLwpSimple);
  references(unit, statements, lang);
  return second.executed;
}

function walk(st: ScriptState, statements: readonly Statement[], usesLwpSimple: boolean): void {
  let method: { name: string; indent: number } | undefined;
  for (const s of statements) {
    const def =
      st.lang === 'ruby'
        ? /^def\s+(?:self\.)?([A-Za-z_]\w{0,63}[?!]?)/.exec(s.text)
        : /^sub\s+([A-Za-z_]\w{0,63})\s*$/.exec(s.text);
    if (def) {
      method = { name: def[1]!, indent: s.indent };
      continue;
    }
    if (st.lang === 'ruby' && method && /^end\b/.test(s.text) && s.indent <= method.indent) {
      method = undefined;
      continue;
    }
    st.stmt = s;
    st.spans = [];
    // What the user copied or sees (src/analysis/code/captures.ts): a secret-like value with no store.
    for (const c of capturesIn(s.text, st.lang)) st.addSpan(c.start, c.end, captureValue(c.cls, c.what));
    if (st.lang === 'ruby') rubyStatement(st);
    else perlStatement(st, usesLwpSimple);
    socketSends(st);
    if (method && !st.emitting) {
      const v = st.valueIn(0, s.text.length);
      if (METHOD_TAINTS.some((t) => v.taints.includes(t))) {
        const prev = st.methods.get(method.name);
        if (st.methods.size < 256) st.methods.set(method.name, prev ? concat([prev, v]) : v);
      }
    }
  }
}

/**
 * Sibling files the script loads, as `source` facts the reference graph follows
 * (src/model/file-references.ts): Ruby `require_relative "lib/x"`, `require "./x"`, `load "x.rb"`,
 * `require File.join(__dir__, "x")`; Perl `require "x.pl"`, `do "x.pl"`, and `use Mod::Name` under a
 * `use lib` folder of the script's own (`use lib "$FindBin::Bin/lib"`).
 */
function references(unit: UnitHandle, statements: readonly Statement[], lang: ScriptLang): void {
  let n = 0;
  const libs: string[] = [];
  const emit = (target: string, s: Statement) => {
    if (n++ < 64) unit.emit({ kind: 'source', target: literal(target) }, s.start, s.end);
  };
  for (const s of statements) {
    if (lang === 'ruby') {
      const dir = rubyLoadPath(s.text);
      if (dir) {
        if (libs.length < 8) libs.push(dir);
        continue;
      }
      const lib = /^require\s*\(?\s*["']([\w-]{1,60}(?:\/[\w-]{1,60}){1,6})["']/.exec(s.text);
      if (lib && libs.length) for (const l of libs) emit(`${l}/${lib[1]}.rb`, s);
      const rel = /^require_relative\s*\(?\s*["']([^"'\n]{1,200})["']/.exec(s.text);
      if (rel) emit(withExt(rel[1]!.startsWith('.') ? rel[1]! : `./${rel[1]}`, '.rb'), s);
      const req =
        /^(?:require|load)\s*\(?\s*(?:["'](\.{1,2}\/[^"'\n]{1,200})["']|File\.(?:join|expand_path)\s*\(\s*(?:__dir__|File\.dirname\(__FILE__\))\s*,\s*["']([^"'\n]{1,200})["'])/.exec(
          s.text,
        );
      const target = req?.[1] ?? (req?.[2] ? `./${req[2]}` : undefined);
      if (target) emit(withExt(target, '.rb'), s);
      continue;
    }
    const lib =
      /^use\s+lib\s+(?:qw\s*[([{]\s*)?["']?(?:\$FindBin::(?:Real)?Bin\/?)?([\w./-]{0,200})["']?/.exec(s.text);
    if (lib) {
      if (libs.length < 8) libs.push(lib[1]!.replace(/^\.?\/?/, './').replace(/\/$/, ''));
      continue;
    }
    const file = /^(?:require|do)\s*\(?\s*["']([^"'$\n]{1,200}\.p[lm])["']/.exec(s.text);
    if (file) emit(file[1]!.startsWith('.') ? file[1]! : `./${file[1]}`, s);
    const mod = /^(?:use|require)\s+([A-Z]\w{0,60}(?:::\w{1,60}){0,6})\b/.exec(s.text);
    if (mod && libs.length) for (const l of libs) emit(`${l}/${mod[1]!.replace(/::/g, '/')}.pm`, s);
  }
}

/**
 * A folder of the script's own put on Ruby's load path (`$LOAD_PATH.unshift File.expand_path("../lib",
 * __dir__)`, `$: << File.join(__dir__, "lib")`), relative to the script: `require "kit/forge"` then loads
 * `<folder>/kit/forge.rb`.
 */
function rubyLoadPath(text: string): string | undefined {
  const m =
    /^\$(?:LOAD_PATH|:)\s*(?:\.unshift|\.push|\.prepend|\.insert\(\s*0\s*,|<<)\s*\(?\s*File\.(?:expand_path\s*\(\s*["']([\w./-]{1,200})["']\s*,\s*(?:__dir__|File\.dirname\(__FILE__\))|join\s*\(\s*(?:__dir__|File\.dirname\(__FILE__\))([^)\n]{1,300}))/.exec(
      text,
    );
  // `File.join(__dir__, "..", "lib")`: the quoted parts after the folder, joined.
  const joined = m?.[2]
    ? [...m[2].matchAll(/["']([\w.-]{1,100})["']/g)].map((p) => p[1]).join('/')
    : undefined;
  const rel = m?.[1] ?? joined;
  if (!rel || rel.startsWith('/')) return undefined;
  return rel.startsWith('.') ? rel.replace(/\/$/, '') : `./${rel.replace(/\/$/, '')}`;
}

function withExt(path: string, ext: string): string {
  return /\.\w{1,5}$/.test(path) ? path : `${path}${ext}`;
}
