import type { FileFacts } from '../analysis/extract.js';
import type { ClassifyOptions } from '../analysis/hosts.js';
import type { LineMap } from '../analysis/lines.js';
import type { FileStore } from './files.js';
export declare function addRunLinkedUnits(path: string, facts: FileFacts, lines: LineMap, files: FileStore, hosts: ClassifyOptions): Promise<void>;
