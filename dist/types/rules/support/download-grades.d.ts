import { type PlacementGrades } from './behaviour.js';
/**
 * The placement tables of remote-code-execution, by who serves the download (rules/remote-code-execution.md,
 * "Severity" and "Provenance"); the pinned-binary row is support/download-provenance.ts's.
 */
export type HostKind = 'real' | 'placeholder' | 'vendor' | 'upstream' | 'named' | 'headed';
export declare const GRADES: Record<HostKind, PlacementGrades>;
/**
 * A vendor's installer run as root (`curl …/setup_20.x | sudo -E bash`): still the vendor's documented
 * path, but it changes the whole system (a package source every later `apt install` trusts), so medium
 * where it is run or ready to run rather than low. privileged-command leaves this pipeline to this rule.
 */
export declare const VENDOR_AS_ROOT: PlacementGrades;
export declare const IN_IMAGE_BUILD: Record<HostKind, PlacementGrades>;
