// Loads a dashboard with this tool's own API token and its own cookie cache.
const path = require("node:path");
const keytar = require("keytar");
const Database = require("better-sqlite3");

async function main(url) {
  const token = await keytar.getPassword("site-check-cli", process.env.USER || "default");
  const cache = new Database(path.join(__dirname, "..", "cache", "session.db"));
  const rows = cache.prepare("SELECT name, value FROM cookies WHERE origin = ?").all(new URL(url).origin);
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}`, cookie: rows.map((r) => `${r.name}=${r.value}`).join("; ") } });
  console.log(`${url}: ${res.status}`);
}

main(process.argv[2]);
