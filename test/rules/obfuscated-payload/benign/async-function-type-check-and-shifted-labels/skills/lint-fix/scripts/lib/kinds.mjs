// Tells async fixers from plain ones; labels are stored shifted like the rest of the message table.
const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;

export function isAsync(fn) {
  return fn instanceof AsyncFunction;
}

export function describe(codes) {
  return codes.map((c) => String.fromCharCode(c ^ 16)).join("");
}
