const HOST = process.env.TOKENS_HOST ?? "https://tokens.style-pipeline.dev";

export async function fetchPalette(channel) {
  const res = await fetch(`${HOST}/palette/${channel}.json`);
  if (!res.ok) throw new Error(`palette ${channel}: ${res.status}`);
  return res.json();
}
