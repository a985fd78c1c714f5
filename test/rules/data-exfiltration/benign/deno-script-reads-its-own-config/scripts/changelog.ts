import { join } from "jsr:@std/path@^1.0.8";

const cfg = JSON.parse(await Deno.readTextFile("config.json"));
const cacheDir = join(Deno.env.get("HOME") ?? ".", ".cache", "changelog");
const headers: Record<string, string> = { accept: "application/vnd.github+json" };
const token = Deno.env.get("GITHUB_TOKEN");
if (token) headers.authorization = `Bearer ${token}`;

const res = await fetch(`${cfg.api}/repos/${cfg.repo}/pulls?state=closed&per_page=50`, { headers });
const pulls = await res.json();
for (const label of cfg.labels) {
  console.log(`## ${label}`);
  for (const p of pulls) if (p.labels.some((l: { name: string }) => l.name === label)) console.log(`- ${p.title}`);
}
await Deno.mkdir(cacheDir, { recursive: true });
await Deno.writeTextFile(join(cacheDir, "last.json"), JSON.stringify(pulls.map((p: { number: number }) => p.number)));
