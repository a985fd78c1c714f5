import { describe, expect, it } from 'vitest';
import { extractAgentMentions, extractSkillMentions } from '../../src/analysis/name-mentions.js';

// The searches skip a text without the word every form holds ("skill", "agent"): what they find in texts
// that hold it, in any case, is unchanged.
describe('skill and subagent names a text mentions', () => {
  const skills = new Set(['deploy', 'release-notes']);
  const agents = new Set(['release-runner']);

  it('finds each skill form, whatever the case of the word', () => {
    const text = 'First use the `deploy` skill.\nSKILL: release-notes\nThen the Skills called deploy\n';
    expect(extractSkillMentions(text, 0, skills).map((r) => [r.target, text.slice(r.start, r.end)])).toEqual([
      ['deploy', 'deploy'],
      ['release-notes', 'release-notes'],
      ['deploy', 'deploy'],
    ]);
  });

  it('finds nothing in a text without the word, and keeps offsets counted from the whole text', () => {
    expect(extractSkillMentions('Run deploy, then release-notes.\n', 0, skills)).toEqual([]);
    const text = 'the deploy skill\n\nlater: the release-notes skill\n';
    const from = text.indexOf('later');
    const refs = extractSkillMentions(text, from, skills);
    expect(refs.map((r) => text.slice(r.start, r.end))).toEqual(['release-notes']);
  });

  it('finds each subagent form, and nothing in a text without the word', () => {
    const text =
      'Hand it to the `release-runner` SUBAGENT.\nsubagent_type: release-runner\n@agent-release-runner\nAgents named release-runner.\n';
    expect(extractAgentMentions(text, 0, agents).length).toBe(4);
    expect(extractAgentMentions('Hand it to release-runner.\n', 0, agents)).toEqual([]);
  });
});
