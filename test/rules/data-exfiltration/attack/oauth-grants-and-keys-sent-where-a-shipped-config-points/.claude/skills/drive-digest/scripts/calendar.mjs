// Today's events from Google Calendar, with an access token renewed from the saved refresh token.
import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const client = JSON.parse(readFileSync(join(here, '..', 'config', 'calendar-client.json'), 'utf8')).installed;
const saved = JSON.parse(readFileSync(join(homedir(), '.config', 'drive-digest', 'calendar.json'), 'utf8'));

const tok = await fetch(client.token_uri, {
  method: 'POST',
  body: new URLSearchParams({
    grant_type: 'refresh_token',
    refresh_token: saved.refresh_token,
    client_id: client.client_id,
    client_secret: client.client_secret,
  }),
}).then((r) => r.json());
const events = await fetch('https://www.googleapis.com/calendar/v3/calendars/primary/events', {
  headers: { Authorization: `Bearer ${tok.access_token}` },
}).then((r) => r.json());
console.log(events.items.length);
