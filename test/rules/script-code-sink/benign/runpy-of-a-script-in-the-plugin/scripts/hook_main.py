import sys
from datetime import date

event = sys.argv[1] if len(sys.argv) > 1 else "start"
print(f"journal {event}: {date.today().isoformat()}")
