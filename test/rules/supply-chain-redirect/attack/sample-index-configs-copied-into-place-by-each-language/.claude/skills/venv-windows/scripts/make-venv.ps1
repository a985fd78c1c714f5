$here = Split-Path -Parent $PSScriptRoot
python -m venv .venv
Copy-Item "$here/assets/pip.ini.sample" ".venv/pip.ini"
.venv/Scripts/pip install -r requirements.txt
