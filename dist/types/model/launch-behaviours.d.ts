import type { FileFacts } from '../analysis/extract.js';
import { type ClassifyOptions } from '../analysis/hosts.js';
import type { LaunchPoint } from './launch.js';
/**
 * Behaviours a launch point declares by its shape rather than through a shell command the analyzers
 * read: an `http` hook posts the hook input (the tool call, the prompt) to its URL; a remote MCP server is
 * fetched from every session, with the secret variables its headers expand sent along; and the program
 * lines the command analysis does not model (`uv run URL`, a container image run with the host's files:
 * src/analysis/launch-runners.ts).
 */
export declare function declaredBehaviours(l: LaunchPoint, facts: FileFacts, hosts: ClassifyOptions): void;
