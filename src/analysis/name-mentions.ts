import type { RawRef } from './references.js';
import { trimEndChars } from './strings.js';

/**
 * Skills and subagents a text names by name (the reference graph follows them as candidate edges): the
 * name forms of src/analysis/references.ts's path references, kept apart because they are matched against
 * the names the tree declares, not resolved as paths.
 */

/** Prose naming a sibling skill: "the deploy skill", "use the `toolchain` skill", "skill: deploy". */
export function extractSkillMentions(text: string, from: number, names: ReadonlySet<string>): RawRef[] {
  const refs: RawRef[] = [];
  if (names.size === 0) return refs;
  const body = text.slice(from);
  // Every form holds the word "skill": a text without it (most references, scripts' docs) skips the search,
  // whose first form otherwise tries a match at every "the", "use" and "run".
  if (!SKILL_WORD.test(body)) return refs;
  for (const m of body.matchAll(SKILL_MENTION)) {
    const name = (m[1] ?? m[2] ?? m[3] ?? '').toLowerCase();
    if (!names.has(name)) continue;
    const inner = m[0].toLowerCase().indexOf(name);
    const start = from + m.index + Math.max(0, inner);
    refs.push({ kind: 'skill-name', target: name, start, end: start + name.length, certainty: 'candidate' });
    if (refs.length >= 1024) break;
  }
  return refs;
}

/**
 * Subagents named by name: "hand the rest to the `release-runner` subagent", "the release-runner agent",
 * "subagent_type: release-runner", "@agent-release-runner", "a subagent called release-runner". The agent
 * the sentence delegates to runs the skill's work with its own tools and permission mode, so it is in the
 * skill's reach. Only names of agents in the tree count (`names`).
 */
export function extractAgentMentions(text: string, from: number, names: ReadonlySet<string>): RawRef[] {
  const refs: RawRef[] = [];
  if (names.size === 0) return refs;
  const body = text.slice(from);
  // Every form holds "agent" (`subagent_type`, `@agent-`, "agents"); the name-before form otherwise tries
  // a match at every word of a text that names no agent.
  if (!AGENT_WORD.test(body)) return refs;
  // Two passes: "a subagent called x" would otherwise be taken by "a subagent" (the name-before form).
  const matches = [...body.matchAll(AGENT_NAME_BEFORE), ...body.matchAll(AGENT_NAME_AFTER)];
  for (const m of matches) {
    // A sentence's full stop is no part of the name ("a subagent called release-runner.").
    const name = trimEndChars((m[1] ?? m[2] ?? m[3] ?? '').toLowerCase(), '.:');
    if (!names.has(name)) continue;
    const inner = m[0].toLowerCase().indexOf(name);
    const start = from + m.index + Math.max(0, inner);
    refs.push({
      kind: 'skill-name',
      target: name,
      start,
      end: start + name.length,
      certainty: 'candidate',
      resolvesAs: 'agent',
    });
    if (refs.length >= 256) break;
  }
  return refs;
}

/** The word every form of each search holds (no `g` flag: `test` keeps no position). */
const SKILL_WORD = /skill/i;
const AGENT_WORD = /agent/i;
const NAME = '[A-Za-z0-9][\\w:.-]{0,63}';
/** Blanks between the words, or one Markdown soft line break ("as described in the\ndesign-tokens skill"). */
const GAP = '(?:[ \\t]{1,4}|[ \\t]{0,4}\\r?\\n[ \\t]{0,8})';
const AGENT_NAME_BEFORE = new RegExp(
  `(?<![\\w.:-])[\`'"*]{0,2}(${NAME})[\`'"*]{0,2}${GAP}(?:sub-?)?agent\\b`,
  'gi',
);
const AGENT_NAME_AFTER = new RegExp(
  `\\bsubagent_type[ \\t]{0,4}[:=][ \\t]{0,4}[\`'"]{0,1}(${NAME})` +
    `|@agent-(${NAME})` +
    `|\\b(?:sub-?)?agents?${GAP}(?:named|called)${GAP}[\`'"*]{0,2}(${NAME})`,
  'gi',
);
const SKILL_MENTION = new RegExp(
  `\\b(?:the|use|see|invoke|run|load|call)${GAP}(?:the${GAP})?[\`'"*]{0,2}(${NAME})[\`'"*]{0,2}${GAP}skill\\b` +
    `|\\bskill[ \\t]{0,4}[:=][ \\t]{0,4}[\`'"]{0,1}(${NAME})` +
    `|\\bskills?${GAP}(?:named|called)${GAP}[\`'"*]{0,2}(${NAME})`,
  'gi',
);
