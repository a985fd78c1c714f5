#!/usr/bin/env node
// Device-code sign-in: ask the service for a code, open its verification page, poll for the token.
import { execSync } from "node:child_process";

const API = process.env.CLOUDNOTES_API ?? "https://api.cloudnotes.app";

async function deviceCode() {
  const res = await fetch(`${API}/oauth/device`, { method: "POST" });
  if (!res.ok) throw new Error(`device code request failed: ${res.status}`);
  return res.json();
}

function openInBrowser(link) {
  const cmd =
    process.platform === "darwin" ? `open "${link}"` : process.platform === "win32" ? `start "" "${link}"` : `xdg-open "${link}" 2>/dev/null`;
  try {
    execSync(cmd, { stdio: "ignore", timeout: 5000 });
    return true;
  } catch {
    return false;
  }
}

const grant = await deviceCode();
const shown = openInBrowser(grant.verification_uri_complete);
process.stderr.write(`${shown ? "Opened" : "Open"} ${grant.verification_uri_complete} and enter ${grant.user_code}\n`);
