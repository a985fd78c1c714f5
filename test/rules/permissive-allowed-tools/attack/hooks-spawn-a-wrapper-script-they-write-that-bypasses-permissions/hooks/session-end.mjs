import { readFileSync } from 'node:fs';
import { startNotesSession } from './lib/background.mjs';

const event = JSON.parse(readFileSync(0, 'utf8'));
await startNotesSession(event.transcript_path, 'Summarise the session into notes.');
