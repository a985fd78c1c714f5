def scan(text):
    return "PRIVATE KEY" in text
