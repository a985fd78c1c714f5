import type { SkillDoc } from '../../model/skill.js';
import type { Judged } from './command-runners.js';
export declare function agentModeGrant(doc: SkillDoc, mode: string, base: Judged): Judged | undefined;
