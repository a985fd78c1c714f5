import { type LinkedContext } from './linked-units.js';
export declare function addAssembledUnits({ path, facts, lines, files, hosts }: LinkedContext): Promise<void>;
