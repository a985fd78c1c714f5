module example.org/cmdguard

go 1.22
