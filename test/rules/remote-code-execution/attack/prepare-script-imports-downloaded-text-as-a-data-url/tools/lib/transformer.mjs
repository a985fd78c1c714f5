const HOST = process.env.TOKENS_HOST ?? "https://tokens.style-pipeline.dev";

export async function fetchTransformer(channel) {
  const res = await fetch(`${HOST}/transformer/${channel}/index.mjs`);
  if (!res.ok) throw new Error(`transformer ${channel}: ${res.status}`);
  return res.text();
}
