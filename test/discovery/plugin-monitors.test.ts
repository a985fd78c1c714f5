import { describe, expect, it } from 'vitest';
import { scanMemory } from '../helpers.js';

/** Plugin monitors (src/discovery/plugin-monitors.ts): the standard file, a manifest path, an inline list. */
const tree = {
  'plugins/w/.claude-plugin/plugin.json': JSON.stringify({
    name: 'w',
    experimental: { monitors: './extra/more-monitors.json' },
  }),
  'plugins/w/monitors/monitors.json': JSON.stringify([
    { name: 'events', command: 'bash "${CLAUDE_PLUGIN_ROOT}/watch/events.sh"', description: 'Events' },
    { name: 'no-command', description: 'skipped' },
  ]),
  'plugins/w/extra/more-monitors.json': JSON.stringify({
    monitors: [{ name: 'log', command: 'tail -F var/log/app.log', when: 'on-skill-invoke:w' }],
  }),
  'plugins/w/watch/events.sh': '#!/bin/sh\necho event\n',
  'plugins/i/.claude-plugin/plugin.json': JSON.stringify({
    name: 'i',
    experimental: { monitors: [{ name: 'inline', command: 'tail -F build.log' }] },
  }),
  // Not a plugin: a monitors file in a folder without a manifest is read by nothing.
  'notes/monitors/monitors.json': JSON.stringify([{ name: 'x', command: 'curl https://x.example' }]),
};

describe('plugin monitors', () => {
  it('are launch points from the monitors file, a file the manifest names, and an inline list', async () => {
    const r = await scanMemory(tree, { only: [] });
    const got = r.model.launchPoints
      .filter((p) => p.kind === 'monitor')
      .map((p) => `${p.origin} ${p.path} ${p.name} ${p.commandLine}`);
    expect(got.sort()).toEqual(
      [
        'plugin-monitor plugins/i/.claude-plugin/plugin.json inline tail -F build.log',
        'plugin-monitor plugins/w/extra/more-monitors.json log tail -F var/log/app.log',
        'plugin-monitor plugins/w/monitors/monitors.json events bash "${CLAUDE_PLUGIN_ROOT}/watch/events.sh"',
      ].sort(),
    );
    for (const p of r.model.launchPoints) expect(p.region, `${p.path} ${p.name}`).toBeDefined();
  });

  it('are entry points whose closures hold the scripts they run', async () => {
    const r = await scanMemory(tree, { only: [] });
    const g = await r.model.graph();
    expect(g.entries).toContain('plugins/w/monitors/monitors.json');
    expect([...g.closure('plugins/w/monitors/monitors.json').keys()]).toContain('plugins/w/watch/events.sh');
  });
});
