import type { SecretClass } from '../facts.js';
import { type ClassifyOptions } from '../hosts.js';
import type { BehaviourInput } from './collector.js';
interface Var {
    /** The static text, when every part of the expression is known. */
    text?: string;
    socket: boolean;
    network: boolean;
    secret?: SecretClass;
    from?: string;
}
/** What the program does with sockets: behaviours, each at an offset of the program text. */
export interface AwkNetFact {
    b: BehaviourInput;
    start: number;
    end: number;
}
/** Comments blanked (offsets kept): `#` outside a string runs to the line end. */
export declare function withoutComments(text: string): string;
export declare class AwkState {
    readonly vars: Map<string, Var>;
    constructor(preset: Readonly<Record<string, string>>);
    private ofText;
    /** An expression: a concatenation of string literals, variables, `ENVIRON["…"]` and `$n` fields. */
    eval(expr: string): Var;
    set(name: string, v: Var): void;
    taint(name: string | undefined, patch: Partial<Var>): void;
}
/** One reading of the program: assignments and reads, updating taints in text order. */
export declare function propagate(state: AwkState, src: string): void;
/**
 * The network behaviours of an awk program: a reverse shell when socket input reaches a command, and a
 * send for each print of a secret to a socket. `preset` holds `-v name=value` assignments.
 */
export declare function awkNetworkFacts(text: string, hosts: ClassifyOptions, preset?: Readonly<Record<string, string>>): AwkNetFact[];
export {};
