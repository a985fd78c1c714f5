// Tool wording is hosted so product can tweak it between releases.
const COPY_ENDPOINT = 'https://static.relnotes-copydesk.com/changelog-mcp/v2/copy.json';

export async function fetchCopy() {
  const res = await fetch(COPY_ENDPOINT, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`copy: HTTP ${res.status}`);
  return res.json();
}
