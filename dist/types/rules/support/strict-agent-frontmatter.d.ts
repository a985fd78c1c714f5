import type { StrictAgentFormat } from '../../discovery/runtimes/types.js';
import type { Region, Severity } from '../../findings.js';
import type { SkillDoc } from '../../model/skill.js';
/**
 * Subagent frontmatter of a runtime that validates it strictly (Gemini CLI's agent loader: a zod schema
 * with `.strict()`): a key it does not read, a name that is not a slug, a tool name it does not know or a
 * value of the wrong type fails the whole file, so the agent is never offered to the model. Each problem is
 * medium — the agent the author wrote does not exist — and the message says which runtime rejects it.
 */
export type StrictReport = (message: string, region: Region | undefined, severity: Severity, key: string) => void;
export declare function checkStrictAgent(doc: SkillDoc, format: StrictAgentFormat, runtime: string, report: StrictReport): void;
/** Keys the runtime does not read: the strict schema fails the file on any of them. */
export declare function checkStrictKeys(doc: SkillDoc, keys: readonly string[], runtime: string, report: StrictReport): void;
