import type { LaunchPoint } from '../../model/launch.js';
export declare const WHEN: (p: LaunchPoint) => string;
