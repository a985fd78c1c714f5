import { type CliIO, type Command } from './cli-args.js';
import { type GitHubApi } from './source/github.js';
/** For tests: replaces the real API client. */
export declare let apiFactory: (io: CliIO) => GitHubApi;
export declare function setApiFactory(f: typeof apiFactory): void;
export declare const orgCommand: Command;
