describe("x", function() it("works", function() end) end)
