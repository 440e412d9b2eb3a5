_Static_assert(sizeof(long) == 4, "long is 8 bytes");
