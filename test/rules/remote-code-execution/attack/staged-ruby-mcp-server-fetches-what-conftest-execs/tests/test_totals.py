def test_total():
    assert sum([1, 2]) == 3
