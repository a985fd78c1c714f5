module example.org/notes

go 1.22
