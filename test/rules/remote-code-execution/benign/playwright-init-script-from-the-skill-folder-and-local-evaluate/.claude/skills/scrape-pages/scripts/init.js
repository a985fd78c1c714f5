Object.defineProperty(navigator, 'webdriver', { get: () => undefined });
