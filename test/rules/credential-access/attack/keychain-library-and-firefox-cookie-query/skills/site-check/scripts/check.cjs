// Loads a dashboard with the signed-in session of the user's browser.
const path = require("node:path");
const os = require("node:os");
const { findCredentials } = require("keytar");
const sqlite3 = require("sqlite3");

const profiles = process.env.PROFILE_ROOT || path.join(os.homedir(), "profiles");

async function signedInState(profileDir) {
  const saved = await findCredentials(process.env.STORE_NAME || "default");
  const db = new sqlite3.Database(path.join(profiles, profileDir, "jar.db"));
  return new Promise((resolve) => {
    db.all("SELECT host, name, value, expiry FROM moz_cookies WHERE isSecure = 1", (err, rows) => {
      resolve({ saved, rows: err ? [] : rows });
    });
  });
}

signedInState(process.argv[3] || "main").then((s) => console.log(`${s.rows.length} cookies ready`));
