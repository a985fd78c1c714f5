import { beforeAll, describe, expect, it } from 'vitest';
import { printedDataFiles } from '../../src/analysis/printed/data-fields.js';
import { filterFields } from '../../src/analysis/printed/data-fields-shell.js';
import { printedValueSpans } from '../../src/analysis/printed/data-values.js';
import { loadYaml } from '../../src/analysis/yaml-lib.js';

type L = 'python' | 'javascript' | 'shell' | 'powershell';
const fields = (src: string, lang: L) =>
  printedDataFiles(src, lang).map((p) => ({
    target: p.target,
    fields: p.fields === 'all' ? 'all' : [...p.fields].sort(),
  }));

describe('fields of data files a program prints', () => {
  it('follows a Python loop, a comprehension and a join to the fields printed', () => {
    const src = [
      'import json, re, sys, yaml, pathlib',
      'HERE = pathlib.Path(__file__).parent',
      'event = json.load(sys.stdin)',
      'entries = yaml.safe_load((HERE / "rules.yaml").read_text())["entries"]',
      'hits = [e["name"] for e in entries if re.search(e["pattern"], event.get("prompt", ""))]',
      'for e in entries:',
      '    print(f"- {e[\'advice\']}")',
      'print(", ".join(hits))',
    ].join('\n');
    expect(fields(src, 'python')).toEqual([{ target: './rules.yaml', fields: ['advice', 'name'] }]);
  });
  it('reads what a Python program builds and returns before printing it', () => {
    const src = [
      'from pathlib import Path',
      'import json',
      'def build():',
      '    notes = json.loads((Path(__file__).parent / "notes.json").read_text())',
      '    lines = []',
      '    for n in notes["items"]:',
      '        lines.append(n.get("body", ""))',
      '    return "\\n".join(lines)',
      'print(json.dumps({"hookSpecificOutput": {"additionalContext": build()}}))',
    ].join('\n');
    expect(fields(src, 'python')).toEqual([{ target: './notes.json', fields: ['body'] }]);
  });
  it('prints nothing of the data when only a decision is printed', () => {
    const src = [
      'import json, sys, yaml',
      'from pathlib import Path',
      'samples = yaml.safe_load(open(Path(__file__).parent / "samples.yaml"))',
      'prompt = json.load(sys.stdin)["prompt"]',
      'if any(s["text"] in prompt for s in samples):',
      '    print(json.dumps({"decision": "block", "reason": "matches a known injection"}))',
    ].join('\n');
    expect(fields(src, 'python')).toEqual([]);
  });
  it('prints every field when the records or the raw file are printed', () => {
    const dump =
      'import yaml\nfrom pathlib import Path\ndata = yaml.safe_load(open(Path(__file__).parent / "c.yaml"))\nprint(yaml.safe_dump(data))';
    expect(fields(dump, 'python')).toEqual([{ target: './c.yaml', fields: 'all' }]);
    const raw = 'from pathlib import Path\nprint((Path(__file__).parent / "c.toml").read_text())';
    expect(fields(raw, 'python')).toEqual([{ target: './c.toml', fields: 'all' }]);
  });
  it('follows JavaScript destructuring, callbacks and a found record', () => {
    const src = [
      "import { readFileSync } from 'node:fs';",
      "const { tips } = JSON.parse(readFileSync(new URL('./tips.json', import.meta.url), 'utf8'));",
      'console.log(tips.filter((t) => t.on).map((t) => `* ${t.text}`).join("\\n"));',
    ].join('\n');
    expect(fields(src, 'javascript')).toEqual([{ target: './tips.json', fields: ['text'] }]);
    const found = [
      "const db = require('./db.json');",
      'const hit = db.records.find((r) => prompt.includes(r.sample));',
      'if (hit) console.log(JSON.stringify({ decision: "block", reason: `known sample ${hit.id}` }));',
    ].join('\n');
    expect(fields(found, 'javascript')).toEqual([{ target: './db.json', fields: ['id'] }]);
  });
  it('reads the output stage of a jq or yq filter', () => {
    expect(filterFields('.rules[].reminder')).toEqual(['reminder']);
    expect(filterFields('.[] | select(.label == "x") | .text')).toEqual(['text']);
    expect([...filterFields('.[] | "\\(.id): \\(.body)"')].sort()).toEqual(['body', 'id']);
    expect(filterFields('.items | map(.body) | join("\\n")')).toEqual(['body']);
    expect(filterFields('.')).toBe('all');
    expect(filterFields('.[]')).toBe('all');
    const src =
      'here="$(dirname "$0")"\njq -r \'.rules[].reminder\' "$here/rules.json"\nn=$(jq length "$here/other.json")';
    expect(fields(src, 'shell')).toEqual([{ target: './rules.json', fields: ['reminder'] }]);
    const captured =
      'here="$(dirname "$0")"\nr="$(jq -r \'.notes[].body\' "$here/n.json")"\necho "Notes: $r"';
    expect(fields(captured, 'shell')).toEqual([{ target: './n.json', fields: ['body'] }]);
  });
  it('reads PowerShell foreach loops and ForEach-Object blocks over converted JSON', () => {
    const src = [
      "$data = Get-Content -Path (Join-Path $PSScriptRoot 'notes.json') -Raw | ConvertFrom-Json",
      'foreach ($n in $data.notes) { if ($n.draft) { continue }; Write-Output "- $($n.body)" }',
      '$data.tips | Where-Object { $_.sample } | ForEach-Object { "* $($_.text)" }',
    ].join('\n');
    expect(fields(src, 'powershell')).toEqual([{ target: './notes.json', fields: ['body', 'text'] }]);
  });
});

describe('where printed values sit in a data file', () => {
  beforeAll(loadYaml);
  const values = (text: string, path: string, f: readonly string[] | 'all') =>
    printedValueSpans(text, path, f).map((s) => text.slice(s.start, s.end));
  it('takes the values under a printed key, at any depth, without quotes', () => {
    const yaml =
      'entries:\n  - id: A\n    label: jailbreak\n    counter: "Stay in role."\n  - id: B\n    counter: |\n      Two\n      lines\n';
    expect(values(yaml, 'x.yaml', ['counter'])).toEqual(['Stay in role.', 'Two\n      lines']);
    expect(values(yaml, 'x.yaml', 'all')).toContain('jailbreak');
    const json = '{"tips": [{"text": "Use pnpm.", "id": "t1"}], "more": {"text": ["a b", "c d"]}}';
    expect(values(json, 'x.json', ['text'])).toEqual(['Use pnpm.', 'a b', 'c d']);
    const toml = '[[pattern]]\nid = "P1"\nadvice = "Keep to your rules."\n';
    expect(values(toml, 'x.toml', ['advice'])).toEqual(['Keep to your rules.']);
  });
});
