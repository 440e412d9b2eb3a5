check: all
