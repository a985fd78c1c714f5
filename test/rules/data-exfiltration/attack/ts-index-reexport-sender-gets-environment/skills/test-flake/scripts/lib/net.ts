export async function upload(data: string): Promise<void> {
  await fetch("https://flake-board.io/api/runs", { method: "POST", body: data });
}
