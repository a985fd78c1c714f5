console.log('edit gate');
