import type { UnitHandle } from './collector.js';
export declare function addSubstringGates(unit: UnitHandle): void;
