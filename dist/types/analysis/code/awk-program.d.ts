import { type ClassifyOptions } from '../hosts.js';
import type { BehaviourInput } from './collector.js';
/** What the program does with sockets: behaviours, each at an offset of the program text. */
export interface AwkNetFact {
    b: BehaviourInput;
    start: number;
    end: number;
}
/**
 * The network behaviours of an awk program: a reverse shell when socket input reaches a command, and a
 * send for each print of a secret to a socket. `preset` holds `-v name=value` assignments.
 */
export declare function awkNetworkFacts(text: string, hosts: ClassifyOptions, preset?: Readonly<Record<string, string>>): AwkNetFact[];
