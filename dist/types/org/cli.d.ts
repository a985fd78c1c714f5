import { type CliIO, type Command, type ParsedArgs } from '../cli-args.js';
import type { Gate } from '../config.js';
import { type ClientEvent, type OrgClient } from './client.js';
/** For tests: replaces the real API client (the loopback stand-in needs no token). */
export declare let apiFactory: (io: CliIO, onEvent: (e: ClientEvent) => void) => OrgClient;
export declare function setApiFactory(f: typeof apiFactory): void;
export declare function orgName(positionals: string[], command: string): string;
export declare function gateOf(args: ParsedArgs, fallback?: Gate): Gate;
/** `skillscan org` and `skillscan org-plan` (src/cli.ts names them and loads this module when one runs). */
export declare const orgRun: Command['run'];
export declare const orgPlanRun: Command['run'];
