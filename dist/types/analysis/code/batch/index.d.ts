import type { UnitHandle } from '../collector.js';
import type { ParseLimits } from '../grammar.js';
export declare function analyzeBatch(unit: UnitHandle, _limits: ParseLimits): void;
