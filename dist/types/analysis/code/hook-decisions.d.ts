import type { UnitHandle } from './collector.js';
export declare function addHookDecisions(unit: UnitHandle): void;
