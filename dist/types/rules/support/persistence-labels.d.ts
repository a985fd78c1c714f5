import type { WriteClass } from '../../analysis/facts.js';
export declare function labelOf(cls: WriteClass): string;
