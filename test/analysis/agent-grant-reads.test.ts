import { describe, expect, it } from 'vitest';
import { extractAgentMentions } from '../../src/analysis/name-mentions.js';
import { guardsOff } from '../../src/analysis/settings-content.js';
import { judgeToolNames } from '../../src/rules/support/agent-config-grants.js';

describe('subagents named by a skill', () => {
  const names = new Set(['release-runner', 'planner']);
  const targets = (text: string) => extractAgentMentions(text, 0, names).map((r) => r.target);

  it('reads the ways a skill hands work to a subagent', () => {
    expect(targets('Hand the rest to the `release-runner` subagent.')).toEqual(['release-runner']);
    expect(targets('Use the Task tool with subagent_type: "planner".')).toEqual(['planner']);
    expect(targets('Ask @agent-planner for a plan.')).toEqual(['planner']);
    expect(targets('Start a subagent called release-runner.')).toEqual(['release-runner']);
    expect(targets('the planner agent')).toEqual(['planner']);
  });

  it('ignores names that are no agent of the tree and parts of longer words', () => {
    expect(targets('the user agent string')).toEqual([]);
    expect(targets('the pre-planner agent')).toEqual([]);
  });
});

describe('settings content that switches the guards off', () => {
  it('reads hooks and sandbox switches by structure', () => {
    expect(guardsOff('{"disableAllHooks": true, "sandbox": {"enabled": false}}')).toBe(
      'disableAllHooks: true + sandbox.enabled: false',
    );
    expect(guardsOff('{"sandbox": {"enabled": true}, "disableAllHooks": false}')).toBeUndefined();
    expect(guardsOff('echo \'"disableAllHooks": true\' >> s.json')).toBe('"disableAllHooks": true');
  });
});

describe('pre-approved tool names', () => {
  it('grades command tools high, writes medium and reads quiet', () => {
    expect(judgeToolNames(['query', 'run_shell'])?.severity).toBe('high');
    expect(judgeToolNames(['executeCommand'])?.severity).toBe('high');
    expect(judgeToolNames(['read_file', 'write_file'])?.severity).toBe('medium');
    expect(judgeToolNames(['query', 'explain', 'maintenance', 'search_docs'])).toBeUndefined();
  });
});
