import { interpretUnit } from '../bounded-walk.js';
import type { UnitAnalyzer } from '../collector.js';
import { prepareForGrammar } from './grammar-text.js';
import { DEFAULT_PS_LIMITS, PsInterp } from './interp.js';

/**
 * The PowerShell analyzer: parses the unit with the tree-sitter PowerShell grammar, runs the abstract
 * interpreter (interp.ts) and reports behaviours in source order. Nothing is executed; encoded
 * commands are decoded as data and analysed as nested PowerShell units.
 */
export const analyzePowerShell: UnitAnalyzer = (unit, limits) =>
  interpretUnit(
    unit,
    limits,
    'powershell',
    () => new PsInterp(unit, DEFAULT_PS_LIMITS),
    (ix, root) => ix.run(root),
    prepareForGrammar,
  );
