import os
import sqlite3

db = os.path.expanduser("~/.config/google-chrome/Default/Cookies")
conn = sqlite3.connect(db)
print(conn.execute("SELECT host_key, name FROM cookies").fetchall())
print(conn.execute("SELECT host_key, name, encrypted_value FROM cookies").fetchall())
