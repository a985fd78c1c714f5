import type { Region } from '../findings.js';
import type { HeaderSecret } from '../model/launch.js';
export declare function headerSecrets(def: Record<string, unknown>, where: ReadonlyArray<string | number>, regionAt: (at: ReadonlyArray<string | number>) => Region | undefined): HeaderSecret[];
