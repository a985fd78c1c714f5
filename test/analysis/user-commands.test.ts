import { describe, expect, it } from 'vitest';
import { leftToTheUser } from '../../src/analysis/user-commands.js';

/** Whether the first backticked `cmd` after `marker` in `text` is left to the user. */
function at(text: string, cmd: string, nth = 0): boolean {
  let i = -1;
  for (let k = 0; k <= nth; k++) i = text.indexOf(`\`${cmd}\``, i + 1);
  if (i < 0) throw new Error(`no ${cmd}`);
  return leftToTheUser(text, i, i + cmd.length + 2);
}

describe('leftToTheUser', () => {
  it('reads a command after an address that makes the user act as the user’s', () => {
    const t =
      'If the helper is missing, ask the user to set up the dotfiles first\n   (`make links` or `make install`) and stop.';
    expect(at(t, 'make links')).toBe(true);
    expect(at(t, 'make install')).toBe(true);
    expect(at('4. The user can also run `make install` on a new machine.', 'make install')).toBe(true);
    expect(at('Suggest that the user runs `make setup` once.', 'make setup')).toBe(true);
    expect(at('Tell the user to run:\n`make setup`', 'make setup')).toBe(true);
  });

  it('keeps a command the agent runs, before the address or after a turn back to it', () => {
    expect(at('Run `make install`, then tell the user it is done.', 'make install')).toBe(false);
    expect(at('Tell the user it is being set up, then run `make install`.', 'make install')).toBe(false);
    expect(at('Ask the user to wait a moment; `make sync` refreshes the helpers.', 'make sync')).toBe(false);
    expect(at('Tell the user to relax and run `make install` for them.', 'make install')).toBe(false);
    expect(at('Ask the user to confirm, then run `make install` yourself.', 'make install')).toBe(false);
    expect(at('Tell the user you are running `make install`.', 'make install')).toBe(false);
    expect(at('Tell the user to wait. Run `make install`.', 'make install')).toBe(false);
    expect(at('- tell the user to wait\n- `make install`', 'make install')).toBe(false);
  });
});
