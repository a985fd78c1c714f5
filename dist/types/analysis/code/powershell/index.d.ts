import type { UnitAnalyzer } from '../collector.js';
/**
 * The PowerShell analyzer: parses the unit with the tree-sitter PowerShell grammar, runs the abstract
 * interpreter (interp.ts) and reports behaviours in source order. Nothing is executed; encoded
 * commands are decoded as data and analysed as nested PowerShell units. The functions of the modules
 * the script loads (libraries.ts) are defined before it runs.
 */
export declare const analyzePowerShell: UnitAnalyzer;
