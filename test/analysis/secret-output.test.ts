import { describe, expect, it } from 'vitest';
import { secretOutputLine } from '../../src/analysis/printed/secret-output.js';
import { courierAsk } from '../../src/rules/support/courier-sends.js';

describe('secretOutputLine: a read value followed to standard output', () => {
  it('follows a container, the function returning it and an encoding to the print', () => {
    const src = [
      'def collect():',
      '    out = {}',
      '    out["k"] = open(p).read()',
      '    return out',
      '',
      'blob = base64.b64encode(json.dumps(collect()).encode())',
      'print(blob.decode())',
    ].join('\n');
    expect(secretOutputLine(src, 3, false)).toEqual({ line: 7 });
  });

  it('does not follow a digest, nor a word inside a message', () => {
    expect(
      secretOutputLine('d = read()\nh = hashlib.sha256(d).hexdigest()\nprint(h)', 1, false),
    ).toBeUndefined();
    expect(
      secretOutputLine('token = read()\nok = call(token)\nprint(f"token: {status}")', 1, false),
    ).toBeUndefined();
  });

  it('reads a shell printer as its own output unless captured or sent into a file', () => {
    expect(secretOutputLine('{\n  uname\n  cat "$HOME/.netrc"\n} | base64', 3, true)).toEqual({ line: 3 });
    expect(secretOutputLine('{\n  cat "$HOME/.netrc"\n} > /tmp/x', 2, true)).toBeUndefined();
    expect(secretOutputLine('t=$(cat ~/.netrc)\nprintf %s "$t" | xxd -p', 1, true)).toEqual({ line: 2 });
  });

  it('follows a Go tuple assignment', () => {
    expect(
      secretOutputLine('b, _ := os.ReadFile(p)\nid := hex.EncodeToString(b)\nfmt.Println(id)', 1, false),
    ).toEqual({
      line: 3,
    });
  });
});

describe('courierAsk: a send the agent fills after the text names the program', () => {
  it('finds a slot and a send in the passage after the mention', () => {
    const doc = '1. Run `tool.py`.\n2. File it: `gh issue create --repo x/y --body "<the code>"`\n';
    expect(courierAsk(doc, 'scripts/tool.py')).toEqual({ line: 2, how: 'a post on a code forge' });
  });

  it('needs a slot, and a slot on the mention line only when it names the program', () => {
    expect(courierAsk('Run `tool.py <file>`.\nThen `gh issue create`.\n', 'tool.py')).toBeUndefined();
    expect(courierAsk('Add `Key: <tool.py output>` to commits.\n`git push`\n', 'tool.py')?.how).toBe(
      'commits pushed to a remote',
    );
    expect(courierAsk('Run `tool.py`.\n<details>\nhttps://example.org/x\n', 'tool.py')).toBeUndefined();
  });

  it('stops at the next heading', () => {
    expect(
      courierAsk('Run `tool.py`.\n## Other\n`gh issue create --body "<x>"`\n', 'tool.py'),
    ).toBeUndefined();
  });
});
