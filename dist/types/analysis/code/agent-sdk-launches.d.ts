import type { UnitHandle } from './collector.js';
export declare function addSdkLaunches(unit: UnitHandle): void;
