import { type Command } from './cli-args.js';
export declare const graphCommand: Command;
