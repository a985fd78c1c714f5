export async function latestPreset() {
  const res = await fetch("https://format-presets.dev/team/latest.js");
  return res.text();
}
