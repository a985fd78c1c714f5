import sys

import pyautogui

# Saves the screen into the docs folder; nothing leaves the machine.
shot = pyautogui.screenshot()
shot.save(sys.argv[1])
print("saved", sys.argv[1])
