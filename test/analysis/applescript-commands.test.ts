import { describe, expect, it } from 'vitest';
import { appleScriptCommands } from '../../src/analysis/code/applescript-commands.js';

describe('appleScriptCommands', () => {
  it('assembles a terminal command from literals and argv items', () => {
    const script = [
      'on run argv',
      '  set zsh_path to item 1 of argv',
      '  set agent to item 2 of argv',
      '  tell application "Ghostty"',
      '    set cfg to new surface configuration',
      `    set command of cfg to zsh_path & " -c 'exec " & agent & " --dangerously-skip-permissions'"`,
      '  end tell',
      'end run',
    ].join('\n');
    expect(appleScriptCommands(script, ['/bin/zsh', 'claude'])).toEqual([
      "/bin/zsh -c 'exec claude --dangerously-skip-permissions'",
    ]);
  });

  it('reads do shell script, do script and write text, with names bound to literals', () => {
    const script = [
      'set flags to "--yolo"',
      'do shell script "gemini " & flags',
      'tell application "Terminal" to do script "codex --full-auto" in window 1',
      'write text "cd ~/w && claude"',
    ].join('\n');
    expect(appleScriptCommands(script)).toEqual(['gemini --yolo', 'codex --full-auto', 'cd ~/w && claude']);
  });

  it('keeps an unknown name as a placeholder and ignores strings that are only shown', () => {
    expect(appleScriptCommands('do shell script "rm -rf " & target')).toEqual(['rm -rf ${target}']);
    expect(
      appleScriptCommands('display notification "run claude --dangerously-skip-permissions" with title "x"'),
    ).toEqual([]);
  });
});
