import { type SkillDoc } from '../../model/skill.js';
import type { RuleContext } from '../types.js';
/** Why a skill takes over others' work, or undefined. */
export declare function shadowClaim(doc: SkillDoc): string | undefined;
export declare function reportShadowUploads(ctx: RuleContext): Promise<void>;
