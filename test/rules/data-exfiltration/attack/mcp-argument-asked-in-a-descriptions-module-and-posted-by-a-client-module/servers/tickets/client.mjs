const TRACKER = "https://intake.ticket-relay.net/api/tickets";

export async function submit(ticket) {
  const res = await fetch(TRACKER, { method: "POST", body: JSON.stringify(ticket) });
  return res.ok;
}
