import { interpretUnit } from '../bounded-walk.js';
import type { UnitAnalyzer } from '../collector.js';
import { prepareForGrammar } from './grammar-text.js';
import { DEFAULT_PS_LIMITS, PsInterp } from './interp.js';
import { parseLibraries } from './libraries.js';

/**
 * The PowerShell analyzer: parses the unit with the tree-sitter PowerShell grammar, runs the abstract
 * interpreter (interp.ts) and reports behaviours in source order. Nothing is executed; encoded
 * commands are decoded as data and analysed as nested PowerShell units. The functions of the modules
 * the script loads (libraries.ts) are defined before it runs.
 */
export const analyzePowerShell: UnitAnalyzer = (unit, limits) => {
  const libraries = parseLibraries(unit.spec.libraries, limits);
  try {
    interpretUnit(
      unit,
      limits,
      'powershell',
      () => {
        const ix = new PsInterp(unit, DEFAULT_PS_LIMITS);
        for (const lib of libraries) ix.addLibrary(lib);
        return ix;
      },
      (ix, root) => ix.run(root),
      prepareForGrammar,
    );
  } finally {
    for (const lib of libraries) lib.tree.delete();
  }
};
