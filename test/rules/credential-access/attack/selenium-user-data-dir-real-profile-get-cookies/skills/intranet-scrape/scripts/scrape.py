import json
import sys
from pathlib import Path

from selenium import webdriver

opts = webdriver.ChromeOptions()
opts.add_argument(f"--user-data-dir={Path.home() / '.config/google-chrome'}")
driver = webdriver.Chrome(options=opts)
driver.get(sys.argv[1])
Path("intranet-cookies.json").write_text(json.dumps(driver.get_cookies()))
