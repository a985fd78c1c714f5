import { type JsVal, lit, num } from './jsval.js';

/**
 * The value `require('./x.json')` returns for a JSON file the script ships (its text comes with the unit:
 * `UnitSpec.jsonModules`): objects, arrays, strings and numbers as the interpreter's own values, so a path
 * list or an upload URL kept in the JSON flows like a literal written in the script. Bounded in depth and
 * in values; what is cut is left out (the rest of the object is still known). Malformed JSON is no value.
 */

const MAX_DEPTH = 12;
const MAX_VALUES = 4_000;
/** Names that are object machinery, not members a JSON record can give the script. */
const UNSAFE_KEY = /^(?:__proto__|constructor|prototype)$/;

export function jsonModuleValue(text: string, file?: string): JsVal | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const budget = { left: MAX_VALUES };
  return toJsVal(parsed, 0, budget, file);
}

function toJsVal(v: unknown, depth: number, budget: { left: number }, file?: string): JsVal | undefined {
  if (--budget.left < 0 || depth > MAX_DEPTH) return undefined;
  if (typeof v === 'string') return file !== undefined ? { ...lit(v), json: file } : lit(v);
  if (typeof v === 'number') return num(v);
  if (typeof v === 'boolean' || v === null) return lit(String(v));
  if (Array.isArray(v)) {
    const items: JsVal[] = [];
    for (const x of v) {
      const item = toJsVal(x, depth + 1, budget, file);
      if (item) items.push(item);
    }
    return { k: 'arr', items };
  }
  if (typeof v !== 'object') return undefined;
  const props = new Map<string, JsVal>();
  for (const [key, x] of Object.entries(v as Record<string, unknown>)) {
    if (UNSAFE_KEY.test(key)) continue;
    const member = toJsVal(x, depth + 1, budget, file);
    if (member) props.set(key, member);
  }
  return { k: 'obj', props };
}
