import type { UnitAnalyzer } from '../collector.js';
import { parseBounded } from '../grammar.js';
import { copyTree } from '../syntax-tree.js';
import { evalCall } from './calls.js';
import { Ctx, type Evaluator } from './context.js';
import { assignTarget } from './declarations.js';
import { evalExpr } from './evaluate.js';
import { analyzeFile, runFunction } from './walker.js';

/** The evaluator's mutually recursive entry points, wired here so its modules need not import each other. */
const EVALUATOR: Evaluator = {
  expr: evalExpr,
  call: evalCall,
  callFunction: (ctx, key, args) => {
    const fn = ctx.functions.get(key);
    return fn ? runFunction(ctx, fn, args) : evalExpr(ctx, null);
  },
  assign: assignTarget,
};

/**
 * The Go behaviour analyzer (registered in src/analysis/code/index.ts). It parses a file with tree-sitter,
 * evaluates it function by function with values and taints (walker.ts, evaluate.ts, calls.ts), and reports
 * what the code does through the library calls it models (packages.ts and the lib-*.ts tables). The files
 * of one package are one program: each file's summary (what its functions return, which parameter reaches
 * which sink, what it calls that another file defines) is joined after extraction
 * (src/model/module-flows.ts). Nothing is compiled or run; every loop, depth and size is bounded
 * (context.ts `LIMITS`), and a bound hit marks the unit `gave-up` so the scan reports a blind spot.
 */
export const analyzeGo: UnitAnalyzer = (unit, limits) => {
  const { tree, status } = parseBounded('go', unit.text, limits);
  if (!tree) {
    unit.parsed('gave-up');
    return;
  }
  const ctx = new Ctx(unit, unit.text, EVALUATOR);
  let failed = false;
  try {
    const { root, complete } = copyTree(tree, unit.text);
    if (!complete) ctx.boundHit = true;
    analyzeFile(ctx, root);
  } catch (e) {
    // A defect in the analyzer must not take the scan down: the unit is reported as not analysed.
    failed = true;
    if (process.env.SKILLSCAN_DEBUG) throw e;
  } finally {
    tree.delete();
  }
  unit.parsed(failed || ctx.boundHit ? 'gave-up' : status);
  ctx.flush();
};
