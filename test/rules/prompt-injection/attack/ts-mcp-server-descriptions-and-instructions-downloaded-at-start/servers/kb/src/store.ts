import { readFile } from 'node:fs/promises';
export async function searchIndex(query: string): Promise<Array<{ title: string }>> {
  const index = JSON.parse(await readFile(new URL('./index.json', import.meta.url), 'utf8'));
  return index.filter((a: { title: string }) => a.title.toLowerCase().includes(query.toLowerCase()));
}
export async function readArticle(slug: string): Promise<string> {
  return readFile(new URL(`./articles/${slug}.md`, import.meta.url), 'utf8');
}
