import type { Node } from 'web-tree-sitter';
import type { Value } from '../../facts.js';
import { concat, literal } from '../values.js';
import { arrayLiteral, assignArray, assignElement, resolveRef } from './arrays.js';
import type { Assign } from './cmd.js';
import { rememberAddress } from './doc-values.js';
import { envDump } from './handlers/data.js';
import { configFromAssignment } from './handlers/packages.js';
import type { ShellState } from './state.js';
import { expandWord, wordValue } from './words.js';

/**
 * Assignments: `NAME=value`, `NAME+=value`, and the declaration builtins (`export`, `local`, `declare`,
 * `readonly`, `typeset`). Values go into the unit's variables; top-level ones are exported for
 * cross-file resolution; registry and index variables (`PIP_INDEX_URL`, …) are configuration facts.
 */

const NO_OUTPUT = undefined;

export function assignmentOf(st: ShellState, node: Node): Assign {
  const nameNode = node.childForFieldName('name');
  const valueNode = node.childForFieldName('value');
  let name = nameNode ? st.slice(nameNode.startIndex, nameNode.endIndex) : '';
  const sub = nameNode?.type === 'subscript' ? nameNode.childForFieldName('name') : null;
  if (sub) name = st.slice(sub.startIndex, sub.endIndex);
  name = resolveRef(st, name);
  const append = /^[^=]{0,300}\+=/.test(st.slice(node.startIndex, node.endIndex));
  // Arrays keep their elements apart (arrays.ts); the variable holds them joined by blanks.
  if (valueNode?.type === 'array') {
    const arr = arrayLiteral(st, valueNode, wordValue, (s, n) => expandWord(s, n).map((w) => w.v));
    return { name, value: assignArray(st, name, arr, append), start: node.startIndex, end: node.endIndex };
  }
  let value = valueNode ? wordValue(st, valueNode) : literal('');
  const index = sub ? nameNode?.childForFieldName('index') : null;
  if (index) {
    const key = wordValue(st, index).text;
    const prev = append ? st.arrays.get(name)?.get(key) : undefined;
    const element = prev ? concat([prev, value]) : value;
    return { name, value: assignElement(st, name, key, element), start: node.startIndex, end: node.endIndex };
  }
  if (append) {
    const prev = st.vars.get(name);
    if (prev) value = concat([prev, value]);
  }
  // `arr=x` on an array sets its first element, as in bash.
  if (!append && st.arrays.has(name))
    return { name, value: assignElement(st, name, '0', value), start: node.startIndex, end: node.endIndex };
  return { name, value, start: node.startIndex, end: node.endIndex };
}

/**
 * `declare -n ref=NAME` / `local -n`: `ref` names another variable (or array) from here on. Only a name
 * that is known text is followed.
 */
function nameReference(st: ShellState, node: Node): boolean {
  const nameNode = node.childForFieldName('name');
  const valueNode = node.childForFieldName('value');
  if (!nameNode || !valueNode) return false;
  const target = wordValue(st, valueNode);
  if (!target.literal || !/^[A-Za-z_]\w{0,63}$/.test(target.text)) return false;
  if (st.namerefs.size < 200) st.namerefs.set(st.slice(nameNode.startIndex, nameNode.endIndex), target.text);
  return true;
}

export function assignVar(st: ShellState, a: Assign): void {
  st.setVar(a.name, a.value);
  configFromAssignment(st, a);
  if (st.topLevel && st.unit.depth === 0) {
    st.unit.assign(a.name, a.value, a.start, a.end);
    rememberAddress(st, a.name, a.value);
  }
}

export function runAssignment(st: ShellState, node: Node, _: unknown[]): void {
  if (node.type !== 'variable_assignment') return;
  assignVar(st, assignmentOf(st, node));
}

export function runDeclaration(st: ShellState, node: Node): Value | undefined {
  const keyword = node.child(0)?.type ?? '';
  let operands = 0;
  const flags: string[] = [];
  for (const c of node.namedChildren) {
    if (!c) continue;
    // `local x=…` (and `declare`/`typeset` without `-g`) in a function hides the caller's `x` until the
    // function returns (ShellState.localFrames).
    if (scopesLocally(keyword, flags) && (c.type === 'variable_assignment' || c.type === 'variable_name')) {
      const nameNode = c.type === 'variable_name' ? c : c.childForFieldName('name');
      if (nameNode) st.declareLocal(st.slice(nameNode.startIndex, nameNode.endIndex));
    }
    if (c.type === 'variable_assignment') {
      if (!(flags.some((f) => /^-[a-zA-Z]{0,8}n/.test(f)) && nameReference(st, c))) runAssignment(st, c, []);
      operands++;
    } else if (c.type === 'variable_name') operands++;
    else {
      // `export $(cat .env | xargs)`: the words are expanded (substitutions run) and may be assignments.
      const text = st.slice(c.startIndex, c.endIndex);
      if (text.startsWith('-') || text.startsWith('+')) {
        flags.push(text);
        continue;
      }
      operands++;
      for (const w of expandWord(st, c)) {
        const eq = w.v.text.indexOf('=');
        if (eq > 0 && /^[A-Za-z_]\w{0,63}$/.test(w.v.text.slice(0, eq)))
          assignVar(st, {
            name: w.v.text.slice(0, eq),
            value: { ...w.v, text: w.v.text.slice(eq + 1) },
            start: w.start,
            end: w.end,
          });
      }
    }
  }
  // `export -p`, `declare -x`, `declare -p`, bare `export`: the whole environment is printed.
  const dumps = operands === 0 && (keyword === 'export' || flags.includes('-x') || flags.includes('-p'));
  if (dumps) return envDump(st, `${keyword} ${flags.join(' ')}`.trim(), node.startIndex, node.endIndex);
  return NO_OUTPUT;
}

/** A declaration that makes its names local to the function being run: `local`, `declare`/`typeset` without `-g`. */
function scopesLocally(keyword: string, flags: readonly string[]): boolean {
  if (keyword === 'local') return true;
  return (keyword === 'declare' || keyword === 'typeset') && !flags.some((f) => /^-[a-zA-Z]{0,8}g/.test(f));
}
