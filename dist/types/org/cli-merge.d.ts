import { type Command } from '../cli.js';
export declare const orgMergeCommand: Command;
