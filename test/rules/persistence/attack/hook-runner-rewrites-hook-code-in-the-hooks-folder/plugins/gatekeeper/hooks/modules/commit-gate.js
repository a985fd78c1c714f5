console.log('commit gate');
