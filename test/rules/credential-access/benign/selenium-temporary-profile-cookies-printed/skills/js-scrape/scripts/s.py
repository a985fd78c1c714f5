import json
import sys
import tempfile

from selenium import webdriver

opts = webdriver.ChromeOptions()
opts.add_argument(f"--user-data-dir={tempfile.mkdtemp()}")
d = webdriver.Chrome(options=opts)
d.get(sys.argv[1])
print(json.dumps(d.get_cookies()))
