import { type LinkedContext } from './linked-units.js';
export declare function addRunLinkedUnits({ path, facts, lines, files, hosts }: LinkedContext): Promise<void>;
