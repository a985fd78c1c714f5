import type { IntentClass } from '../facts.js';
import { type Hit, type View } from './view.js';
/**
 * Intents that change who the agent obeys or what it tells the user: override, concealment (in
 * src/analysis/prose/intents-concealment.ts), pre-approval, role-spoof, trigger-hijack, authority. Each is
 * a verb class + an object class (+ an addressee), found in any order within a clause window, in any
 * inflection, active or passive, polite or blunt — not a fixed phrase. Where the negation is the intent itself ("don't tell the user", "without
 * asking"), the hit is marked `absorbed` so the caller does not read it as a warning.
 */
export interface ClassHit extends Hit {
    cls: IntentClass;
}
export declare function override(v: View): ClassHit[];
