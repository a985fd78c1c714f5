import type { Node } from 'web-tree-sitter';
import type { Value } from '../../facts.js';
import { concat, literal, tainted } from '../values.js';
import type { Ctx } from './context.js';
import { data, type JsVal, lit, num, opaque, toValue } from './jsval.js';
import { decodeEscape } from './strings.js';

/**
 * Literals as the engine reads them: strings and template literals with their escapes decoded (a run
 * of `\xNN` escapes of printable characters is a decoding, reported), numbers in every notation,
 * regular-expression literals kept as pattern and flags (for `.replace(/x/g, '')`).
 */

/**
 * The text of a literal's pieces, escapes decoded, counting the printable characters written as escapes
 * (`hidden`): enough of them make the literal a decoding.
 */
class EscapedText {
  text = '';
  hidden = 0;

  /** Adds a fragment or an escape sequence; false for any other child (a substitution …). */
  add(c: Node): boolean {
    if (c.type === 'string_fragment') this.text += c.text;
    else if (c.type === 'escape_sequence') {
      const d = decodeEscape(c.text);
      this.text += d.text;
      this.hidden += d.hidden;
    } else return false;
    return true;
  }
}

/** A string literal, escapes decoded; printable characters written as `\xNN` are a decoding. */
export function stringValue(ix: Ctx, node: Node): JsVal {
  const s = new EscapedText();
  for (const c of node.children) {
    if (!c) continue;
    if (!s.add(c) && c.type === 'html_character_reference') s.text += c.text;
    if (s.text.length > 65_536) break;
  }
  return hiddenText(ix, node, s.text, s.hidden);
}

function hiddenText(ix: Ctx, node: Node, text: string, hidden: number): JsVal {
  if (hidden < 4) return lit(text);
  ix.emit(
    { kind: 'decode', scheme: 'escape', input: literal(node.text), decoded: text.slice(0, 2000) },
    node,
  );
  return data(tainted(literal(text), 'decoded'));
}

export function templateValue(ix: Ctx, node: Node): JsVal {
  const parts: Value[] = [];
  // The text since the last substitution; `hidden` counts over the whole template.
  const s = new EscapedText();
  const flush = () => {
    if (s.text) parts.push(literal(s.text));
    s.text = '';
  };
  for (const c of node.children) {
    if (!c) continue;
    if (!s.add(c) && c.type === 'template_substitution') {
      flush();
      const e = c.namedChild(0);
      parts.push(toValue(e ? ix.eval(e) : opaque('substitution')));
    }
    if (parts.length > 4096) break;
  }
  flush();
  const v = parts.length ? concat(parts) : literal('');
  if (s.hidden >= 4) {
    ix.emit({ kind: 'decode', scheme: 'escape', input: literal(node.text), decoded: v.text }, node);
    return data(tainted(v, 'decoded'));
  }
  return data(v);
}

export function numberValue(text: string): JsVal {
  const clean = text.replace(/_/g, '').replace(/n$/, '');
  const n = /^0[0-7]+$/.test(clean) ? Number.parseInt(clean, 8) : Number(clean);
  return Number.isFinite(n) ? num(n) : opaque('number');
}

export function regexOf(node: Node): { pattern: string; flags: string } {
  return {
    pattern: node.childForFieldName('pattern')?.text ?? '',
    flags: node.childForFieldName('flags')?.text ?? '',
  };
}
