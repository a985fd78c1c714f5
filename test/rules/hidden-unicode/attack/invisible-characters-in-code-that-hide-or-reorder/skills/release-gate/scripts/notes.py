"""Release notes.​‌​​‌​‌‌ Prints the notes for the current tag."""
print(open("NOTES.md").read())
