import type { UnitAnalyzer } from '../collector.js';
/**
 * The PowerShell analyzer: parses the unit with the tree-sitter PowerShell grammar, runs the abstract
 * interpreter (interp.ts) and reports behaviours in source order. Nothing is executed; encoded
 * commands are decoded as data and analysed as nested PowerShell units.
 */
export declare const analyzePowerShell: UnitAnalyzer;
