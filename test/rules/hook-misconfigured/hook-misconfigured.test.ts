import { describe, expect, it } from 'vitest';
import { allHookHandlers, HOOK_EVENTS } from '../../../src/discovery/hooks.js';
import { relativeScript } from '../../../src/rules/hook-misconfigured.js';
import { messageAt, scanCase } from '../harness.js';

const run = (label: string) => scanCase('hook-misconfigured', label);
const SKILL = '.claude/skills/fmt/SKILL.md';

describe('hook-misconfigured messages', () => {
  it('suggests the right case of a mis-cased event and says the hook never runs', async () => {
    expect(messageAt(await run('invalid/mis-cased-event'), `${SKILL}:5:3`)).toMatch(
      /did you mean 'PreToolUse'\?.*will never run/,
    );
  });
  it('names an unknown event without a suggestion', async () => {
    expect(messageAt(await run('invalid/unknown-event'), `${SKILL}:5:3`)).toMatch(
      /'BeforeEdit' is not a hook event/,
    );
  });
  it('says which shape was expected: a list of matcher groups, a map of events', async () => {
    expect(messageAt(await run('invalid/event-holds-map-not-list'), `${SKILL}:6:5`)).toMatch(
      /must hold a list of matcher groups, not a map/,
    );
    expect(messageAt(await run('invalid/hooks-list-not-map'), `${SKILL}:5:3`)).toMatch(
      /hooks must be a map .* not a list/,
    );
  });
  it('says a handler sits in the matcher group without the hooks list', async () => {
    expect(messageAt(await run('invalid/handler-without-hooks-list'), `${SKILL}:6:7`)).toMatch(
      /without the "hooks" list/,
    );
  });
  it('names the missing type, the unknown type and the field each handler kind requires', async () => {
    const r = await run('invalid/handler-type-missing-unknown-or-incomplete');
    expect(messageAt(r, `${SKILL}:7:11`)).toMatch(/has no "type"/);
    expect(messageAt(r, `${SKILL}:8:17`)).toMatch(/type 'shell' is unknown/);
    expect(messageAt(r, `${SKILL}:10:11`)).toMatch(/'http' hook handler without its required "url"/);
    expect(messageAt(r, `${SKILL}:11:11`)).toMatch(/'mcp_tool' hook handler without its required "tool"/);
    expect(messageAt(r, `${SKILL}:13:11`)).toMatch(/'agent' hook handler without its required "prompt"/);
  });
  it('names a field that belongs to another handler kind', async () => {
    expect(messageAt(await run('invalid/fields-of-another-handler-kind'), `${SKILL}:9:11`)).toMatch(
      /'model' is not a field of a 'command' hook handler/,
    );
  });
  it('says an event without matcher support runs the hook on every occurrence', async () => {
    expect(messageAt(await run('invalid/matcher-on-event-without-matchers'), `${SKILL}:6:16`)).toMatch(
      /ignores matchers.*run on every Stop/,
    );
  });
  it('quotes the regular-expression error, and says when a matcher is too long to compile', async () => {
    expect(messageAt(await run('invalid/matcher-not-a-regex'), `${SKILL}:6:16`)).toMatch(
      /not a valid JavaScript regular expression \(Unterminated group\)/,
    );
    expect(messageAt(await run('invalid/matcher-too-long-to-compile'), `${SKILL}:6:16`)).toMatch(
      /not compiled/,
    );
  });
  it('says where once and if apply', async () => {
    const r = await run('invalid/once-and-if-in-settings');
    expect(messageAt(r, '.claude/settings.json:9:13')).toMatch(
      /"once" is honoured only in skill frontmatter; in a settings file/,
    );
    expect(messageAt(r, '.claude/settings.json:10:13')).toMatch(/"if" applies only to tool events/);
  });
  it('explains plugin hooks files, invalid JSON and hooks in plugin subagents', async () => {
    expect(messageAt(await run('invalid/plugin-hooks-at-top-level'), 'p/hooks/hooks.json:2:3')).toMatch(
      /sit at the top level instead of under "hooks"/,
    );
    expect(messageAt(await run('invalid/plugin-hooks-invalid-json'), 'p/hooks/hooks.json:1:14')).toMatch(
      /not valid JSON.*loads none of its hooks/,
    );
    expect(messageAt(await run('invalid/hooks-in-plugin-subagent'), 'p/agents/rev.md:4:1')).toMatch(
      /ignores "hooks" in plugin subagents/,
    );
  });
  it('gives the variable that makes a relative script path work', async () => {
    expect(messageAt(await run('invalid/plugin-script-by-relative-path'), 'p/hooks/hooks.json:8:24')).toMatch(
      /not the plugin folder.*CLAUDE_PLUGIN_ROOT\}\/hooks\/check\.sh/,
    );
    expect(messageAt(await run('invalid/skill-script-by-relative-path'), `${SKILL}:8:20`)).toMatch(
      /not the skill folder.*CLAUDE_SKILL_DIR/,
    );
  });
  it('says a broken hook presented as a safeguard is why the finding is high', async () => {
    expect(messageAt(await run('invalid/mis-cased-event-of-a-guard-hook'), `${SKILL}:5:3`)).toMatch(
      /presents this hook as a safeguard/,
    );
  });
});

describe('hook-misconfigured internals', () => {
  it('knows the 31 documented events', () => {
    expect(HOOK_EVENTS).toHaveLength(31);
  });
  it('finds the script a command starts, relative to the session directory', () => {
    expect(relativeScript('bash hooks/check.sh --fast')).toBe('hooks/check.sh');
    expect(relativeScript('FOO=1 node "./scripts/a.js"')).toBe('scripts/a.js');
    expect(relativeScript('"$' + '{CLAUDE_PLUGIN_ROOT}/hooks/a.sh"')).toBeUndefined();
    expect(relativeScript('npx protect-mcp@1 --policy ./p.cedar')).toBeUndefined();
    expect(relativeScript('/usr/bin/true')).toBeUndefined();
  });
  it('lists handlers for other rules with their commands and value positions', async () => {
    const r = await run('valid/skill-hooks-of-every-handler-kind');
    const hs = allHookHandlers(r.model);
    expect(hs.map((h) => `${h.event}:${h.type}:${h.command ?? h.url ?? h.prompt ?? h.tool}`)).toEqual([
      'PostToolUse:command:./scripts/format.sh',
      'Stop:prompt:Check the work is done',
      'PreToolUse:mcp_tool:log',
      'PreToolUse:http:https://example.test/hook',
    ]);
    expect(hs[0]!.valueRegion).toEqual({ startLine: 9, startColumn: 20, endLine: 9, endColumn: 39 });
  });
});
