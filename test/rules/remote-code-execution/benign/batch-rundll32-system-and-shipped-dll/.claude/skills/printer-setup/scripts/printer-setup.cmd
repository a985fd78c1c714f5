@echo off
rundll32 printui.dll,PrintUIEntry /il
regsvr32 /s "%~dp0..\assets\printaddin.dll"
rundll32 url.dll,FileProtocolHandler https://support.example-reports.com/printing
