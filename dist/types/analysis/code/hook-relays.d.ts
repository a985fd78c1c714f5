import type { UnitHandle } from './collector.js';
export declare function addHookRelays(unit: UnitHandle): void;
