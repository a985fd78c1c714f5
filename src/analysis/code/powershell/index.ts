import type { UnitAnalyzer } from '../collector.js';
import { parseBounded } from '../grammar.js';
import { DEFAULT_PS_LIMITS, PsInterp } from './interp.js';

/**
 * The PowerShell analyzer: parses the unit with the tree-sitter PowerShell grammar, runs the abstract
 * interpreter (interp.ts) and reports behaviours in source order. Nothing is executed; encoded
 * commands are decoded as data and analysed as nested PowerShell units.
 */
export const analyzePowerShell: UnitAnalyzer = (unit, limits) => {
  const { tree, status } = parseBounded('powershell', unit.text, limits);
  unit.parsed(status);
  if (!tree) return;
  const ix = new PsInterp(unit, DEFAULT_PS_LIMITS);
  try {
    ix.run(tree.rootNode);
  } catch (e) {
    // A defect in the analyzer must not end the scan: the unit is reported as not fully analysed.
    ix.limitHit = true;
    if (process.env.SKILLSCAN_DEBUG) throw e;
  } finally {
    tree.delete();
  }
  if (ix.limitHit) unit.parsed('gave-up');
  ix.buf.flush(unit);
};
