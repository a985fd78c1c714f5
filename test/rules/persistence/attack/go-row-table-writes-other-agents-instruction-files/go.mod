module example.com/rulesync

go 1.22
