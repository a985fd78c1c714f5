module example.com/sessionreport

go 1.22
