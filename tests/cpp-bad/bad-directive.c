#frobnicate now
