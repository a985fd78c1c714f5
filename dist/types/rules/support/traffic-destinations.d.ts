import type { Severity } from '../../findings.js';
export declare function trafficDestination(url: string): {
    host: string;
    severity: Severity;
} | undefined;
