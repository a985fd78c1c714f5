import type { FileFacts } from '../../analysis/extract.js';
import type { Behaviour, Endpoint } from '../../analysis/facts.js';
import type { RuleContext } from '../types.js';
/** The variable an endpoint is, when it is nothing but one (`$ATTACKER_IP`, `${LHOST}:4444`). */
export declare function endpointVariable(ep: Endpoint | undefined): string | undefined;
/** Whether a value's text could carry a real address (anything but slots, placeholders and lab ranges). */
export declare function carriesAddress(value: string): boolean;
/**
 * Whether one line of text fills the variable. Each mention of the name is read with what follows it: a
 * plain use of its value (`$NAME`, `${NAME}`) fills nothing; a default (`${NAME:-…}`) or an assignment
 * (`NAME=…`, `NAME: …`, `"NAME": …`, Perl/PHP/PowerShell `$NAME = …`) fills it unless the value is a slot;
 * a `read` into it fills it; any other mention (a sentence, a table row) fills it when an address follows.
 */
export declare function lineFills(line: string, name: string): boolean;
/**
 * The endpoint as the rules grade it: a variable nothing in reach fills is a placeholder (the reader's own
 * box), with `filled: false`; anything else is returned unchanged.
 */
export declare function readerEndpoint(ctx: RuleContext, path: string, ep: Endpoint): Promise<{
    ep: Endpoint;
    unfilled?: string;
}>;
/** The variables among written hosts (`$ATTACKER_IP` in a crontab line) that nothing in reach fills. */
export declare function unfilledNames(ctx: RuleContext, path: string, hosts: readonly string[]): Promise<Set<string>>;
/**
 * How many entries of the same kind the block holding `b` lists, on distinct lines: a block of several
 * reverse shells (bash, nc, python, php) or several persistence methods is a menu of alternatives for the
 * reader to pick one from — nobody runs them all in a row — as a list of patterns after "such as:" is.
 */
export declare function alternativesInBlock(facts: FileFacts, b: Behaviour, same: (x: Behaviour) => boolean): number;
