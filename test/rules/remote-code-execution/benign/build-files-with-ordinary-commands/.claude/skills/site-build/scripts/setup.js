console.log('setup done');
