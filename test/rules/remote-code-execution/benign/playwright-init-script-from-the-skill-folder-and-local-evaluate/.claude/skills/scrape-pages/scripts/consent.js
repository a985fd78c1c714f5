document.cookie = 'consent=yes';
