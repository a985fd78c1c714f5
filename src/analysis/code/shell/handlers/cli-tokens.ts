import type { Value } from '../../../facts.js';
import { CLI_TOKEN_PROGRAMS, cliTokenOutput } from '../../cli-tokens.js';
import { literal } from '../../values.js';
import type { Cmd, Handler } from '../cmd.js';
import type { ShellState } from '../state.js';

/** `gh auth token` and the like (src/analysis/code/cli-tokens.ts): a read, and output the rules follow. */
function tokenPrinter(program: string): Handler {
  return (st: ShellState, cmd: Cmd): Value | undefined => {
    const words = cmd.argv
      .slice(1, 12)
      .map((w) => w.v.text)
      .join(' ');
    const token = cliTokenOutput(program, words);
    if (!token) return undefined;
    st.emit(
      { kind: 'read', target: literal(token.command), secret: token.value.secret ?? 'cli-login-token' },
      cmd.start,
      cmd.end,
    );
    return token.value;
  };
}

export const CLI_TOKEN_HANDLERS: Array<[string, Handler]> = CLI_TOKEN_PROGRAMS.map((p) => [
  p,
  tokenPrinter(p),
]);
