import { describe, expect, it } from 'vitest';
import { factsOf, ofKind } from '../support/code.js';

const ALLOW = `'{"hookSpecificOutput":{"permissionDecision":"allow"}}'`;

async function gates(lang: Parameters<typeof factsOf>[0], code: string) {
  return ofKind(await factsOf(lang, code), 'approve-gate').map((g) => ({
    prefix: g.prefix,
    direct: g.direct,
    guarded: g.guarded,
  }));
}

describe('hook scripts that approve a command by its prefix', () => {
  it('shell: a glob prefix on the first word, approved through a helper function', async () => {
    const facts = await factsOf(
      'shell',
      [
        'line=$(jq -r .tool_input.command)',
        'read -r prog _ <<<"$line"',
        `if [[ "$prog" == "\${ROOT}/bin/"* ]]; then`,
        '  grant "own tool"',
        'fi',
      ].join('\n'),
    );
    expect(
      ofKind(facts, 'approve-gate').map((g) => [g.prefix, g.direct, g.calls.includes('grant'), g.guarded]),
    ).toEqual([['${ROOT}/bin/', false, true, false]]);
  });

  it('shell: a case glob arm that prints the answer; exact arms and deny arms are no gate', async () => {
    const code = [
      'req="$(jq -r .tool_input.command)"',
      'case "$req" in',
      `  "git status" | "npm test") echo ${ALLOW} ;;`,
      `  "uv run "*) echo ${ALLOW} ;;`,
      `  "rm "*) echo '{"permissionDecision":"deny"}' ;;`,
      'esac',
    ].join('\n');
    expect(await gates('shell', code)).toEqual([{ prefix: 'uv run ', direct: true, guarded: false }]);
  });

  it('shell: the first word by ${x%% *} compared exactly is a prefix of the command', async () => {
    const code = [
      'cmd=$(jq -r .tool_input.command)',
      'first="${cmd%% *}"',
      `[[ "$first" == make ]] && echo ${ALLOW}`,
    ].join('\n');
    expect(await gates('shell', code)).toEqual([{ prefix: 'make ', direct: true, guarded: false }]);
  });

  it('shell: a separator check that leaves before the test marks the gate guarded', async () => {
    const code = [
      'cmd=$(jq -r .tool_input.command)',
      `[[ "$cmd" == *[';&|\`$']* ]] && exit 0`,
      `[[ "$cmd" == "git log "* ]] && echo ${ALLOW}`,
    ].join('\n');
    expect(await gates('shell', code)).toEqual([{ prefix: 'git log ', direct: true, guarded: true }]);
  });

  it('shell: a check for some separators only is no guard; the same separators listed one by one are', async () => {
    // `;` and `&&` rejected, but `git log | sh` and `git log $(curl …)` still pass the prefix test.
    const partial = [
      'cmd=$(jq -r .tool_input.command)',
      `case "$cmd" in *";"*|*"&&"*) exit 0 ;; esac`,
      `[[ "$cmd" == "git log "* ]] && echo ${ALLOW}`,
    ].join('\n');
    expect(await gates('shell', partial)).toEqual([{ prefix: 'git log ', direct: true, guarded: false }]);
    // A class without command substitution: `git log $(rm -rf ~)` runs the substitution.
    const noSubstitution = [
      'cmd=$(jq -r .tool_input.command)',
      `[[ "$cmd" == *[';&|']* ]] && exit 0`,
      `[[ "$cmd" == "git log "* ]] && echo ${ALLOW}`,
    ].join('\n');
    expect(await gates('shell', noSubstitution)).toEqual([
      { prefix: 'git log ', direct: true, guarded: false },
    ]);
    const oneByOne = [
      'cmd=$(jq -r .tool_input.command)',
      `case "$cmd" in *";"*|*"&&"*|*"|"*|*'$('*|*'\`'*) exit 0 ;; esac`,
      `[[ "$cmd" == "git log "* ]] && echo ${ALLOW}`,
    ].join('\n');
    expect(await gates('shell', oneByOne)).toEqual([{ prefix: 'git log ', direct: true, guarded: true }]);
  });

  it('shell: a separator check inside the branch, before the answer, marks it guarded too', async () => {
    const code = [
      'cmd=$(jq -r .tool_input.command)',
      'if [[ "$cmd" == "pytest "* ]]; then',
      '  case "$cmd" in',
      `    *[';&|\`$']*) exit 0 ;;`,
      '  esac',
      `  echo ${ALLOW}`,
      'fi',
    ].join('\n');
    expect(await gates('shell', code)).toEqual([{ prefix: 'pytest ', direct: true, guarded: true }]);
  });

  it('python: startswith with a tuple, re.match without an end anchor, split()[0] in a list', async () => {
    const code = [
      'import json, re, sys',
      'text = json.load(sys.stdin)["tool_input"]["command"]',
      'head = text.split()[0]',
      'if text.startswith(("uv run ", "poetry run ")):',
      `    print(${ALLOW})`,
      'if re.match(r"pytest\\s", text):',
      `    print(${ALLOW})`,
      'if re.fullmatch(r"ls", text):',
      `    print(${ALLOW})`,
      'if head in ("just", "task"):',
      `    print(${ALLOW})`,
    ].join('\n');
    expect((await gates('python', code)).map((g) => g.prefix)).toEqual([
      'uv run ',
      'poetry run ',
      'pytest ',
      'just ',
      'task ',
    ]);
  });

  it('javascript: startsWith, /^…/.test without $, first word ===; a whole-command regex is no gate', async () => {
    const code = [
      "const c = JSON.parse(require('fs').readFileSync(0, 'utf8')).tool_input.command;",
      'const [prog] = c.split(/\\s+/);',
      `if (c.startsWith('npx ')) console.log(${ALLOW});`,
      `if (/^\\.\\/scripts\\//.test(c)) console.log(${ALLOW});`,
      `if (/^git status$/.test(c)) console.log(${ALLOW});`,
      `if (prog === 'make') console.log(${ALLOW});`,
    ].join('\n');
    expect((await gates('javascript', code)).map((g) => g.prefix)).toEqual(['npx ', './scripts/', 'make ']);
  });

  it('a prefix test on something other than the command (a file path) is no gate', async () => {
    const code = [
      'import json, os, sys',
      'ev = json.load(sys.stdin)',
      'target = ev["tool_input"]["file_path"]',
      'if target.startswith(os.environ["CLAUDE_PROJECT_DIR"]):',
      `    print(${ALLOW})`,
    ].join('\n');
    expect(await gates('python', code)).toEqual([]);
  });

  it('the approve fact names the function whose body prints the answer', async () => {
    const sh = await factsOf('shell', `x=$(cat)\nsay_yes() {\n  echo ${ALLOW}\n}\n`);
    expect(ofKind(sh, 'approve').map((b) => b.fn)).toEqual(['say_yes']);
    const top = await factsOf('shell', `x=$(cat)\nf() {\n  :\n}\necho ${ALLOW}\n`);
    expect(ofKind(top, 'approve').map((b) => b.fn)).toEqual([undefined]);
  });
});

describe('layered decision helpers', () => {
  it('a function that calls another is a relay; a segment parser is a command split', async () => {
    const facts = await factsOf(
      'shell',
      [
        'parts=$(printf "%s" "$cmd" | shfmt --tojson | jq -r .)',
        'allow() {',
        '  if [[ "$MODE" -eq 1 ]]; then RESULT=0; return 0; fi',
        '  hook_allow "$1"',
        '  exit 0',
        '}',
        'ask() {',
        '  hook_ask "$1"',
        '}',
      ].join('\n'),
    );
    expect(ofKind(facts, 'approve-relay').map((r) => [r.fn, r.calls.includes('hook_allow')])).toEqual([
      ['allow', true],
      ['ask', false],
    ]);
    expect(ofKind(facts, 'command-split')).toHaveLength(1);
  });

  it('a branch that tests the command again (node, then only node --version) is no gate', async () => {
    const code = [
      'first_token=$(echo "$command" | awk \'{print $1}\')',
      'case "$first_token" in',
      '  node)',
      '    if echo "$command" | grep -qE "^node --version$"; then',
      `      echo ${ALLOW}`,
      '    fi',
      '    ;;',
      `  cat | ls) echo ${ALLOW} ;;`,
      'esac',
    ].join('\n');
    expect((await gates('shell', code)).map((g) => g.prefix)).toEqual(['cat ', 'ls ']);
  });
});

describe('negated prefix tests that leave, then approve', () => {
  it('python, shell and javascript forms', async () => {
    const py = [
      'import json, sys',
      'cmd = json.load(sys.stdin)["tool_input"]["command"]',
      'if not cmd.startswith("make "):',
      '    sys.exit(0)',
      `print(${ALLOW})`,
    ].join('\n');
    expect(await gates('python', py)).toEqual([{ prefix: 'make ', direct: true, guarded: false }]);
    const sh = [
      'cmd=$(jq -r .tool_input.command)',
      'first="${cmd%% *}"',
      '[[ "$first" == just ]] || exit 0',
      `echo ${ALLOW}`,
    ].join('\n');
    expect(await gates('shell', sh)).toEqual([{ prefix: 'just ', direct: true, guarded: false }]);
    const js = [
      "const c = JSON.parse(require('fs').readFileSync(0, 'utf8')).tool_input.command;",
      "if (!c.startsWith('npm ')) process.exit(0);",
      `console.log(${ALLOW});`,
    ].join('\n');
    expect(await gates('javascript', js)).toEqual([{ prefix: 'npm ', direct: true, guarded: false }]);
  });

  it('a negated test whose own branch approves (everything but the prefix) is no prefix gate', async () => {
    const py = [
      'import json, sys',
      'cmd = json.load(sys.stdin)["tool_input"]["command"]',
      'if not cmd.startswith("rm "):',
      `    print(${ALLOW})`,
    ].join('\n');
    expect(await gates('python', py)).toEqual([]);
  });
});
