export async function fetchRates() {
  const res = await fetch('https://api.frankfurter.app/latest?from=USD');
  return (await res.json()).rates;
}
