import type { UnitAnalyzer } from '../collector.js';
import { parseBounded } from '../grammar.js';
import { copyTree } from './ast.js';
import { evalCall } from './calls.js';
import { Ctx, type Evaluator } from './context.js';
import { evalExpr } from './evaluate.js';
import { analyzeLambda, analyzeModule, callFunction } from './walker.js';

/** The evaluator's mutually recursive entry points, wired here so its modules need not import each other. */
const EVALUATOR: Evaluator = { expr: evalExpr, call: evalCall, callFunction, lambda: analyzeLambda };

/**
 * The Python behaviour analyzer (registered in src/analysis/code/index.ts). It parses a unit with
 * tree-sitter, evaluates it statement by statement with values and taints (walker.ts, evaluate.ts),
 * and reports what the code does through modelled library calls (handlers.ts). Nothing is imported or
 * run; every loop, depth and size is bounded (context.ts `LIMITS`), and a bound hit marks the unit
 * `gave-up` so the scan reports a blind spot instead of a silent skip.
 */
export const analyzePython: UnitAnalyzer = (unit, limits) => {
  const { tree, status } = parseBounded('python', unit.text, limits);
  if (!tree) {
    unit.parsed('gave-up');
    return;
  }
  const ctx = new Ctx(unit, unit.text, EVALUATOR);
  let failed = false;
  try {
    const { root, complete } = copyTree(tree, unit.text);
    if (!complete) ctx.boundHit = true;
    analyzeModule(ctx, root);
  } catch {
    // A defect in the analyzer must not take the scan down: the unit is reported as not analysed.
    failed = true;
  } finally {
    tree.delete();
  }
  unit.parsed(failed || ctx.boundHit ? 'gave-up' : status);
  ctx.flush();
};
