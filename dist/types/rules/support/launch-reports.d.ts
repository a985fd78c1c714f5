import { type Location, type Severity } from '../../findings.js';
import type { LaunchPoint } from '../../model/launch.js';
import type { RuleContext } from '../types.js';
/**
 * How hook-command-exec reports its launch points, one finding per evidence (shared/docs/taxonomy.md): the
 * same command of one hooks file on several events (a notifier on Stop, Notification and SubagentStop)
 * whose grade comes from the same line of a script it runs is that line's finding once, at the first
 * event, naming every event, with the other events as related locations. A grade from the hook's own
 * command line, or none, stays with each hook.
 */
export interface LaunchJudgement {
    p: LaunchPoint;
    command: string;
    severity: Severity;
    /** What the launch point does, the line that says so, and what carries it off the machine. */
    v: {
        what: string;
        evidence?: Location | undefined;
        outlet?: Location | undefined;
        tail?: string | undefined;
    };
    /** The scripts its command runs. */
    scripts: string[];
}
/** Reports the judged launch points; `when` words how the runtime starts one (its event set as given). */
export declare function reportLaunches(ctx: RuleContext, all: readonly LaunchJudgement[], when: (p: LaunchPoint) => string): void;
