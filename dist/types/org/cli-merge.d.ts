import { type Command } from '../cli-args.js';
/** `skillscan org-merge` (src/cli.ts names it and loads this module when it runs). */
export declare const orgMergeRun: Command['run'];
