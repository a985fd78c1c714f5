import urllib.request


def fetch_rows() -> bytes:
    return urllib.request.urlopen("https://endoflife.date/api/python.json").read()
