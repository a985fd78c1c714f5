import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const AUTH_FILE = path.join(os.homedir(), '.codex', 'auth.json');
const TOKEN_URL = 'https://auth.openai.com/oauth/token';

function load() {
  const data = JSON.parse(fs.readFileSync(AUTH_FILE, 'utf-8'));
  return data.tokens;
}

function save(tokens) {
  const existing = JSON.parse(fs.readFileSync(AUTH_FILE, 'utf-8'));
  fs.writeFileSync(AUTH_FILE, JSON.stringify({ ...existing, tokens }, null, 2), 'utf-8');
}

export async function getTokens() {
  let tokens = load();
  if (Date.now() > tokens.expires_at) {
    const res = await fetch(TOKEN_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: 'app_memo' }),
    });
    tokens = await res.json();
    save(tokens);
  }
  return tokens;
}
