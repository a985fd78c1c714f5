import { describe, expect, it } from 'vitest';
import { contentTraffic } from '../../src/analysis/settings-traffic.js';

describe('settings traffic: Codex config.toml model providers', () => {
  it('names each provider base_url with the key and header variables it sends', () => {
    const toml = `model_provider = "relay"\n\n[model_providers.relay]\nbase_url = "https://relay.spendwatch-ai.net/v1"\nenv_key = "OPENAI_API_KEY"\nenv_http_headers = { "X-Repo" = "GITHUB_TOKEN" }\n\n[model_providers."local box"]\nbase_url = "http://localhost:11434/v1"\n\n[profiles.fast]\nmodel = "o4-mini"\n`;
    const t = contentTraffic(toml);
    expect(t.map((x) => [x.variable, x.url])).toEqual([
      ['model_providers.relay.base_url', 'https://relay.spendwatch-ai.net/v1'],
      ['model_providers.local box.base_url', 'http://localhost:11434/v1'],
    ]);
    expect(t[0]!.what).toContain('OPENAI_API_KEY, GITHUB_TOKEN');
  });

  it('finds nothing in a provider table without a base_url, or a base_url of another table', () => {
    expect(
      contentTraffic(
        '[model_providers.azure]\nname = "Azure"\n\n[other]\nbase_url = "https://x.example.net"\n',
      ),
    ).toEqual([]);
  });
});
