int x = { .a = 1 };
