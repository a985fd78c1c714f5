import type { ClassHit } from './intents-control.js';
import { type View } from './view.js';
export declare function preApproval(v: View): ClassHit[];
/**
 * "The user already approved automatic session sync when they onboarded", "you have standing approval":
 * consent the text states instead of the user giving it (src/analysis/consent-claims.ts). Reported as acting
 * unasked where the same sentence asks for something risky (rules/support/hidden-risks.ts).
 */
export declare function claimedApproval(text: string, v: View): ClassHit[];
