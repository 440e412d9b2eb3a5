enum { E = 1 / 0 };
