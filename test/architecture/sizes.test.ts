import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Node } from 'web-tree-sitter';
import { loadGrammars, parseBounded } from '../../src/analysis/code/grammar.js';
import { ROOT } from '../helpers.js';

/**
 * Short modules and functions: no source file over 400 lines, no function over 120 lines. Functions are
 * found with the tree-sitter TypeScript grammar the scanner already ships (function declarations,
 * methods, arrow functions and function expressions), so nested helpers count on their own.
 */

const MAX_FILE_LINES = 400;
const MAX_FUNCTION_LINES = 120;

/**
 * Files left out, each with its reason; the test fails when one no longer needs it, so the list stays
 * honest.
 */
const EXCEPTIONS: Record<string, string> = {};

const FUNCTION_NODES = new Set([
  'function_declaration',
  'generator_function_declaration',
  'method_definition',
  'arrow_function',
  'function_expression',
]);

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...sources(p));
    else if (name.endsWith('.ts')) out.push(relative(ROOT, p));
  }
  return out;
}

interface Measured {
  lines: number;
  /** `name:line length` of every function over the limit. */
  longFunctions: string[];
}

function nameOf(n: Node): string {
  const named = n.childForFieldName('name')?.text;
  if (named) return named;
  const parent = n.parent;
  if (parent?.type === 'variable_declarator') return parent.childForFieldName('name')?.text ?? '(anonymous)';
  if (parent?.type === 'pair') return parent.childForFieldName('key')?.text ?? '(anonymous)';
  return '(anonymous)';
}

function measure(text: string): Measured {
  const parsed = parseBounded('tsx', text, {
    maxChars: 1 << 23,
    maxProgressChecks: 10_000_000,
    timeoutMs: 20_000,
  });
  const tree = parsed.tree;
  if (!tree || parsed.status === 'gave-up') throw new Error('could not parse');
  const longFunctions: string[] = [];
  const stack: Node[] = [tree.rootNode];
  while (stack.length) {
    const n = stack.pop()!;
    if (FUNCTION_NODES.has(n.type)) {
      const lines = n.endPosition.row - n.startPosition.row + 1;
      if (lines > MAX_FUNCTION_LINES)
        longFunctions.push(`${nameOf(n)}:${n.startPosition.row + 1} ${lines} lines`);
    }
    for (const c of n.children) if (c) stack.push(c);
  }
  tree.delete();
  return {
    lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0),
    longFunctions: longFunctions.sort(),
  };
}

const measured = new Map<string, Measured>();

beforeAll(async () => {
  await loadGrammars(['tsx']);
  for (const f of sources(join(ROOT, 'src'))) measured.set(f, measure(readFileSync(join(ROOT, f), 'utf8')));
}, 60_000);

describe('module and function sizes in src/', () => {
  it('measures functions (the check is not vacuous)', () => {
    const sample = measure(`function a() {\n${'  x();\n'.repeat(130)}}\nconst b = () => 1;\n`);
    expect(sample.longFunctions).toEqual(['a:1 132 lines']);
    expect(measured.size).toBeGreaterThan(100);
  });

  it(`no file over ${MAX_FILE_LINES} lines`, () => {
    const over = [...measured]
      .filter(([f, m]) => !(f in EXCEPTIONS) && m.lines > MAX_FILE_LINES)
      .map(([f, m]) => `${f}: ${m.lines} lines`);
    expect(over).toEqual([]);
  });

  it(`no function over ${MAX_FUNCTION_LINES} lines`, () => {
    const over = [...measured]
      .filter(([f]) => !(f in EXCEPTIONS))
      .flatMap(([f, m]) => m.longFunctions.map((x) => `${f} ${x}`));
    expect(over).toEqual([]);
  });

  it('every exception is still needed', () => {
    for (const f of Object.keys(EXCEPTIONS)) {
      const m = measured.get(f);
      if (!m) continue; // rewritten away: delete the entry
      expect(
        m.lines > MAX_FILE_LINES || m.longFunctions.length > 0,
        `${f} is within the limits now: remove it from EXCEPTIONS`,
      ).toBe(true);
    }
  });
});
