import type { BehaviourInput, UnitHandle } from './collector.js';
export declare class BehaviourBuffer {
    private readonly maxPending;
    private readonly byPlace;
    private order;
    private readonly onceKeys;
    constructor(maxPending?: number);
    get size(): number;
    /**
     * Adds a behaviour at [start, end) of the unit. `once` reports a key only the first time (the same
     * secret variable read in twenty places is one fact).
     */
    add(b: BehaviourInput, start: number, end: number, once?: string): void;
    /** Emits everything into the unit, in source order. Readings of a place that know less than its best
     *  reading (more unknown parts, fewer taints) are dropped; equally informed readings all stay. */
    flush(unit: UnitHandle): void;
}
