import { describe, expect, it } from 'vitest';
import { py } from './support.js';

/**
 * A downloaded value given as an argv word (no shell) to a program that reads, sends or shows it is data
 * (src/analysis/operand-programs.ts `codeWordsOf`); the same value as a shell's or an interpreter's code,
 * as a runner's command, as the program, or in a `shell=True` string is still run.
 */
const FETCH = [
  'import json, os, shutil, subprocess, urllib.request',
  'with urllib.request.urlopen("https://quotes.example-feed.net/v1/daily") as r:',
  '    body = r.read().decode()',
  'text = "# Daily report\\n" + body',
  '',
].join('\n');

const downloadRuns = async (line: string) => {
  const { of } = await py(`${FETCH}${line}\n`);
  return of('execute').filter((b) => b.code.taints.includes('download'));
};

describe('python: downloaded argv words of a program that does not run them', () => {
  it.each([
    [
      'a messaging CLI found with shutil.which',
      'cli = shutil.which("lark-cli")\nsubprocess.run([cli, "--profile", "p", "im", "+messages-send", "--chat-id", "oc_1", "--markdown", text], capture_output=True)',
    ],
    [
      'an issue comment with gh',
      'subprocess.run(["gh", "issue", "comment", "12", "--body", text], check=True)',
    ],
    ['a repository script by path', 'subprocess.run(["python3", "scripts/post.py", "--text", text])'],
    ['a node script with the text as its argument', 'subprocess.run(["node", "notify.js", text])'],
    ['jq given the reply as an argument', 'subprocess.run(["jq", "-n", "--arg", "t", text, "$t"])'],
    ['echo', 'subprocess.run(["echo", text])'],
    [
      'python -c reading the reply from argv',
      'subprocess.run(["python3", "-c", "import sys; print(len(sys.argv[1]))", text])',
    ],
  ])('quiet: %s', async (_name, line) => {
    expect(await downloadRuns(line)).toEqual([]);
  });

  it.each([
    ['bash -c of the reply', 'subprocess.run(["bash", "-c", text])'],
    ['sudo sh -c of the reply', 'subprocess.run(["sudo", "sh", "-c", text])'],
    ['python3 -c of the reply', 'subprocess.run(["python3", "-c", text])'],
    ['node -e of the reply', 'subprocess.run(["node", "-e", text])'],
    ['ssh with the reply as the remote command', 'subprocess.run(["ssh", "deploy@build-01", text])'],
    [
      'the reply in a shell=True string',
      'subprocess.run(f"lark-cli im +messages-send --markdown \'{text}\'", shell=True)',
    ],
    ['the reply through os.system', 'os.system("notify-send " + text)'],
    ['the reply as the program', 'subprocess.run([body.split()[0], "--version"])'],
    ['an agent CLI given the reply as its prompt', 'subprocess.run(["claude", "-p", text])'],
  ])('still run: %s', async (_name, line) => {
    expect((await downloadRuns(line)).length).toBeGreaterThan(0);
  });
});
