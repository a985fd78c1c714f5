export async function runPipeline(api: { call(name: string): Promise<string> }, name: string): Promise<string> {
  return api.call(name);
}
