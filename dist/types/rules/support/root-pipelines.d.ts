import type { Behaviour, BehaviourOf } from '../../analysis/facts.js';
/** The `sudo`-like interpreter that runs this download, when the run is root's. */
export declare function rootInterpreterOf(run: BehaviourOf<'execute'>, behaviours: readonly Behaviour[]): BehaviourOf<'privilege'> | undefined;
/** Whether a root interpreter reads a download that remote-code-execution reports (the same pipeline). */
export declare function readsDownloadedCode(priv: BehaviourOf<'privilege'>, behaviours: readonly Behaviour[]): boolean;
