console.log('search server');
