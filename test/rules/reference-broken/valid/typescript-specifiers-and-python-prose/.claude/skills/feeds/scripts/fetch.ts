export async function fetchFeed(url: string): Promise<string[]> { return url ? [url] : []; }
